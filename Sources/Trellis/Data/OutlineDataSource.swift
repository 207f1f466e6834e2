/// Data whose items are the visible rows of outlines, each at a level a layout indents
/// it by: what a list section reads to indent an ``OutlineSnapshot``'s rows.
///
/// A layout that indents rows reads ``levelOfItem(at:)`` for each item it places; the
/// level of a row is its item's ``OutlineSnapshot/level(ofRow:)``: 0 for a root item,
/// one more for each parent above it.
///
/// ```swift
/// struct Files: OutlineDataSource {
///   var outline: OutlineSnapshot<String>
///   var numberOfSections: Int { 1 }
///   func numberOfItems(inSection section: Int) -> Int { outline.visibleCount }
///   func levelOfItem(at indexPath: IndexPath) -> Int { outline.level(ofRow: indexPath.item) }
/// }
/// ```
public protocol OutlineDataSource: SectionedDataSource {
  /// The level of the item at `indexPath`: 0 for a root row, one more than its parent's
  /// for a child row.
  func levelOfItem(at indexPath: IndexPath) -> Int
}
