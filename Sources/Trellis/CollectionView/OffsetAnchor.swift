/// An item that keeps its place on screen while the content around it changes, and the
/// content offset that keeps it there, kept within the content.
///
/// One policy serves every change that moves content under the user's eyes: a batch
/// update that anchors an item, a layout transition, a self-sizing correction, and the
/// UIKit adapter's updates, transitions and bounds changes. Along each axis on which the
/// content (with its insets) is longer than the bounds, the offset moves by as much as
/// the anchored edge of the item moved; then it is clamped so that the bounds stay
/// within the content and its insets.
///
/// ```swift
/// // Item 7 was at y = 340; after an insert above it, the layout puts it at y = 400.
/// let anchor = OffsetAnchor(
///   item: IndexPath(item: 7, section: 0), frameBefore: Rect(x: 0, y: 340, width: 100, height: 50))
/// anchor.contentOffset(in: layout, from: viewportBefore).offset  // 60 points further down
/// ```
public struct OffsetAnchor: Hashable, Sendable {
  /// The edge of the item that keeps its place on screen.
  public enum Edge: Hashable, Sendable {
    /// The leading edges (the minimum x and y): a list read from its start.
    case leading
    /// The trailing edges (the maximum x and y): a list anchored at its end, such as a
    /// chat.
    case trailing
  }

  /// The item, named by its index path in the content after the change.
  public var item: IndexPath
  /// The item's frame before the change, in the content's coordinates then.
  public var frameBefore: Rect
  /// The edge that keeps its place.
  public var edge: Edge

  /// Creates an anchor for `item`, whose frame before the change was `frameBefore`.
  public init(item: IndexPath, frameBefore: Rect, edge: Edge = .leading) {
    self.item = item
    self.frameBefore = frameBefore
    self.edge = edge
  }

  /// The content offset of `layout` that puts the anchored edge of the item where it
  /// was on screen at `before`'s offset, clamped to the layout's content; and whether
  /// the clamping moved it.
  ///
  /// Without the item in `layout`, the offset is `before`'s, clamped. With
  /// `keepingPull`, an offset that was already before the start of the content (the
  /// content pulled down to refresh) stays there rather than being clamped.
  ///
  /// - Complexity: one ``CollectionLayout/attributes(for:)`` look-up.
  public func contentOffset(
    in layout: some CollectionLayout, from before: Viewport, keepingPull: Bool = false
  ) -> (offset: Point, clamped: Bool) {
    var offset = before.contentOffset
    if let now = layout.attributes(for: .cell(item))?.frame {
      let viewport = layout.viewport
      let scrolls = Self.scrollableAxes(of: layout.contentSize, in: viewport)
      switch edge {
      case .leading:
        if scrolls.x { offset.x += now.minX - frameBefore.minX }
        if scrolls.y { offset.y += now.minY - frameBefore.minY }
      case .trailing:
        if scrolls.x { offset.x += now.maxX - frameBefore.maxX }
        if scrolls.y { offset.y += now.maxY - frameBefore.maxY }
      }
    }
    let kept = offset
    offset = Self.clamped(
      offset, to: layout.contentSize, in: layout.viewport,
      keepingPullFrom: keepingPull ? before.contentOffset : nil)
    return (offset, offset != kept)
  }

  /// `offset` kept within the offsets at which the bounds of `viewport` stay within
  /// `content` and its insets; with `was`, an axis whose offset was already before the
  /// start of the content keeps an offset before it.
  ///
  /// - Complexity: O(1).
  public static func clamped(
    _ offset: Point, to content: Size, in viewport: Viewport, keepingPullFrom was: Point? = nil
  ) -> Point {
    let inset = viewport.contentInset
    let size = viewport.size
    return Point(
      x: clamp(
        offset.x, lower: -inset.left, upper: content.width + inset.right - size.width,
        was: was?.x),
      y: clamp(
        offset.y, lower: -inset.top, upper: content.height + inset.bottom - size.height,
        was: was?.y))
  }

  /// Whether the content, with the viewport's insets, is longer than the bounds along
  /// each axis: the axes along which it scrolls.
  static func scrollableAxes(of content: Size, in viewport: Viewport) -> (x: Bool, y: Bool) {
    let inset = viewport.contentInset
    return (
      content.width + inset.left + inset.right > viewport.size.width,
      content.height + inset.top + inset.bottom > viewport.size.height
    )
  }

  /// `value` within `lower...upper` (an `upper` below `lower` counting as `lower`),
  /// except below `lower` when the value `was` already there.
  private static func clamp(_ value: Double, lower: Double, upper: Double, was: Double?)
    -> Double
  {
    let upper = max(lower, upper)
    if value > upper { return upper }
    if value < lower, let was, was < lower { return value }
    return max(value, lower)
  }
}
