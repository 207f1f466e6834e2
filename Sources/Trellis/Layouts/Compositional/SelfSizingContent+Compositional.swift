extension SelfSizingContent: CompositionalLayoutDataSource
where Base: CompositionalLayoutDataSource {
  /// Calls `body` with each measured item of `section` and its size: the size measured
  /// here, or else the one the base gives.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the section here and in the
  ///   base.
  public func forEachMeasuredItem(
    inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void
  ) {
    base.forEachMeasuredItem(inSection: section) { item, size in
      if measuredSizes.size(for: .cell(IndexPath(item: item, section: section))) == nil {
        body(item, size)
      }
    }
    measuredSizes.forEachItem(inSection: section, body)
  }

  /// The size measured here for the boundary item of `kind` of `section` (a section
  /// header or footer), or else the one the base gives.
  public func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size? {
    measuredSizes.size(for: .supplementary(kind, IndexPath(item: 0, section: section)))
      ?? base.measuredSize(ofBoundary: kind, inSection: section)
  }
}
