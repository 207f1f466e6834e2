/// A decoration behind a section's content: one element of kind
/// ``ElementKind/sectionBackground`` per section, like the shelf behind a row of books.
///
/// It covers the section's items and section insets, and optionally its header and
/// footer, across the whole content width (the whole height when scrolling
/// horizontally), reduced by ``insets``. It is drawn below the cells.
public struct SectionBackground: Hashable, Sendable {
  /// How far the background stays inside the area it covers.
  public var insets: EdgeInsets
  /// Whether the background extends behind the section header.
  public var includesHeader: Bool
  /// Whether the background extends behind the section footer.
  public var includesFooter: Bool
  /// The stacking order; below cells by default.
  public var zIndex: Int

  /// Creates a background; by default it covers the items and section insets exactly.
  public init(
    insets: EdgeInsets = .zero, includesHeader: Bool = false, includesFooter: Bool = false,
    zIndex: Int = -1
  ) {
    self.insets = insets
    self.includesHeader = includesHeader
    self.includesFooter = includesFooter
    self.zIndex = zIndex
  }
}
