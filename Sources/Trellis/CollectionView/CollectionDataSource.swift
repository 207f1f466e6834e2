/// The data a ``CollectionView`` shows, together with the way the layout of type
/// ``Layout`` reads it: counts for the collection view, and the preparation and the
/// incremental update of the layout.
///
/// A data source of a built-in layout needs one line to become a collection view's
/// data source, the one that names its ``Layout``; the counts, the preparation and the
/// update come from the layout's own data-source protocol, and each built-in layout's
/// ready-made content conforms out of the box (see <doc:CollectionViewGuide>).
///
/// A data source of a custom layout implements ``prepare(_:for:)`` and, if it can do
/// better than preparing everything again, ``update(_:for:)``:
///
/// ```swift
/// struct Rows: CollectionDataSource {
///   var count: Int
///   var numberOfSections: Int { 1 }
///   func numberOfItems(inSection section: Int) -> Int { count }
///   func prepare(_ layout: RowLayout, for viewport: Viewport) {
///     layout.prepare(for: viewport, rowCount: count)
///   }
/// }
/// ```
public protocol CollectionDataSource: SectionedDataSource {
  /// The type of layout that reads this data.
  associatedtype Layout: CollectionLayout

  /// Prepares `layout` for `viewport` with this data.
  ///
  /// - Throws: the layout's error for a value it refuses; the layout then keeps the
  ///   state it had.
  func prepare(_ layout: Layout, for viewport: Viewport) throws(LayoutError)

  /// Brings `layout` up to date with this data after `change`, with the viewport it
  /// has, laying out again only the sections the change names as new.
  ///
  /// - Throws: the layout's error for a value it refuses; the layout then keeps the
  ///   state it had.
  func update(_ layout: Layout, for change: LayoutChange) throws(LayoutError)

  /// Takes over what this data keeps beside the data itself from `previous`, the data
  /// before a batch update described by `mapping`, such as measured sizes of self-sizing
  /// items, which follow their items to their new index paths.
  mutating func carryOver(from previous: Self, through mapping: UpdateMapping)
}

// MARK: - Default implementations

extension CollectionDataSource {
  /// Prepares the whole layout again with the viewport it has.
  public func update(_ layout: Layout, for change: LayoutChange) throws(LayoutError) {
    try prepare(layout, for: layout.viewport)
  }

  /// Does nothing: the data keeps nothing beside itself.
  public mutating func carryOver(from previous: Self, through mapping: UpdateMapping) {}
}
