import Trellis

extension IdentifiedCollection {
  /// The index paths to deselect and to select so that the cells selected are exactly
  /// those of the items of `selection` the collection has, given the cells `selected`
  /// now: what a selection binding asks of a collection view after any change of the
  /// data or of the binding.
  ///
  /// ```swift
  /// // Items 7 and 9 are selected at 0.0 and 0.1; the binding now holds 9 and 4.
  /// data.selectionChanges(toSelect: [9, 4], selected: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
  /// // (deselect: [0.0], select: [the index path of 4])
  /// ```
  ///
  /// - Complexity: O(*s* × *k*) for *s* identifiers in sections of *k* items, plus the
  ///   selected index paths.
  public func selectionChanges(
    toSelect selection: some Sequence<ItemID>, selected: some Sequence<IndexPath>
  ) -> (deselect: [IndexPath], select: [IndexPath]) {
    let wanted = Set(indexPaths(of: selection))
    let current = Set(selected)
    return (current.subtracting(wanted).sorted(), wanted.subtracting(current).sorted())
  }

  /// The identifiers of the items at `indexPaths`, in increasing index-path order,
  /// without the index paths the collection has no item at: the selection a collection
  /// view reports, as the binding holds it.
  public func identifiers(at indexPaths: some Sequence<IndexPath>) -> [ItemID] {
    indexPaths.sorted().compactMap(identifier(at:))
  }

  /// The scroll position of a collection showing the cells `visible`: the identifier of
  /// the first of them in index-path order, or `nil` when none is an item of the
  /// collection.
  public func scrollPosition(visible: some Sequence<IndexPath>) -> ItemID? {
    visible.sorted().lazy.compactMap(identifier(at:)).first
  }
}
