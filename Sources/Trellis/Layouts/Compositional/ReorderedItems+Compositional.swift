extension ReorderedItems: CompositionalLayoutDataSource
where Base: CompositionalLayoutDataSource {
  /// The measured items the base gives for the items `section` shows, at the places
  /// they show at.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of `section` and of the dragged
  ///   item's section.
  public func forEachMeasuredItem(
    inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void
  ) {
    let sources =
      reordering.source.section == section ? [section] : [section, reordering.source.section]
    for source in sources {
      base.forEachMeasuredItem(inSection: source) { item, size in
        let presented = reordering.presentedIndexPath(
          forSource: IndexPath(item: item, section: source))
        if presented.section == section { body(presented.item, size) }
      }
    }
  }

  /// The base's measured size of the boundary item: a drag moves items only.
  public func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size? {
    base.measuredSize(ofBoundary: kind, inSection: section)
  }
}
