import Trellis

extension ContentAnchor {
  /// The anchor of the first visible item: of `elements`, the cell with the lowest index
  /// path whose frame meets `viewport`'s bounds and that `rename` finds a place for
  /// after the change.
  ///
  /// - Parameters:
  ///   - elements: the elements before the change, in any order.
  ///   - viewport: the viewport before the change.
  ///   - size: the bounds' size after the change, which bounds the new offset, when it
  ///     changes (a rotation); `nil` keeps the viewport's.
  ///   - rename: the item's index path after the change, or `nil` if it goes away.
  /// - Returns: `nil` when no visible item stays.
  static func firstVisibleItem(
    of elements: some Sequence<LayoutAttributes>, in viewport: Viewport,
    resizedTo size: Size? = nil,
    renamedBy rename: (IndexPath) -> IndexPath? = { $0 }
  ) -> ContentAnchor? {
    var first: (old: IndexPath, new: IndexPath, frame: Rect)?
    for attributes in elements {
      guard case .cell(let old) = attributes.id, attributes.frame.intersects(viewport.bounds),
        first.map({ old < $0.old }) ?? true, let new = rename(old)
      else { continue }
      first = (old, new, attributes.frame)
    }
    guard let first else { return nil }
    var before = viewport
    if let size { before.size = size }
    return ContentAnchor(item: first.new, frameBefore: first.frame, viewportBefore: before)
  }
}
