/// A vector in three dimensions: a translation, a set of scale factors, an axis.
public struct Vector3: Hashable, Sendable {
  /// The x component.
  public var x: Double
  /// The y component.
  public var y: Double
  /// The z component.
  public var z: Double

  /// Creates a vector from its components.
  @inlinable
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// The vector whose components are all zero.
  @inlinable
  public static var zero: Vector3 { Vector3(x: 0, y: 0, z: 0) }

  /// The Euclidean length.
  /// - Complexity: O(1).
  public var length: Double { dot(self).squareRoot() }

  /// The sum of the products of the components.
  func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

  /// The cross product `self × other`.
  func cross(_ other: Vector3) -> Vector3 {
    Vector3(
      x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
  }

  /// Each component multiplied by `factor`.
  func scaled(by factor: Double) -> Vector3 { Vector3(x: x * factor, y: y * factor, z: z * factor) }

  /// `self + factor · other`.
  func adding(_ other: Vector3, times factor: Double) -> Vector3 {
    Vector3(x: x + factor * other.x, y: y + factor * other.y, z: z + factor * other.z)
  }

  /// The point `(1 - t)·self + t·end`, exact at `t = 0` and `t = 1`.
  func interpolated(to end: Vector3, progress t: Double) -> Vector3 {
    Vector3(x: lerp(x, end.x, t), y: lerp(y, end.y, t), z: lerp(z, end.z, t))
  }
}
