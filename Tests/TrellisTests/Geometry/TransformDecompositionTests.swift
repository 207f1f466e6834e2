import Foundation
import PropertyBased
import Testing
import Trellis

@Suite("Transform decomposition")
struct TransformDecompositionTests {
  @Test("the identity takes apart into parts that change nothing")
  func identity() throws {
    let parts = try #require(Transform3D.identity.decomposed())
    #expect(parts == Transform3D.Decomposition())
    #expect(Transform3D(parts) == .identity)
  }

  @Test("a scale, a rotation and a translation come back as themselves")
  func scaleRotationTranslation() throws {
    // Scale first, then 30° about (1, 2, 3), then translate: the order of the parts.
    let axis = (1.0, 2.0, 3.0)
    let angle = Double.pi / 6
    let transform = Transform3D.scale(x: 2, y: 3, z: 4)
      .concatenating(referenceRotation(angle: angle, axis: axis))
      .concatenating(.translation(x: 10, y: -5, z: 7))
    let parts = try #require(transform.decomposed())

    #expect((parts.scale.x - 2).magnitude < 1e-12)
    #expect((parts.scale.y - 3).magnitude < 1e-12)
    #expect((parts.scale.z - 4).magnitude < 1e-12)
    #expect(parts.translation == Vector3(x: 10, y: -5, z: 7))
    #expect(parts.skew.xy.magnitude < 1e-12 && parts.skew.xz.magnitude < 1e-12)
    #expect(parts.skew.yz.magnitude < 1e-12)
    #expect(parts.perspective == .none)
    // (u·sin 15°, cos 15°) for the unit axis u = (1, 2, 3)/√14.
    let sine = sin(angle / 2) / 14.0.squareRoot()
    #expect((parts.rotation.x - sine).magnitude < 1e-12)
    #expect((parts.rotation.y - 2 * sine).magnitude < 1e-12)
    #expect((parts.rotation.z - 3 * sine).magnitude < 1e-12)
    #expect((parts.rotation.w - cos(angle / 2)).magnitude < 1e-12)
    #expect((parts.rotation.angle - angle).magnitude < 1e-12)

    #expect(Transform3D(parts).isClose(to: transform, tolerance: 1e-9))
  }

