extension FlowLayout {
  /// The layout-wide values of a flow layout. Each has `UICollectionViewFlowLayout`'s
  /// default, so `Configuration()` behaves like a fresh UIKit flow layout.
  public struct Configuration: Hashable, Sendable, SectionBehaviorsConfiguration {
    /// The axis along which the content scrolls.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item the data source gives no size for.
    public var itemSize = Size(width: 50, height: 50)
    /// The minimum spacing between lines (rows when scrolling vertically).
    public var minimumLineSpacing: Double = 10
    /// The minimum spacing between items of one line.
    public var minimumInteritemSpacing: Double = 10
    /// The size of every section header the data source gives no size for.
    public var headerReferenceSize = Size.zero
    /// The size of every section footer the data source gives no size for.
    public var footerReferenceSize = Size.zero
    /// The inset of every section the data source gives no inset for.
    public var sectionInset = EdgeInsets.zero
    /// The edges that section insets are measured from.
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// How items are placed along each line.
    public var alignment: Alignment = .uikit
    /// How items shorter than their line are placed across it.
    public var verticalAlignment: VerticalAlignment = .center
    /// Pinned headers and footers, the collection header and footer, and section
    /// backgrounds.
    public var behaviors = SectionBehaviors()

    /// Creates a configuration with UIKit's defaults.
    public init() {}

    /// Checks every layout-wide value, throwing an error that names the first bad one.
    public func validate() throws(LayoutError) {
      try LayoutError.check(itemSize, as: .defaultItemSize)
      try LayoutError.check(minimumLineSpacing, as: .minimumLineSpacing(section: nil))
      try LayoutError.check(minimumInteritemSpacing, as: .minimumInteritemSpacing(section: nil))
      try LayoutError.check(headerReferenceSize, as: .headerReferenceSize(section: nil))
      try LayoutError.check(footerReferenceSize, as: .footerReferenceSize(section: nil))
      try LayoutError.check(sectionInset, as: .sectionInset(section: nil))
      try behaviors.validate()
    }
  }

  /// How items are placed along a line.
  public enum Alignment: Hashable, Sendable {
    /// Exactly what `UICollectionViewFlowLayout` does: full lines are justified edge to
    /// edge, a line holding one item is centered, the last line of a section with
    /// differing sizes is leading-aligned, and a section whose items share one size
    /// keeps every line on the same grid columns.
    case uikit
    /// Every line but a section's last is justified edge to edge; the last line and
    /// lines of a single item start at the leading edge.
    case justified
    /// Items start at the leading edge with the minimum spacing between them: a tag
    /// cloud.
    case leading
    /// Each line is centered, with the minimum spacing between its items.
    case center
    /// Items end at the trailing edge with the minimum spacing between them.
    case trailing
  }

  /// How an item shorter than its line is placed across it. When scrolling
  /// horizontally the axes swap: `top` means the left side of a column.
  public enum VerticalAlignment: Hashable, Sendable {
    /// Flush with the line's top.
    case top
    /// Centered in the line, as UIKit does.
    case center
    /// Flush with the line's bottom.
    case bottom
  }

  /// The edges that section insets are measured from, like
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  ///
  /// Whatever the reference, the content keeps the width of the viewport less the
  /// content inset, and headers and footers span all of it. The items of a section
  /// are inset by the section inset plus however far the safe area or the layout
  /// margins reach beyond the content inset on the two sides across the scroll axis.
  public enum SectionInsetReference: Hashable, Sendable {
    /// From the content inset (UIKit's default).
    case fromContentInset
    /// From the safe area.
    case fromSafeArea
    /// From the layout margins.
    case fromLayoutMargins
  }
}
