extension Transform3D {
  /// A transform taken apart into the steps that make it, applied in this order: scale,
  /// skew, rotation, translation, perspective.
  ///
  /// These are the parts of the "unmatrix" decomposition of CSS Transforms Level 2 (and of
  /// Graphics Gems II), which browsers interpolate when they animate a transform. See
  /// ``Transform3D/decomposed()`` and ``Transform3D/init(_:)``.
  public struct Decomposition: Hashable, Sendable {
    /// The shear factors of a decomposition, as fractions of the scaled axes.
    public struct Skew: Hashable, Sendable {
      /// How far the y axis leans toward x.
      public var xy: Double
      /// How far the z axis leans toward x.
      public var xz: Double
      /// How far the z axis leans toward y.
      public var yz: Double

      /// Creates shear factors.
      public init(xy: Double, xz: Double, yz: Double) {
        self.xy = xy
        self.xz = xz
        self.yz = yz
      }

      /// No shear.
      public static var zero: Skew { Skew(xy: 0, xz: 0, yz: 0) }
    }

    /// The projective part of a decomposition: the last column of the matrix
    /// `(m14, m24, m34, m44)` once the other parts are taken out.
    public struct Perspective: Hashable, Sendable {
      /// The x component (the factor of x in the homogeneous w of a point).
      public var x: Double
      /// The y component.
      public var y: Double
      /// The z component; `-1/d` for a camera at distance `d`, like `m34` in Core
      /// Animation's perspective recipe.
      public var z: Double
      /// The w component.
      public var w: Double

      /// Creates a perspective part from its components.
      public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
      }

      /// No perspective, `(0, 0, 0, 1)`.
      public static var none: Perspective { Perspective(x: 0, y: 0, z: 0, w: 1) }
    }

    /// The translation, applied after the rotation.
    public var translation: Vector3
    /// The scale factors along the x, y and z axes, applied first. All three are negated
    /// for a transform that mirrors.
    public var scale: Vector3
    /// The shear, applied after the scale.
    public var skew: Skew
    /// The perspective, applied last.
    public var perspective: Perspective
    /// The rotation, a unit quaternion with `w >= 0`.
    public var rotation: Quaternion

    /// Creates a decomposition; every part defaults to the one that changes nothing.
    public init(
      translation: Vector3 = .zero,
      scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
      skew: Skew = .zero,
      perspective: Perspective = .none,
      rotation: Quaternion = .identity
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.rotation = rotation
    }
  }

  /// The transform taken apart into scale, skew, rotation, translation and perspective,
  /// or `nil` if it cannot be: when `m44` is zero, the upper-left 3×3 part is singular
  /// (a scale by zero, a projection onto a plane), or an entry is not finite.
  ///
  /// Follows the decomposition of CSS Transforms Level 2: the matrix is first divided by
  /// `m44`, so ``Transform3D/init(_:)`` rebuilds the matrix divided by its `m44`, which
  /// moves every point to the same place. The rotation is read from the orthonormal rows
  /// with Shepperd's method rather than the specification's sign rule, which picks the
  /// wrong axis for some half turns.
  /// - Complexity: O(1); allocates nothing.
  public func decomposed() -> Decomposition? {
    guard m44 != 0, isFinite else { return nil }
    let w = m44
    let a0 = Vector3(x: m11 / w, y: m12 / w, z: m13 / w)
    let a1 = Vector3(x: m21 / w, y: m22 / w, z: m23 / w)
    let a2 = Vector3(x: m31 / w, y: m32 / w, z: m33 / w)
    let translation = Vector3(x: m41 / w, y: m42 / w, z: m43 / w)
    let determinant = a0.dot(a1.cross(a2))
    guard determinant != 0, determinant.isFinite else { return nil }

    // The last column is (A·p, t·p + p.w) for rows A and translation t: solve for p.
    var perspective = Decomposition.Perspective.none
    if m14 != 0 || m24 != 0 || m34 != 0 {
      let column = Vector3(x: m14 / w, y: m24 / w, z: m34 / w)
      let p = a1.cross(a2).scaled(by: column.x)
        .adding(a2.cross(a0), times: column.y)
        .adding(a0.cross(a1), times: column.z)
        .scaled(by: 1 / determinant)
      perspective = .init(x: p.x, y: p.y, z: p.z, w: 1 - translation.dot(p))
    }

    // Gram-Schmidt on the rows gives the scales, the shears and the rotation's rows.
    var scale = Vector3(x: a0.length, y: 0, z: 0)
    var r0 = a0.scaled(by: 1 / scale.x)
    var skew = Decomposition.Skew(xy: r0.dot(a1), xz: 0, yz: 0)
    var r1 = a1.adding(r0, times: -skew.xy)
    scale.y = r1.length
    r1 = r1.scaled(by: 1 / scale.y)
    skew.xy /= scale.y
    skew.xz = r0.dot(a2)
    var r2 = a2.adding(r0, times: -skew.xz)
    skew.yz = r1.dot(r2)
    r2 = r2.adding(r1, times: -skew.yz)
    scale.z = r2.length
    r2 = r2.scaled(by: 1 / scale.z)
    skew.xz /= scale.z
    skew.yz /= scale.z

    // A mirroring transform: negate the scales so that the rows form a rotation.
    if r0.dot(r1.cross(r2)) < 0 {
      scale = scale.scaled(by: -1)
      (r0, r1, r2) = (r0.scaled(by: -1), r1.scaled(by: -1), r2.scaled(by: -1))
    }
    return Decomposition(
      translation: translation, scale: scale, skew: skew, perspective: perspective,
      rotation: Quaternion(rotationRows: r0, r1, r2))
  }

  /// The transform that applies the parts of `decomposition` in turn: scale, skew,
  /// rotation, translation, perspective.
  public init(_ decomposition: Decomposition) {
    let d = decomposition
    let rotation = Transform3D(rotation: d.rotation)
    let r0 = Vector3(x: rotation.m11, y: rotation.m12, z: rotation.m13)
    let r1 = Vector3(x: rotation.m21, y: rotation.m22, z: rotation.m23)
    let r2 = Vector3(x: rotation.m31, y: rotation.m32, z: rotation.m33)
    let a0 = r0.scaled(by: d.scale.x)
    let a1 = r1.adding(r0, times: d.skew.xy).scaled(by: d.scale.y)
    let a2 = r2.adding(r0, times: d.skew.xz).adding(r1, times: d.skew.yz).scaled(by: d.scale.z)
    let p = Vector3(x: d.perspective.x, y: d.perspective.y, z: d.perspective.z)
    let t = d.translation
    self.init(
      m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.dot(p),
      m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.dot(p),
      m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.dot(p),
      m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + d.perspective.w)
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
      && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }
}
