extension CollectionView {
  /// The content offset that puts item `indexPath` at `position`, kept within the
  /// content, or `nil` if there is no such item: UIKit's `scrollToItem(at:at:animated:)`.
  ///
  /// The offset moves along every axis on which the content is larger than the bounds.
  ///
  /// - Complexity: O(1) for the built-in layouts.
  public func contentOffset(forItemAt indexPath: IndexPath, position: ScrollPosition) -> Point? {
    guard let frame = layout.attributes(for: .cell(indexPath))?.frame else { return nil }
    let viewport = layout.viewport
    let content = layout.contentSize
    let inset = viewport.contentInset
    func offset(
      minimum: Double, maximum: Double, before: Double, after: Double, extent: Double,
      contentExtent: Double, current: Double
    ) -> Double {
      guard contentExtent + before + after > extent else { return current }
      let room = extent - before - after
      let target: Double
      switch position {
      case .top: target = minimum - before
      case .center: target = (minimum + maximum) / 2 - before - room / 2
      case .bottom: target = maximum - before - room
      }
      return min(max(target, -before), contentExtent + after - extent)
    }
    return Point(
      x: offset(
        minimum: frame.minX, maximum: frame.maxX, before: inset.left, after: inset.right,
        extent: viewport.size.width, contentExtent: content.width,
        current: viewport.contentOffset.x),
      y: offset(
        minimum: frame.minY, maximum: frame.maxY, before: inset.top, after: inset.bottom,
        extent: viewport.size.height, contentExtent: content.height,
        current: viewport.contentOffset.y))
  }

  /// Scrolls so that item `indexPath` is at `position` and brings the views up to date;
  /// does nothing and returns `nil` if there is no such item.
  ///
  /// ```swift
  /// try collection.scrollToItem(at: IndexPath(item: 40, section: 0), position: .center, host: &host)
  /// ```
  ///
  /// - Complexity: as ``scroll(to:host:)``.
  @discardableResult
  public func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, host: inout Host)
    throws(LayoutError) -> VisibilityChange?
  {
    guard let offset = contentOffset(forItemAt: indexPath, position: position) else { return nil }
    return try scroll(to: offset, host: &host)
  }
}
