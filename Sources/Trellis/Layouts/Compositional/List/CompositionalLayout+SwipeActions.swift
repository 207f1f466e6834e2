extension CompositionalLayout {
  /// The actions the section of `indexPath` gives the row on side `edge`: its
  /// ``LayoutSection/leadingSwipeActionsProvider`` or
  /// ``LayoutSection/trailingSwipeActionsProvider`` called with the index path; `nil`
  /// when the section has no provider on that side or the item does not exist.
  ///
  /// - Complexity: O(1) plus the provider's call.
  public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    guard let section = geometry.section(indexPath.section),
      indexPath.item >= 0, indexPath.item < section.itemCount,
      geometry.definitions.indices.contains(indexPath.section)
    else { return nil }
    let definition = geometry.definitions[indexPath.section]
    let provider =
      edge == .leading
      ? definition.leadingSwipeActionsProvider : definition.trailingSwipeActionsProvider
    return provider?.configuration(indexPath)
  }
}
