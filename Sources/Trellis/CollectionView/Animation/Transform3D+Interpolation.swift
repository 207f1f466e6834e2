extension Transform3D {
  /// The transform `progress` of the way from this one to `end`, interpolated part by
  /// part as CSS transitions do.
  ///
  /// Both transforms are taken apart (``decomposed()``); translation, scale, skew and
  /// perspective are interpolated linearly and the rotation along the shorter arc
  /// (``Quaternion/interpolated(to:progress:)``); the parts are put back together. So a
  /// rotation stays a rotation halfway — 90° about y is 45° about y at 0.5, not a squashed
  /// matrix — and a scale from 1 to 0.5 is 0.75 halfway.
  ///
  /// When either transform cannot be taken apart (a scale by zero, for one), the result
  /// switches from this transform to `end` at progress 0.5, as CSS does. To shrink an
  /// element away smoothly, end at a tiny scale such as 0.001 rather than 0. Equal
  /// transforms give this transform at every progress. Progress outside `0...1`
  /// extrapolates (an overshooting spring); NaN counts as 0, infinities as the nearer end.
  /// - Complexity: O(1); allocates nothing.
  public func interpolated(to end: Transform3D, progress: Double) -> Transform3D {
    if self == end { return self }
    let progress = progress.sanitizedProgress
    guard let start = decomposed(), let finish = end.decomposed() else {
      return progress < 0.5 ? self : end
    }
    return Transform3D(start.interpolated(to: finish, progress: progress))
  }
}

extension Transform3D.Decomposition {
  /// The decomposition `progress` of the way to `end`: each part linearly, except the
  /// rotation, which turns along the shorter arc at a steady speed.
  /// - Complexity: O(1).
  public func interpolated(to end: Self, progress t: Double) -> Self {
    let t = t.sanitizedProgress
    return Self(
      translation: translation.interpolated(to: end.translation, progress: t),
      scale: scale.interpolated(to: end.scale, progress: t),
      skew: Skew(
        xy: lerp(skew.xy, end.skew.xy, t), xz: lerp(skew.xz, end.skew.xz, t),
        yz: lerp(skew.yz, end.skew.yz, t)),
      perspective: Perspective(
        x: lerp(perspective.x, end.perspective.x, t), y: lerp(perspective.y, end.perspective.y, t),
        z: lerp(perspective.z, end.perspective.z, t), w: lerp(perspective.w, end.perspective.w, t)),
      rotation: rotation.interpolated(to: end.rotation, progress: t))
  }
}
