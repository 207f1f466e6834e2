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

  /// Creates options; the defaults feel like iOS.
  public init(
    liftScale: Double = 1.05, autoScrollEdge: Double = 60, autoScrollMaximumSpeed: Double = 1200
  ) {
    self.liftScale = liftScale
    self.autoScrollEdge = autoScrollEdge
    self.autoScrollMaximumSpeed = autoScrollMaximumSpeed
  }
}
