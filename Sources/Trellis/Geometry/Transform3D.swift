/// A 4x4 homogeneous transform, laid out like `CATransform3D` (row vectors, so a point
/// `(x, y, z, 1)` is multiplied on the left).
public struct Transform3D: Hashable, Sendable {
  // swift-format-ignore
  /// The matrix entries, row by row.
  public var m11, m12, m13, m14: Double
  // swift-format-ignore
  /// The matrix entries of the second row.
  public var m21, m22, m23, m24: Double
  // swift-format-ignore
  /// The matrix entries of the third row.
  public var m31, m32, m33, m34: Double
  // swift-format-ignore
  /// The matrix entries of the fourth row; `m41`, `m42`, `m43` hold the translation.
  public var m41, m42, m43, m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The transform that changes nothing, like `CATransform3DIdentity`.
  ///
  /// A computed property rather than a stored one, so that making attributes with the
  /// default transform needs no lazy global initialization.
  @inlinable
  public static var identity: Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// A transform that scales by the given factors.
  public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
    var transform = Transform3D.identity
    (transform.m11, transform.m22, transform.m33) = (x, y, z)
    return transform
  }

  /// A transform that translates by the given distances.
  public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
    var transform = Transform3D.identity
    (transform.m41, transform.m42, transform.m43) = (x, y, z)
    return transform
  }

  /// The transform that applies `self` first, then `other`, like
  /// `CATransform3DConcat(self, other)`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rows
    let b = other.rows
    var product = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[row][k] * b[k][column] }
        product[row][column] = sum
      }
    }
    return Transform3D(rows: product)
  }

  private var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  private init(rows r: [[Double]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}