  @Test("a rotation by 90° about y is the quaternion (0, sin 45°, 0, cos 45°)")
  func quarterTurnAboutY() throws {
    let quarterTurn = Transform3D(
      m11: 0, m12: 0, m13: -1, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 1, m32: 0, m33: 0, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
    let parts = try #require(quarterTurn.decomposed())
    let half = 0.5.squareRoot()
    #expect(parts.rotation.x == 0 && parts.rotation.z == 0)
    #expect((parts.rotation.y - half).magnitude < 1e-15)
    #expect((parts.rotation.w - half).magnitude < 1e-15)
    #expect(
      Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0).isClose(
        to: quarterTurn, tolerance: 1e-15))
  }

  @Test("a rotation about z by 90° turns the x axis toward y, as Core Animation's does")
  func rotationDirection() {
    let quarterTurn = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    // The image of the x axis is the first row.
    #expect(quarterTurn.m11.magnitude < 1e-15 && (quarterTurn.m12 - 1).magnitude < 1e-15)
    #expect(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test("a mirror negates all three scales and turns half about x")
  func mirror() throws {
    let parts = try #require(Transform3D.scale(x: -1, y: 1).decomposed())
    #expect(parts.scale == Vector3(x: -1, y: -1, z: -1))
    #expect(parts.rotation == Quaternion(x: 1, y: 0, z: 0, w: 0))
    #expect(Transform3D(parts) == .scale(x: -1, y: 1))
  }

  @Test("a shear of y toward x is the skew xy")
  func shear() throws {
    var shear = Transform3D.identity
    shear.m21 = 0.5  // the image of the y axis is (0.5, 1, 0)
    let parts = try #require(shear.decomposed())
    #expect(parts.skew == .init(xy: 0.5, xz: 0, yz: 0))
    #expect(parts.scale == Vector3(x: 1, y: 1, z: 1))
    #expect(parts.rotation == .identity)
    #expect(Transform3D(parts) == shear)
  }

  @Test("Core Animation's perspective entry m34 is the perspective's z")
  func perspective() throws {
    let camera = Transform3D.perspective(m34: -1.0 / 500)
    let parts = try #require(camera.decomposed())
    #expect(parts.perspective == .init(x: 0, y: 0, z: -1.0 / 500, w: 1))
    #expect(Transform3D(parts) == camera)

    // Rotated first, then seen in perspective: the rotation and the camera come apart.
    let rotation = referenceRotation(angle: 0.7, axis: (0, 1, 0))
    let tilted = try #require(rotation.concatenating(camera).decomposed())
    #expect((tilted.perspective.z + 1.0 / 500).magnitude < 1e-15)
    #expect(tilted.perspective.x.magnitude < 1e-15 && tilted.perspective.y.magnitude < 1e-15)
    #expect((tilted.rotation.angle - 0.7).magnitude < 1e-12)
  }

  @Test("a matrix with m44 other than 1 comes back divided by it")
  func homogeneousScale() throws {
    var doubled = Transform3D.translation(x: 4, y: 6)
    doubled.m11 = 2
    doubled.m22 = 2
    doubled.m33 = 2
    doubled.m44 = 2
    let parts = try #require(doubled.decomposed())
    #expect(parts.translation == Vector3(x: 2, y: 3, z: 0))
    #expect(Transform3D(parts) == .translation(x: 2, y: 3))
  }

  @Test(
    "singular and non-finite matrices cannot be taken apart",
    arguments: [
      Transform3D.scale(x: 0, y: 1),
      Transform3D.scale(x: 1, y: 1, z: 0),
      Transform3D.identity.with(\.m44, 0),
      Transform3D.identity.with(\.m42, .nan),
      Transform3D.identity.with(\.m11, .infinity),
      // Both rows of x and y point the same way.
      Transform3D.identity.with(\.m21, 1).with(\.m22, 0),
    ])
  func singular(transform: Transform3D) {
    #expect(transform.decomposed() == nil)
  }

  @Test("half turns keep their axis, also where the axis has components of both signs")
  func halfTurns() async {
    // Reading the quaternion's signs from the off-diagonal entries alone gets these wrong.
    await propertyCheck(count: 200, input: TransformGen.rotation(angles: .pi ... .pi)) {
      angle, axis in
      let halfTurn = referenceRotation(angle: angle, axis: axis)
      guard let parts = halfTurn.decomposed() else {
        Issue.record("a half turn about \(axis) cannot be taken apart")
        return
      }
      #expect(Transform3D(parts).isClose(to: halfTurn, tolerance: 1e-12), "axis \(axis)")
    }
  }

  @Test("every generated transform comes back from its parts")
  func roundTrip() async {
    await propertyCheck(count: 1000, input: TransformGen.transform) { transform in
      guard let parts = transform.decomposed() else {
        Issue.record("\(transform) cannot be taken apart")
        return
      }
      let rebuilt = Transform3D(parts)
      #expect(rebuilt.isClose(to: transform.normalized, tolerance: 1e-9), "\(transform)")
      let rotation = parts.rotation
      let norm =
        rotation.x * rotation.x + rotation.y * rotation.y + rotation.z * rotation.z
        + rotation.w * rotation.w
      #expect((norm - 1).magnitude < 1e-12 && rotation.w >= 0)
    }
  }
}

extension Transform3D {
  /// This transform with one entry changed.
  func with(_ entry: WritableKeyPath<Transform3D, Double>, _ value: Double) -> Transform3D {
    var copy = self
    copy[keyPath: entry] = value
    return copy
  }
}
