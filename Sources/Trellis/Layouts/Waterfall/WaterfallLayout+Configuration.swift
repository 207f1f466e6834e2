extension WaterfallLayout {
  /// The layout-wide values of a waterfall layout. The defaults are those of
  /// `CHTCollectionViewWaterfallLayout`: two columns, 10 points between columns and
  /// between the items of a column, no headers or footers, shortest column first.
  ///
  /// "Height" means the extent along the scroll axis and "width" the extent across it,
  /// so with ``ScrollDirection/horizontal`` a height is a width on screen and columns
  /// are rows.
  public struct Configuration: Hashable, Sendable, SectionBehaviorsConfiguration {
    /// The axis along which the content scrolls; columns run along it.
    public var scrollDirection: ScrollDirection = .vertical
    /// The number of columns of every section the data source gives no count for.
    public var columnCount = 2
    /// The spacing between columns of every section the data source gives none for.
    public var minimumColumnSpacing: Double = 10
    /// The spacing between consecutive items of a column (and around full-span items)
    /// in every section the data source gives none for.
    public var minimumInteritemSpacing: Double = 10
    /// The inset of every section the data source gives no inset for.
    public var sectionInset = EdgeInsets.zero
    /// The height of every item the data source gives neither a height nor a size for.
    public var itemHeight: Double = 50
    /// The height of every section header the data source gives none for; zero means
    /// no header.
    public var headerHeight: Double = 0
    /// The height of every section footer the data source gives none for; zero means
    /// no footer.
    public var footerHeight: Double = 0
    /// The insets around every section header the data source gives none for: the
    /// edges along the scroll axis add space before and after the header, the edges
    /// across it make the header narrower. Ignored for sections without a header.
    public var headerInset = EdgeInsets.zero
    /// The insets around every section footer the data source gives none for, as for
    /// ``headerInset``.
    public var footerInset = EdgeInsets.zero
    /// The order in which items fill the columns.
    public var itemRenderDirection: ItemRenderDirection = .shortestFirst
    /// Pinned headers and footers, the collection header and footer, and section
    /// backgrounds.
    public var behaviors = SectionBehaviors()

    /// Creates a configuration with the defaults described above.
    public init() {}

    /// Checks every layout-wide value, throwing an error that names the first bad one.
    ///
    /// Whether the columns leave a positive width depends on the viewport and is
    /// checked by ``WaterfallLayout/prepare(for:dataSource:)``.
    public func validate() throws(LayoutError) {
      guard columnCount >= 1 else { throw .invalidCount(.columnCount(section: nil), columnCount) }
      try LayoutError.check(count: columnCount, as: .columnCount(section: nil))
      try LayoutError.check(minimumColumnSpacing, as: .minimumColumnSpacing(section: nil))
      try LayoutError.check(minimumInteritemSpacing, as: .minimumInteritemSpacing(section: nil))
      try LayoutError.check(sectionInset, as: .sectionInset(section: nil))
      try LayoutError.check(itemHeight, as: .defaultItemHeight)
      try LayoutError.check(headerHeight, as: .headerHeight(section: nil))
      try LayoutError.check(footerHeight, as: .footerHeight(section: nil))
      try LayoutError.check(headerInset, as: .headerInset(section: nil))
      try LayoutError.check(footerInset, as: .footerInset(section: nil))
      try behaviors.validate()
    }
  }

  /// The order in which a section's items fill its columns, like
  /// `CHTCollectionViewWaterfallLayoutItemRenderDirection`.
  ///
  /// Column 0 is at the leading edge: the left, or the right in a right-to-left layout
  /// direction (which mirrors every column), or the top when scrolling horizontally.
  public enum ItemRenderDirection: Hashable, Sendable {
    /// Each item goes to the column that currently ends first along the scroll axis;
    /// of columns that end at the same place, the one with the lowest index. The
    /// masonry that users expect: columns stay as even as the items allow.
    case shortestFirst
    /// Items go to columns in turn, from column 0 to the last and around again, as
    /// the rows of a grid are read. A full-span item starts the turn over at column 0.
    case leftToRight
    /// Items go to columns in turn from the last column to column 0 and around again.
    /// A full-span item starts the turn over at the last column.
    case rightToLeft
  }
}
