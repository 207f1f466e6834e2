import Trellis

/// An item that keeps its place on screen while the content around it changes: after a
/// batch update with `ContentOffsetAdjustment.anchorFirstVisibleItem`, or when
/// the collection view switches to another layout.
///
/// The anchor remembers where the item's top-left corner was relative to the bounds;
/// ``contentOffset(in:)`` then gives the offset that puts the corner of the item's new
/// frame at the same place, clamped to the new content, as a collection view's own
/// `LayoutTransition` does.
///
/// ```swift
/// // Item 7 was at y = 340 with the content scrolled to y = 300.
/// let anchor = ContentAnchor(
///   item: IndexPath(item: 7, section: 0), frameBefore: Rect(x: 0, y: 340, width: 100, height: 50),
///   viewportBefore: Viewport(size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 300)))
/// anchor.contentOffset(in: layout)  // y moves by as much as item 7 moved
/// ```
public struct ContentAnchor: Hashable, Sendable {
  /// The item, named by its index path in the content after the change.
  public var item: IndexPath
  /// Where the item's top-left corner was, relative to the top-left corner of the
  /// bounds.
  public var positionInBounds: Point
  /// The viewport before the change; its size and insets bound the new offset.
  public var viewportBefore: Viewport

  /// Creates an anchor from the item's frame and the viewport before the change.
  public init(item: IndexPath, frameBefore: Rect, viewportBefore: Viewport) {
    self.item = item
    self.viewportBefore = viewportBefore
    positionInBounds = Point(
      x: frameBefore.minX - viewportBefore.contentOffset.x,
      y: frameBefore.minY - viewportBefore.contentOffset.y)
  }

  /// The offset that puts the item back at its place on screen in `layout`, clamped so
  /// that the bounds stay within the content and its insets; the offset before the
  /// change, clamped, if the layout has no such item. The policy is
  /// `Trellis.OffsetAnchor`'s.
  ///
  /// Along an axis on which the content is no longer than the bounds, the offset is
  /// not moved but only clamped: there is nothing to scroll.
  ///
  /// - Complexity: one `CollectionLayout.attributes(for:)` look-up.
  public func contentOffset(in layout: some CollectionLayout) -> Point {
    let frameBefore = Rect(
      origin: Point(
        x: positionInBounds.x + viewportBefore.contentOffset.x,
        y: positionInBounds.y + viewportBefore.contentOffset.y),
      size: Size(width: 0, height: 0))
    return OffsetAnchor(item: item, frameBefore: frameBefore)
      .contentOffset(in: layout, from: viewportBefore).offset
  }

  /// The anchor for a layout transition: the item whose center is nearest the center
  /// of the visible bounds, among `items` (index paths with their frames in the old
  /// layout); ties go to the lowest index path. `nil` when there is no item.
  ///
  /// - Complexity: O(*k*) for *k* items.
  public static func nearestToCenter(
    of viewport: Viewport, among items: some Sequence<(IndexPath, Rect)>
  ) -> ContentAnchor? {
    let center = viewport.bounds.center
    var best: (indexPath: IndexPath, frame: Rect, distance: Double)?
    for (indexPath, frame) in items {
      let dx = frame.midX - center.x
      let dy = frame.midY - center.y
      let distance = dx * dx + dy * dy
      if let current = best,
        current.distance < distance
          || (current.distance == distance && current.indexPath < indexPath)
      {
        continue
      }
      best = (indexPath, frame, distance)
    }
    return best.map {
      ContentAnchor(item: $0.indexPath, frameBefore: $0.frame, viewportBefore: viewport)
    }
  }
}
