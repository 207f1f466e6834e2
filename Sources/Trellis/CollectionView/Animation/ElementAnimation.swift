/// How one element moves during an animated update: its attributes at the start and at
/// the end.
public struct ElementAnimation: Hashable, Sendable {
  /// The id that the host keys the element's view by throughout the animation: by
  /// convention the element's id after the update, or before it for a deleted element.
  public var element: ElementID
  /// What the update did to the element.
  public var change: ElementChange
  /// The attributes at the start of the animation.
  public var from: LayoutAttributes
  /// The attributes at the end of the animation.
  public var to: LayoutAttributes

  /// Creates the animation of `element` from `from` to `to`.
  public init(
    element: ElementID, change: ElementChange, from: LayoutAttributes, to: LayoutAttributes
  ) {
    self.element = element
    self.change = change
    self.from = from
    self.to = to
  }

  /// The element's attributes at `progress` through the animation's time, paced by
  /// `curve`, with ``element`` as their id.
  ///
  /// `progress` 0 (or less) gives ``from`` and 1 (or more) gives ``to``, each with the id
  /// replaced. In between, the continuous properties follow the curve's value (which
  /// overshoots for a bouncy spring) and the discrete ones are as described in
  /// ``LayoutAttributes/interpolated(to:progress:)``: they switch at progress 1 of the
  /// time, not when an overshooting curve first reaches 1. NaN counts as 0.
  /// - Complexity: O(1); allocates nothing.
  public func attributes(at progress: Double, curve: TimingCurve) -> LayoutAttributes {
    attributes(at: progress, easedValue: curve.value(at: progress))
  }

  /// The attributes at `progress` of the time, where the curve's value is `easedValue`.
  func attributes(at progress: Double, easedValue: Double) -> LayoutAttributes {
    if progress > 0 && progress < 1 {
      return from.blended(to: to, fraction: easedValue, id: element)
    }
    var attributes = progress >= 1 ? to : from
    attributes.id = element
    return attributes
  }
}
