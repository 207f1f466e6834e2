/// How an item looks and how the collection scrolls while the item is dragged.
public struct MovementOptions: Hashable, Sendable {
  /// The scale of the lifted item, 1 for none. 1.05 by default.
  public var liftScale: Double
  /// The depth of the zone along each edge of the bounds in which the finger scrolls the
  /// content, in points. 60 by default.
  public var autoScrollEdge: Double
  /// The scrolling speed with the finger on the very edge, in points per second; it
  /// falls linearly to zero at the inner border of the zone. 1,200 by default.
  public var autoScrollMaximumSpeed: Double
  /// How the items that make room for the dragged one move to their new places: along
  /// this curve, as an animation the host drives with
  /// `CollectionView.animate(to:host:)` like an update's, each new target turning the
  /// items around from where they are on screen; or at once, with `nil`, the default.
  ///
  /// ```swift
  /// var options = MovementOptions()
  /// options.slideCurve = .easeOut
  /// collection.beginInteractiveMovement(forItemAt: item, options: options, host: &host)
  /// ```
  public var slideCurve: TimingCurve?

  /// Creates options; the defaults feel like iOS.
  public init(
    liftScale: Double = 1.05, autoScrollEdge: Double = 60, autoScrollMaximumSpeed: Double = 1200,
    slideCurve: TimingCurve? = nil
  ) {
    self.liftScale = liftScale
    self.autoScrollEdge = autoScrollEdge
    self.autoScrollMaximumSpeed = autoScrollMaximumSpeed
    self.slideCurve = slideCurve
  }
}

extension MovementOptions {
  /// Whether ``slideCurve`` is `nil` or a curve that `TimingCurve.validate()` accepts.
  var hasValidSlideCurve: Bool {
    guard let slideCurve else { return true }
    do {
      try slideCurve.validate()
      return true
    } catch {
      return false
    }
  }
}
