/// A decoration view behind a whole section, like
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// It covers the section from its start to its end along the scroll axis, across the
/// whole width of the layout, less its ``contentInsets``, and is reported as a
/// decoration of ``elementKind`` at item 0 of its section.
public struct LayoutDecorationItem: Hashable, Sendable {
  /// The element kind it is reported as.
  public var elementKind: ElementKind
  /// How far it lies inside the section on each side (left is leading).
  public var contentInsets: EdgeInsets
  /// Its zIndex; the default draws it behind the section's items.
  public var zIndex: Int

  /// Creates a section background of `elementKind`.
  public init(
    elementKind: ElementKind = .sectionBackground, contentInsets: EdgeInsets = .zero,
    zIndex: Int = -1
  ) {
    self.elementKind = elementKind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
  }

  /// A section background of `elementKind`.
  public static func background(elementKind: ElementKind = .sectionBackground)
    -> LayoutDecorationItem
  {
    LayoutDecorationItem(elementKind: elementKind)
  }
}
