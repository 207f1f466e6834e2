extension CompositionalGeometry {
  /// Calls `body` with the separators that show for the item at `indexPath`, whose frame
  /// before rounding is `row`, in `section`, a section with separators: its bottom
  /// separator, then its top one.
  ///
  /// A separator is one pixel thick, inside the row along its edge, from its leading
  /// edge plus the leading inset to its trailing edge less the trailing inset.
  ///
  /// - Complexity: O(1) plus the section's handler; allocates nothing.
  @inline(__always)
  func forEachSeparator(
    of indexPath: IndexPath, row: Rect, in section: CompositionalSectionGeometry,
    _ body: (LayoutAttributes) -> Void
  ) {
    guard let separators = section.separators else { return }
    let configuration = separators.configuration(at: indexPath)
    let isLast = indexPath.item == section.itemCount - 1
    let bottom: Bool
    switch configuration.bottomSeparatorVisibility {
    case .automatic:
      bottom =
        (!isLast || separators.showsLastBottomSeparator)
        && !(indexPath.item == 0 && separators.hidesFirstBottomSeparator)
    case .visible: bottom = true
    case .hidden: bottom = false
    }
    let thickness = 1 / scale
    if bottom {
      body(
        separator(
          .separator, of: indexPath, row: row, y: row.maxY - thickness,
          insets: configuration.bottomSeparatorInsets, zIndex: separators.zIndex,
          layoutMargins: section.layoutMargins))
    }
    if configuration.topSeparatorVisibility == .visible {
      body(
        separator(
          .topSeparator, of: indexPath, row: row, y: row.minY,
          insets: configuration.topSeparatorInsets, zIndex: separators.zIndex,
          layoutMargins: section.layoutMargins))
    }
  }

  /// The separator of `kind` of the item at `indexPath` across `row` at `y`, inset by
  /// `insets`, or automatically to the `layoutMargins`' leading edge.
  @inline(__always)
  private func separator(
    _ kind: ElementKind, of indexPath: IndexPath, row: Rect, y: Double, insets: EdgeInsets?,
    zIndex: Int, layoutMargins: EdgeInsets
  ) -> LayoutAttributes {
    let leading = insets?.left ?? layoutMargins.left
    let trailing = insets?.right ?? 0
    let frame = Rect(
      x: row.minX + leading, y: y, width: max(0, row.width - leading - trailing),
      height: 1 / scale)
    return LayoutAttributes(
      id: .decoration(kind, indexPath), frame: finished(frame), zIndex: zIndex)
  }
}
