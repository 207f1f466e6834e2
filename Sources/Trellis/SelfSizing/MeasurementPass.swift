/// What one measuring pass of a self-sizing collection view did, and where the anchor
/// item was on screen before and after it.
public struct MeasurementPass: Hashable, Sendable {
  /// The number of times the host was asked for a size.
  public var measured = 0
  /// The number of measured sizes that changed the layout.
  public var corrected = 0
  /// The number of rounds of measuring and laying out again.
  public var rounds = 0
  /// The content offset before the pass.
  public var contentOffsetBefore: Point
  /// The content offset after the pass.
  public var contentOffset: Point
  /// Whether a correction brought an end of the content into the bounds, so that the
  /// offset stopped there and the anchor moved with the content's end.
  public var reachedContentEnd = false
  /// The item the pass kept in place: the anchor visible when it started.
  public var anchor: IndexPath?
  /// The anchor's frame relative to the bounds' origin, on screen, before the pass.
  public var anchorFrameBefore: Rect?
  /// The anchor's frame relative to the bounds' origin, on screen, after the pass.
  public var anchorFrame: Rect?

  /// A pass that has done nothing yet, at `contentOffset`.
  public init(contentOffset: Point) {
    self.contentOffsetBefore = contentOffset
    self.contentOffset = contentOffset
  }
}
