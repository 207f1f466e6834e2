/// Where the content offset goes when a batch update changes the content.
public enum ContentOffsetAdjustment: Hashable, Sendable {
  /// UIKit's behavior: the offset stays, clamped so that the bounds stay within the new
  /// content (plus the content inset).
  case keep
  /// The first visible item (the visible cell with the lowest index path that the update
  /// keeps) stays where it was on screen, along every axis the content scrolls on, so
  /// items inserted or removed above it do not move what the user is reading: feeds
  /// and chats. The offset is then clamped as with ``keep``.
  case anchorFirstVisibleItem
}

/// How a collection view applies one update.
public struct UpdateOptions: Hashable, Sendable {
  /// Where the content offset goes.
  public var contentOffset: ContentOffsetAdjustment
  /// The timing curve of the update's animation.
  public var curve: TimingCurve
  /// Whether the update animates. When `false`, the views take their final attributes
  /// at once, as after ``CollectionView/finishAnimation(host:)``.
  public var isAnimated: Bool
  /// The item, by its index path after the update, whose children the update shows or
  /// hides: an outline's expanded or collapsed row (``OutlineChange/disclosingRow``).
  ///
  /// Inserted cells then come out from under it: they start at its frame, behind it
  /// (one below its z-index, which they keep until the end) and transparent. Deleted
  /// cells go back into it: they end the same way, behind it from the start. `nil` by default: inserted and deleted cells take the layout's
  /// appearing and disappearing attributes.
  public var disclosingItem: IndexPath?

  /// Creates options; by default UIKit's: the offset stays, the update animates with an
  /// ease-in-out curve, and no item discloses the inserted and deleted ones.
  public init(
    contentOffset: ContentOffsetAdjustment = .keep, curve: TimingCurve = .easeInOut,
    isAnimated: Bool = true, disclosingItem: IndexPath? = nil
  ) {
    self.contentOffset = contentOffset
    self.curve = curve
    self.isAnimated = isAnimated
    self.disclosingItem = disclosingItem
  }
}

/// What a valid batch update did.
public struct UpdateResult: Sendable {
  /// Where every old section and item went.
  public var mapping: UpdateMapping
  /// The start and end attributes of every element visible before or after the update
  /// that the update changes: one that appears, disappears, moves, is reloaded or gets
  /// new attributes. An element that keeps its index path and its attributes may be
  /// left out, and is when the layout reports what it changed
  /// (``CollectionLayout/lastUpdateReport``): its view stays untouched.
  public var animation: AnimationPlan
  /// The content offset before the update.
  public var contentOffsetBefore: Point
  /// The content offset after the update.
  public var contentOffset: Point
}

/// Why a collection view refused an update. A refused update changes nothing: the
/// layout, the counts, the views and the content offset stay as they were.
public enum UpdateError: Error, Hashable, Sendable {
  /// The batch breaks one of UIKit's batch-update rules.
  case invalidBatch(BatchUpdateError)
  /// The layout refused a value of the new data.
  case layout(LayoutError)
}
