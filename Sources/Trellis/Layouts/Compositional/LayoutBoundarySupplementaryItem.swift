/// A header, footer or other supplementary view at an edge of a section or of the whole
/// layout, like `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// It is reported as a supplementary element of ``elementKind`` at item 0 of its
/// section (item 0 of section 0 for the whole layout's). An item at an edge along the
/// scroll axis (top or bottom of a vertical layout) that ``extendsBoundary`` takes room
/// in the section, before or after its groups and outside the section's content insets,
/// as in UIKit; one that does not lies over the first or last groups. A corner alignment, such as
/// ``Alignment/topTrailing``, is at its edge along the scroll axis and at the corner's
/// end across it. An item at an edge across the
/// scroll axis lies over the groups at that edge. Fractions of its size are of the
/// section's content (the whole layout's, for the layout's own items).
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
  /// An edge of a section.
  public enum Alignment: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading (left) edge.
    case leading
    /// The trailing (right) edge.
    case trailing
    /// The top edge, at its leading end.
    case topLeading
    /// The top edge, at its trailing end.
    case topTrailing
    /// The bottom edge, at its leading end.
    case bottomLeading
    /// The bottom edge, at its trailing end.
    case bottomTrailing

    /// The ends of the two axes it is at: along the vertical axis, `false` for the top,
    /// `true` for the bottom, `nil` for neither; along the horizontal one, the leading
    /// and trailing ends.
    var ends: (vertical: Bool?, horizontal: Bool?) {
      switch self {
      case .top: (false, nil)
      case .bottom: (true, nil)
      case .leading: (nil, false)
      case .trailing: (nil, true)
      case .topLeading: (false, false)
      case .topTrailing: (false, true)
      case .bottomLeading: (true, false)
      case .bottomTrailing: (true, true)
      }
    }

    /// The ends it is at along `direction` and across it.
    func ends(along direction: ScrollDirection) -> (main: Bool?, cross: Bool?) {
      let ends = self.ends
      return direction == .vertical
        ? (ends.vertical, ends.horizontal) : (ends.horizontal, ends.vertical)
    }
  }

  /// The size, fractions being of the section's content.
  public var layoutSize: LayoutSize
  /// The element kind it is reported as.
  public var elementKind: ElementKind
  /// The edge it sits at.
  public var alignment: Alignment
  /// How far it moves from where the alignment puts it, in points.
  public var absoluteOffset: Point
  /// Whether it stays in view while its section is in view: a header sticks to the
  /// visible top, a footer to the visible bottom, never leaving its section.
  public var pinToVisibleBounds: Bool
  /// Whether it takes room in its section, rather than lying over the groups.
  public var extendsBoundary: Bool
  /// How far its frame lies inside the place it takes, on each side (left is leading);
  /// ignored along an axis of estimated dimension, as an item's.
  public var contentInsets: EdgeInsets
  /// Its zIndex.
  public var zIndex: Int

  /// Creates a boundary item of `elementKind` at `alignment`.
  public init(
    layoutSize: LayoutSize, elementKind: ElementKind, alignment: Alignment,
    absoluteOffset: Point = .zero, pinToVisibleBounds: Bool = false,
    extendsBoundary: Bool = true, contentInsets: EdgeInsets = .zero, zIndex: Int = 0
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.pinToVisibleBounds = pinToVisibleBounds
    self.extendsBoundary = extendsBoundary
    self.contentInsets = contentInsets
    self.zIndex = zIndex
  }
}
