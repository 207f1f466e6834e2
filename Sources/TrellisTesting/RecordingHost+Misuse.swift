import Trellis

extension RecordingHost {
  /// A call that breaks a host's contract, which a ``RecordingHost`` refuses and records.
  public enum Misuse: Hashable, Sendable {
    /// A call named a view the host never made.
    case unknownView(Int)
    /// A view was configured for an element of another pool, or taken back into
    /// another pool: `pool` is the pool it was told, `element` the element involved.
    case wrongPool(view: Int, element: ElementID?, pool: String)
    /// Attributes of `element` were applied to a view that shows nothing.
    case attributesForIdleView(Int, ElementID)
    /// Attributes that cannot be drawn: a frame outside
    /// `LayoutLimits/coordinateRange` or of negative size, or an alpha outside 0...1.
    case undrawableAttributes(LayoutAttributes)
    /// A view that was already waiting for reuse was taken back again.
    case enqueuedTwice(Int)
  }
}
