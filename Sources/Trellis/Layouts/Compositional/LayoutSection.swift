/// One section of a compositional layout: a group that repeats for the section's
/// items, with insets, spacing, boundary items and backgrounds, like
/// `NSCollectionLayoutSection`.
///
/// The group repeats along the scroll axis, ``interGroupSpacing`` apart, until every
/// item of the section has a place; with an ``orthogonalScrollingBehavior`` it repeats
/// across the scroll axis instead, in one row that scrolls on its own. Fractions of the
/// group's size are of the section's content: the collection's visible size less
/// ``contentInsets``.
///
/// ```swift
/// var shelf = LayoutSection(group: cards)
/// shelf.orthogonalScrollingBehavior = .groupPagingCentered
/// shelf.interGroupSpacing = 12
/// shelf.boundarySupplementaryItems = [
///   LayoutBoundarySupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: true)
/// ]
/// ```
public struct LayoutSection: Hashable, Sendable {
  /// The group that repeats for the section's items.
  public var group: LayoutGroup
  /// How far the section's groups lie inside the section on each side (left is
  /// leading).
  ///
  /// As in UIKit, the insets along the scroll axis separate the groups from the
  /// boundary items that extend the section: a header comes first, then the top inset,
  /// the groups, the bottom inset and a footer. Across the scroll axis, boundary items
  /// take the insets too while ``supplementariesFollowContentInsets`` is `true`.
  public var contentInsets: EdgeInsets
  /// The space between neighboring groups.
  public var interGroupSpacing: Double
  /// The space before the boundary items that extend the section at its start (a
  /// header), along the scroll axis: a list's `headerTopPadding`; nothing when there are
  /// none.
  public var headerTopPadding: Double = 0
  /// Whether, and how, the groups scroll across the scroll axis.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// How the row moves under the finger and after a release, when the section scrolls
  /// sideways.
  public var orthogonalScrollingProperties: OrthogonalScrollingProperties
  /// Headers, footers and other items at the section's edges.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
  /// The edges ``contentInsets`` are measured from across the scroll axis: UIKit's
  /// default, ``ContentInsetsReference/automatic``, the safe area.
  public var contentInsetsReference: ContentInsetsReference = .automatic
  /// The edges the boundary items' place is measured from across the scroll axis, with
  /// the section's insets when ``supplementariesFollowContentInsets``.
  public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
  /// Whether the boundary items lie inside ``contentInsets`` across the scroll axis (a
  /// header of a vertical layout as wide as the groups), rather than across the whole
  /// section, as `supplementariesFollowContentInsets` of UIKit; `true` by default.
  public var supplementariesFollowContentInsets: Bool
  /// Backgrounds behind the section.
  public var decorationItems: [LayoutDecorationItem]
  /// How the section's items look as the view and the section scroll, or `nil` to draw
  /// them as they are.
  public var visibleItemsHandler: VisibleItemsHandler?
  /// The separators between the section's items, as a list draws them, or `nil` for
  /// none.
  public var separators: ItemSeparators?
  /// The actions a swipe toward the trailing side reveals on each row's leading side,
  /// or `nil` for none.
  public var leadingSwipeActionsProvider: SwipeActionsProvider?
  /// The actions a swipe toward the leading side reveals on each row's trailing side,
  /// or `nil` for none.
  public var trailingSwipeActionsProvider: SwipeActionsProvider?

  /// Creates a section of `group`.
  public init(
    group: LayoutGroup, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    orthogonalScrollingProperties: OrthogonalScrollingProperties = .init(),
    boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
    supplementariesFollowContentInsets: Bool = true,
    decorationItems: [LayoutDecorationItem] = [],
    visibleItemsHandler: VisibleItemsHandler? = nil
  ) {
    self.group = group
    self.contentInsets = contentInsets
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.orthogonalScrollingProperties = orthogonalScrollingProperties
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.decorationItems = decorationItems
    self.visibleItemsHandler = visibleItemsHandler
  }

  /// Whether an item of the section sizes itself along `direction`, the layout's scroll
  /// axis: whether the dimension along it of some item is
  /// ``LayoutDimension/estimated(_:)``. Only such items take the lengths a
  /// ``SelfSizingContent`` measures.
  public func hasSelfSizingItems(along direction: ScrollDirection) -> Bool {
    group.hasSelfSizingItems(along: direction)
  }
}
