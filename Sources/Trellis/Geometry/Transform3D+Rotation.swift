extension Transform3D {
  /// A transform that rotates by `angle` radians about the axis `(x, y, z)`, like
  /// `CATransform3DMakeRotation`.
  ///
  /// A zero (or non-finite) axis gives the identity.
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotation: Quaternion(angle: angle, axis: Vector3(x: x, y: y, z: z)))
  }

  /// The rotation matrix of a unit quaternion, in the row-vector layout of
  /// `CATransform3D`: the rows are the images of the x, y and z axes.
  public init(rotation q: Quaternion) {
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    self.init(
      m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
      m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
      m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }
}

extension Quaternion {
  /// The rotation whose matrix has the orthonormal rows `r0`, `r1`, `r2` (determinant +1),
  /// with `w >= 0`.
  ///
  /// Shepperd's method: it starts from the largest of the four components, so that it
  /// divides by nothing small and keeps the signs right also for half turns, where
  /// reading the signs from the off-diagonal entries alone fails.
  init(rotationRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
    let trace = r0.x + r1.y + r2.z
    var q: Quaternion
    if trace >= r0.x && trace >= r1.y && trace >= r2.z {
      let s = 2 * (1 + trace).squareRoot()
      q = Quaternion(x: (r1.z - r2.y) / s, y: (r2.x - r0.z) / s, z: (r0.y - r1.x) / s, w: s / 4)
    } else if r0.x >= r1.y && r0.x >= r2.z {
      let s = 2 * max(1 + r0.x - r1.y - r2.z, 0).squareRoot()
      q = Quaternion(x: s / 4, y: (r1.x + r0.y) / s, z: (r2.x + r0.z) / s, w: (r1.z - r2.y) / s)
    } else if r1.y >= r2.z {
      let s = 2 * max(1 + r1.y - r0.x - r2.z, 0).squareRoot()
      q = Quaternion(x: (r1.x + r0.y) / s, y: s / 4, z: (r2.y + r1.z) / s, w: (r2.x - r0.z) / s)
    } else {
      let s = 2 * max(1 + r2.z - r0.x - r1.y, 0).squareRoot()
      q = Quaternion(x: (r2.x + r0.z) / s, y: (r2.y + r1.z) / s, z: s / 4, w: (r0.y - r1.x) / s)
    }
    if q.w < 0 { q = q.scaled(by: -1) }
    self = q.scaled(by: 1 / q.length)
  }
}
