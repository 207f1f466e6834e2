import Foundation
import PropertyBased
import Testing
import Trellis

@Suite("Interpolating transforms and attributes")
struct AttributesInterpolationTests {
  static let cell = ElementID.cell(IndexPath(item: 0, section: 0))

  static func attributes(
    _ frame: Rect, alpha: Double = 1, zIndex: Int = 0, isHidden: Bool = false,
    transform: Transform3D = .identity
  ) -> LayoutAttributes {
    LayoutAttributes(
      id: cell, frame: frame, transform3D: transform, alpha: alpha, zIndex: zIndex,
      isHidden: isHidden)
  }

  // MARK: - Transforms

  @Test("a quarter turn about y is an eighth turn halfway, not a squashed matrix")
  func rotationHalfway() {
    let quarterTurn = Transform3D(
      m11: 0, m12: 0, m13: -1, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 1, m32: 0, m33: 0, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
    let halfway = Transform3D.identity.interpolated(to: quarterTurn, progress: 0.5)
    let c = 0.5.squareRoot()  // cos 45° = sin 45°
    let eighthTurn = Transform3D(
      m11: c, m12: 0, m13: -c, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: c, m32: 0, m33: c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(halfway.isClose(to: eighthTurn, tolerance: 1e-12), "\(halfway)")
    // Entry by entry, the matrices would meet at m11 = 0.5, which is no rotation.
    #expect((halfway.m11 - 0.5).magnitude > 0.2)
  }

  @Test("a scale from 1 to 0.5 is 0.75 halfway, and translations move linearly")
  func scaleAndTranslation() {
    let halfway = Transform3D.identity.interpolated(to: .scale(x: 0.5, y: 0.5), progress: 0.5)
    #expect(halfway == .scale(x: 0.75, y: 0.75))
    let quarter = Transform3D.translation(x: 10, y: 20).interpolated(
      to: .translation(x: 50, y: -20, z: 8), progress: 0.25)
    // 10 + 40/4, 20 - 40/4, 0 + 8/4.
    #expect(quarter == .translation(x: 20, y: 10, z: 2))
  }

  @Test("a rotation takes the shorter way round")
  func shortestPath() {
    // From 170° to -170° about z the short way passes 180°, not 0°.
    let start = Transform3D.rotation(angle: 170 * .pi / 180, x: 0, y: 0, z: 1)
    let end = Transform3D.rotation(angle: -170 * .pi / 180, x: 0, y: 0, z: 1)
    let halfway = start.interpolated(to: end, progress: 0.5)
    #expect(halfway.isClose(to: referenceRotation(angle: .pi, axis: (0, 0, 1)), tolerance: 1e-12))
  }

  @Test("a transform that cannot be taken apart switches at the halfway point, as in CSS")
  func discreteFallback() {
    let start = Transform3D.rotation(angle: 0.5, x: 0, y: 0, z: 1)
    let collapsed = Transform3D.scale(x: 0, y: 0)
    #expect(start.interpolated(to: collapsed, progress: 0.49) == start)
    #expect(start.interpolated(to: collapsed, progress: 0.5) == collapsed)
    #expect(collapsed.interpolated(to: start, progress: 0.2) == collapsed)
  }

  @Test("interpolation gives the ends at 0 and 1 for every generated pair of transforms")
  func transformEnds() async {
    await propertyCheck(count: 500, input: TransformGen.transform, TransformGen.transform) {
      start, end in
      let atStart = start.interpolated(to: end, progress: 0)
      let atEnd = start.interpolated(to: end, progress: 1)
      #expect(atStart.isClose(to: start.normalized, tolerance: 1e-9), "\(start) → \(end)")
      #expect(atEnd.isClose(to: end.normalized, tolerance: 1e-9), "\(start) → \(end)")
    }
  }

  @Test("a rotation from the identity turns at a steady speed about its own axis")
  func steadyRotation() async {
    await propertyCheck(
      count: 500, input: TransformGen.rotation(angles: -3...3), Gen.double(in: -0.5...1.5)
    ) { rotation, progress in
      let (angle, axis) = rotation
      let sampled = Transform3D.identity.interpolated(
        to: referenceRotation(angle: angle, axis: axis), progress: progress)
      let expected = referenceRotation(angle: progress * angle, axis: axis)
      #expect(sampled.isClose(to: expected, tolerance: 1e-9), "\(angle) about \(axis)")
    }
  }

  // MARK: - Attributes

  @Test("frames and alpha move linearly")
  func linearFrames() {
    let start = Self.attributes(Rect(x: 0, y: 0, width: 100, height: 50), alpha: 1)
    let end = Self.attributes(Rect(x: 100, y: 200, width: 50, height: 150), alpha: 0)
    let halfway = start.interpolated(to: end, progress: 0.5)
    #expect(halfway.frame == Rect(x: 50, y: 100, width: 75, height: 100))
    #expect(halfway.alpha == 0.5)
    let quarter = start.interpolated(to: end, progress: 0.25)
    #expect(quarter.frame == Rect(x: 25, y: 50, width: 87.5, height: 75))
    #expect(quarter.alpha == 0.75)
  }

  @Test("progress 0 and 1 give the two ends unchanged")
  func ends() {
    let start = Self.attributes(
      Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.3, zIndex: 2, isHidden: true,
      transform: .rotation(angle: 1, x: 1, y: 1, z: 0))
    var end = Self.attributes(
      Rect(x: 10, y: 20, width: 30, height: 40), alpha: 0.9, zIndex: 7,
      transform: .scale(x: 2, y: 2))
    end.id = .cell(IndexPath(item: 4, section: 1))
    #expect(start.interpolated(to: end, progress: 0) == start)
    #expect(start.interpolated(to: end, progress: 1) == end)
    #expect(start.interpolated(to: end, progress: .nan) == start)
  }

  @Test("z-index and id switch to the end's only at progress 1")
  func discreteProperties() {
    let start = Self.attributes(.zero, zIndex: 1)
    var end = Self.attributes(.zero, zIndex: 5)
    end.id = .cell(IndexPath(item: 9, section: 0))
    let nearlyDone = start.interpolated(to: end, progress: 0.999)
    #expect(nearlyDone.zIndex == 1 && nearlyDone.id == Self.cell)
    #expect(start.interpolated(to: end, progress: 1).zIndex == 5)
  }

  @Test("an element hidden at one end is shown during the animation and fades")
  func hiding() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let hidden = Self.attributes(frame, alpha: 1, isHidden: true)
    let shown = Self.attributes(frame, alpha: 0.8)
    // Appearing: the hidden start counts as alpha 0.
    let appearing = hidden.interpolated(to: shown, progress: 0.5)
    #expect(!appearing.isHidden && (appearing.alpha - 0.4).magnitude < 1e-15)
    // Disappearing: fades out, hidden only at the end.
    let disappearing = shown.interpolated(to: hidden, progress: 0.75)
    #expect(!disappearing.isHidden && (disappearing.alpha - 0.2).magnitude < 1e-15)
    #expect(shown.interpolated(to: hidden, progress: 1).isHidden)
    // Hidden at both ends: hidden throughout.
    #expect(hidden.interpolated(to: hidden, progress: 0.5).isHidden)
  }

  @Test("an overshoot extrapolates frames but keeps alpha in 0...1 and sizes at or above 0")
  func overshoot() {
    let start = Self.attributes(Rect(x: 0, y: 0, width: 20, height: 20), alpha: 0)
    let end = Self.attributes(Rect(x: 100, y: 0, width: 0, height: 10), alpha: 1)
    let beyond = start.interpolated(to: end, progress: 1.2)
    // x: 100 + 0.2·100; width 0 - 0.2·20 clamps to 0; height 10 - 0.2·10 = 8.
    #expect((beyond.frame.minX - 120).magnitude < 1e-12)
    #expect(beyond.frame.width == 0 && (beyond.frame.height - 8).magnitude < 1e-12)
    #expect(beyond.alpha == 1)
    #expect(start.interpolated(to: end, progress: -0.5).alpha == 0)
  }

  @Test("an unchanged frame stays exactly the same during the animation")
  func unchangedFrame() async {
    await propertyCheck(count: 300, input: Gen.double(in: -1e4...1e4), Gen.double(in: 0...1)) {
      coordinate, progress in
      let frame = Rect(x: coordinate, y: coordinate / 3, width: 0.1, height: 77.7)
      let start = Self.attributes(frame, alpha: 1)
      let end = Self.attributes(frame, alpha: 0)
      #expect(start.interpolated(to: end, progress: progress).frame == frame)
    }
  }
}
