import Foundation
import PropertyBased
import Trellis
import TrellisTestSupport

extension Transform3D {
  /// The sixteen entries, row by row.
  var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The matrix divided by `m44`: the form a decomposition rebuilds.
  var normalized: Transform3D {
    let e = entries.map { $0 / m44 }
    return Transform3D(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  /// Whether every entry is within `tolerance` of `other`'s, relative to the larger of 1
  /// and the entry's magnitude.
  func isClose(to other: Transform3D, tolerance: Double) -> Bool {
    zip(entries, other.entries).allSatisfy { a, b in
      (a - b).magnitude <= tolerance * max(1, b.magnitude)
    }
  }

  /// A transform whose only change from the identity is the perspective entry `m34`.
  static func perspective(m34: Double) -> Transform3D {
    var transform = Transform3D.identity
    transform.m34 = m34
    return transform
  }
}

/// The rotation by `angle` about `axis` from Rodrigues' formula with the platform's sine
/// and cosine, in the row-vector layout of `CATransform3DMakeRotation`: an independent
/// reference for the core's rotations.
func referenceRotation(angle: Double, axis: (Double, Double, Double)) -> Transform3D {
  let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
  let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
  let (c, s) = (cos(angle), sin(angle))
  let t = 1 - c
  // The transpose of the column-vector matrix c·I + s·[u]× + (1 - c)·u·uᵀ.
  return Transform3D(
    m11: c + t * x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: c + t * y * y, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c + t * z * z, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Generators of the transforms that animations meet.
enum TransformGen {
  /// A composition of one to four random steps: translations, scales (sometimes
  /// mirroring), rotations about random axes, shears, and at most one perspective
  /// (`m34 = -1/d`). The ranges keep every result well away from singular.
  static var transform: Generator<Transform3D, Shrink.None<Transform3D>> {
    Generator { rng in
      var random = SplitMix64(seed: rng.next())
      return randomTransform(using: &random)
    }
  }

  /// A rotation about a random axis by an angle in `angles`, with that angle and axis.
  static func rotation(
    angles: ClosedRange<Double>
  ) -> Generator<
    (Double, (Double, Double, Double)), Shrink.None<(Double, (Double, Double, Double))>
  > {
    Generator { rng in
      var random = SplitMix64(seed: rng.next())
      return (Double.random(in: angles, using: &random), randomAxis(using: &random))
    }
  }

  static func randomAxis(using random: inout SplitMix64) -> (Double, Double, Double) {
    while true {
      let axis = (
        Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random),
        Double.random(in: -1...1, using: &random)
      )
      if axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2 > 0.01 { return axis }
    }
  }

  static func randomTransform(using random: inout SplitMix64) -> Transform3D {
    var transform = Transform3D.identity
    var hasPerspective = false
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let step: Transform3D
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        step = .translation(
          x: Double.random(in: -500...500, using: &random),
          y: Double.random(in: -500...500, using: &random),
          z: Double.random(in: -20...20, using: &random))
      case 1:
        func factor(_ random: inout SplitMix64) -> Double {
          let magnitude = Double.random(in: 0.5...2, using: &random)
          return random.chance(0.1) ? -magnitude : magnitude
        }
        step = .scale(x: factor(&random), y: factor(&random), z: factor(&random))
      case 2:
        let axis = randomAxis(using: &random)
        step = referenceRotation(
          angle: Double.random(in: -2 * .pi...2 * .pi, using: &random), axis: axis)
      case 3:
        var shear = Transform3D.identity
        shear.m21 = Double.random(in: -0.5...0.5, using: &random)
        shear.m32 = Double.random(in: -0.5...0.5, using: &random)
        step = shear
      default:
        guard !hasPerspective else { continue }
        hasPerspective = true
        step = .perspective(m34: -1 / Double.random(in: 500...2000, using: &random))
      }
      transform = transform.concatenating(step)
    }
    return transform
  }
}
