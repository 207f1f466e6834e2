/// A rotation in three dimensions as a unit quaternion.
///
/// A rotation by the angle θ about the unit axis `u` is the quaternion
/// `(x, y, z, w) = (u·sin(θ/2), cos(θ/2))`. A quaternion and its negation describe the same
/// rotation. ``Transform3D/init(rotation:)`` turns one into a matrix, and interpolating
/// two quaternions (``interpolated(to:progress:)``) turns about a single axis at a steady
/// speed, which is how ``Transform3D/interpolated(to:progress:)`` animates rotations.
public struct Quaternion: Hashable, Sendable {
  /// The x component of the vector part: the axis's x times the sine of half the angle.
  public var x: Double
  /// The y component of the vector part: the axis's y times the sine of half the angle.
  public var y: Double
  /// The z component of the vector part: the axis's z times the sine of half the angle.
  public var z: Double
  /// The scalar part: the cosine of half the angle.
  public var w: Double

  /// Creates a quaternion from its components; for a rotation they should have a sum of
  /// squares of 1.
  @inlinable
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The rotation that turns nothing, `(0, 0, 0, 1)`.
  @inlinable
  public static var identity: Quaternion { Quaternion(x: 0, y: 0, z: 0, w: 1) }

  /// The rotation by `angle` radians about `axis`, counterclockwise when the axis points
  /// at the viewer (in Trellis' y-down coordinates: from the x axis toward the y axis).
  ///
  /// The axis need not have unit length. A zero, infinite or NaN axis or angle gives the
  /// identity, as `CATransform3DMakeRotation` does for a zero axis.
  public init(angle: Double, axis: Vector3) {
    let length = axis.length
    guard length > 0 && length.isFinite && angle.isFinite else {
      self = .identity
      return
    }
    let factor = Elementary.sin(angle / 2) / length
    self.init(
      x: axis.x * factor, y: axis.y * factor, z: axis.z * factor, w: Elementary.cos(angle / 2))
  }

  /// The rotation angle in radians, from 0 to π for a quaternion with `w >= 0` (up to 2π
  /// otherwise).
  /// - Complexity: O(1).
  public var angle: Double {
    2 * Elementary.atan2((x * x + y * y + z * z).squareRoot(), w)
  }

  /// The spherical linear interpolation ("slerp") from this rotation to `end`, along the
  /// shorter of the two arcs between them.
  ///
  /// The result turns about one fixed axis at a steady angular speed: `progress` 0 gives
  /// this quaternion, 1 gives `end` or its negation (the same rotation), 0.5 the rotation
  /// halfway. Progress outside `0...1` continues the turn; NaN counts as 0, infinities as the nearer end. Both quaternions should have
  /// unit length.
  /// - Complexity: O(1).
  public func interpolated(to end: Quaternion, progress: Double) -> Quaternion {
    let t = progress.sanitizedProgress
    var end = end
    if dot(end) < 0 { end = end.scaled(by: -1) }
    // The angle between the two 4-vectors, accurate also when it is tiny.
    let difference = adding(end, times: -1).length
    let sum = adding(end, times: 1).length
    let angle = 2 * Elementary.atan2(difference, sum)
    let sine = Elementary.sin(angle)
    guard sine > 0 else { return self }
    let startWeight = Elementary.sin((1 - t) * angle) / sine
    let endWeight = Elementary.sin(t * angle) / sine
    return scaled(by: startWeight).adding(end, times: endWeight)
  }

  /// The sum of the products of the components.
  func dot(_ other: Quaternion) -> Double {
    x * other.x + y * other.y + z * other.z + w * other.w
  }

  /// The length as a 4-vector.
  var length: Double { dot(self).squareRoot() }

  /// Each component multiplied by `factor`.
  func scaled(by factor: Double) -> Quaternion {
    Quaternion(x: x * factor, y: y * factor, z: z * factor, w: w * factor)
  }

  /// `self + factor · other`, component by component.
  func adding(_ other: Quaternion, times factor: Double) -> Quaternion {
    Quaternion(
      x: x + factor * other.x, y: y + factor * other.y, z: z + factor * other.z,
      w: w + factor * other.w)
  }
}
