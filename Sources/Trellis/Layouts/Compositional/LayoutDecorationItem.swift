/// A decoration view behind a whole section, like
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// By default it covers the section from its start to its end along the scroll axis,
/// across the whole width of the layout, less its ``contentInsets``; with the
/// ``Extent/content`` extent it covers the section's groups only, as the rounded
/// background of an inset-grouped list does. It is reported as a decoration of
/// ``elementKind`` at item 0 of its section, with its ``cornerRadius``.
public struct LayoutDecorationItem: Hashable, Sendable {
  /// The part of its section a decoration covers.
  public enum Extent: Hashable, Sendable, CaseIterable {
    /// The whole section, boundary items and insets included, across the whole layout.
    case section
    /// The section's groups: from the first group's start to the last's end along the
    /// scroll axis, and the section's content across it (inside its content insets).
    case content
  }

  /// The element kind it is reported as.
  public var elementKind: ElementKind
  /// How far it lies inside the part of the section it covers, on each side (left is
  /// leading).
  public var contentInsets: EdgeInsets
  /// Its zIndex; the default draws it behind the section's items.
  public var zIndex: Int
  /// The part of the section it covers.
  public var extent: Extent
  /// The radius of its rounded corners; 0 for square ones.
  public var cornerRadius: Double

  /// Creates a section background of `elementKind`.
  public init(
    elementKind: ElementKind = .sectionBackground, contentInsets: EdgeInsets = .zero,
    zIndex: Int = -1, extent: Extent = .section, cornerRadius: Double = 0
  ) {
    self.elementKind = elementKind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
    self.extent = extent
    self.cornerRadius = cornerRadius
  }

  /// A section background of `elementKind`.
  public static func background(elementKind: ElementKind = .sectionBackground)
    -> LayoutDecorationItem
  {
    LayoutDecorationItem(elementKind: elementKind)
  }
}
