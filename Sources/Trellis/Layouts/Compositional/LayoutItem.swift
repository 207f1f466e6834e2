/// The smallest part of a compositional layout: one cell, with its size in its group,
/// like `NSCollectionLayoutItem`.
///
/// An item takes a place of ``layoutSize`` in its group (fractions are of the group's
/// size less the group's content insets); ``contentInsets`` then shrink the cell inside
/// that place, and ``edgeSpacing`` adds space around the place.
///
/// ```swift
/// var item = LayoutItem(
///   layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = EdgeInsets(all: 4)
/// ```
public struct LayoutItem: Hashable, Sendable {
  /// The size of the item's place in its group.
  public var layoutSize: LayoutSize
  /// How far the cell's frame lies inside its place on each side (left is leading).
  ///
  /// As in UIKit, the insets are ignored along an axis whose dimension is
  /// ``LayoutDimension/estimated(_:)``: a self-sizing cell takes its whole place there.
  public var contentInsets: EdgeInsets
  /// Space around the item's place, within its group.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Supplementary views anchored to the item, such as badges.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// Creates an item of `layoutSize`.
  public init(
    layoutSize: LayoutSize, contentInsets: EdgeInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// The content insets that apply: ``contentInsets`` without the sides along an axis
  /// of estimated dimension.
  var appliedContentInsets: EdgeInsets { layoutSize.applying(contentInsets) }
}
