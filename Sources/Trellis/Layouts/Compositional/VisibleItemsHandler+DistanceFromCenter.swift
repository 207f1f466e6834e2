extension VisibleItemsHandler {
  /// A handler that draws items smaller and fainter the farther their centers are from
  /// the center of the visible rect along `axis`: at the center as they are, at
  /// `falloff` points away or more at `minimumScale` and `minimumAlpha`, in proportion
  /// between; the cover-flow shelf of an App Store page.
  ///
  /// ```swift
  /// // Cards of a shelf shrink to 80% and fade to 60% 200 points from the center.
  /// shelf.visibleItemsHandler = .distanceFromCenter(
  ///   along: .horizontal, falloff: 200, minimumScale: 0.8, minimumAlpha: 0.6)
  /// ```
  ///
  /// Scales and opacities are kept from 0 to 1; a `falloff` that is not positive draws
  /// every item off the center at the minimums.
  public static func distanceFromCenter(
    along axis: ScrollDirection, falloff: Double, minimumScale: Double, minimumAlpha: Double = 1
  ) -> VisibleItemsHandler {
    let smallest = min(max(minimumScale, 0), 1)
    let faintest = min(max(minimumAlpha, 0), 1)
    return VisibleItemsHandler(maximumScale: 1) { frame, context in
      let visible = context.visibleRect
      let distance =
        axis == .horizontal ? abs(frame.midX - visible.midX) : abs(frame.midY - visible.midY)
      let share = falloff > 0 ? min(1, distance / falloff) : (distance > 0 ? 1 : 0)
      return VisibleItemAppearance(
        scale: 1 - (1 - smallest) * share, alpha: 1 - (1 - faintest) * share)
    }
  }
}
