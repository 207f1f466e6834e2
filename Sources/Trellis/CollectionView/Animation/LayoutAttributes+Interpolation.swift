extension LayoutAttributes {
  /// The attributes `progress` of the way from these to `end`.
  ///
  /// - The frame's origin and size, the alpha and the corner radius are interpolated
  ///   linearly; the size and the radius never go below zero and the alpha stays in
  ///   `0...1`.
  /// - The 3D transform is interpolated part by part
  ///   (``Transform3D/interpolated(to:progress:)``), so rotations stay rotations.
  /// - The id and the z-index are this element's until progress 1, where they switch to
  ///   the end's.
  /// - Hiding: an element hidden at one end is shown during the animation and fades: its
  ///   alpha at that end counts as 0. So an element that appears (hidden at the start)
  ///   fades in to the end's alpha, and one that disappears fades out and is hidden at
  ///   progress 1. An element hidden at both ends stays hidden.
  ///
  /// Progress 0 gives these attributes and progress 1 gives `end`, unchanged. Progress
  /// outside `0...1` extrapolates the frame and the transform — what an overshooting
  /// spring produces — while the id, z-index and hiding stay as during the animation.
  /// NaN counts as 0 and infinities as the nearer end.
  /// - Complexity: O(1); allocates nothing.
  public func interpolated(to end: LayoutAttributes, progress: Double) -> LayoutAttributes {
    let progress = progress.sanitizedProgress
    if progress == 0 { return self }
    if progress == 1 { return end }
    return blended(to: end, fraction: progress, id: id)
  }

  /// The attributes with `id` during an animation, at `fraction` of the way to `end` (an
  /// eased value, which may leave `0...1`): the continuous properties interpolated, the
  /// discrete ones as before the end.
  func blended(to end: LayoutAttributes, fraction t: Double, id: ElementID) -> LayoutAttributes {
    let startAlpha = isHidden ? 0 : alpha
    let endAlpha = end.isHidden ? 0 : end.alpha
    let blendedAlpha = lerp(startAlpha, endAlpha, t)
    let origin = Point(
      x: lerp(frame.minX, end.frame.minX, t), y: lerp(frame.minY, end.frame.minY, t))
    let size = Size(
      width: max(lerp(frame.width, end.frame.width, t), 0),
      height: max(lerp(frame.height, end.frame.height, t), 0))
    return LayoutAttributes(
      id: id,
      frame: Rect(origin: origin, size: size),
      transform3D: transform3D.interpolated(to: end.transform3D, progress: t),
      alpha: blendedAlpha.isNaN ? 0 : min(max(blendedAlpha, 0), 1),
      zIndex: zIndex,
      isHidden: isHidden && end.isHidden,
      cornerRadius: max(lerp(cornerRadius, end.cornerRadius, t), 0))
  }
}
