extension CompositionalLayout {
  /// A boundary item of the layout is attached to the layout, one of a section and a
  /// background to their section; every other supplementary element (an item's badge)
  /// to the item whose index path it has, as in `UICollectionViewCompositionalLayout`,
  /// and so is an item's separator.
  ///
  /// - Complexity: O(*b*) for the *b* boundary items of the layout and the section.
  public func anchoring(of element: ElementID) -> ElementAnchoring {
    if case .decoration(let kind, _) = element {
      return kind == .separator || kind == .topSeparator ? .item : .section
    }
    guard case .supplementary(let kind, let indexPath) = element else { return .item }
    if indexPath == IndexPath(item: 0, section: 0),
      configuration.boundarySupplementaryItems.contains(where: { $0.elementKind == kind })
    {
      return .layout
    }
    let definitions = geometry.definitions
    if indexPath.item == 0, definitions.indices.contains(indexPath.section),
      definitions[indexPath.section].boundarySupplementaryItems.contains(where: {
        $0.elementKind == kind
      })
    {
      return .section
    }
    return .item
  }
}
