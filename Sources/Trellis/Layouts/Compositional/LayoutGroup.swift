/// Items, and groups of items, laid out along an axis or by a function, like
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom,
/// each at the size its ``LayoutSize`` gives in the group (fractions are of the group's
/// size less its ``contentInsets``). Subitems that do not fill the group repeat, in
/// order, while the next one fits: an item of `fractionalWidth(0.25)` gives four per
/// group. A group made with a count divides its length among that many copies of its
/// subitem, after the spacing between them. A group may hold groups, to any depth; the
/// items are numbered depth-first, so the items of a section fill one group after
/// another, and a last group with fewer items keeps the places of a full one.
///
/// ```swift
/// let item = LayoutItem(
///   layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
/// let column = LayoutGroup.vertical(
///   layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
///   subitems: [.item(item)])
/// let row = LayoutGroup.horizontal(
///   layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
///   subitems: [.group(column), .group(column)])
/// ```
public struct LayoutGroup: Hashable, Sendable {
  /// How a group places its subitems.
  public enum Arrangement: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
    /// At the frames a function returns; the group's subitems are not used.
    case custom(LayoutGroupCustomItemProvider)
  }

  /// The size of the group, in its container.
  public var layoutSize: LayoutSize
  /// How the group places its subitems.
  public var arrangement: Arrangement
  /// The items and groups the group places, in order.
  public var subitems: [LayoutGroupSubitem]
  /// The number of copies of the single subitem that share the group's length, or `nil`
  /// to place the subitems at their own sizes.
  public var count: Int?
  /// The space between neighboring subitems along the group's axis.
  public var interItemSpacing: LayoutSpacing?
  /// How far the subitems' area lies inside the group on each side (left is leading).
  public var contentInsets: EdgeInsets
  /// Space around the group's place, when it is a subitem of another group.
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Supplementary views anchored to the group's frame, like a group's
  /// `supplementaryItems` in UIKit; fractions of their size are of the group's size.
  ///
  /// Each is reported at the index path of the group's first item, so its kind must
  /// differ from those of that item's own supplementary items (and of the groups around
  /// it that start with the same item).
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// Creates a group of any arrangement.
  public init(
    layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutGroupSubitem],
    count: Int? = nil, interItemSpacing: LayoutSpacing? = nil, contentInsets: EdgeInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.layoutSize = layoutSize
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count
    self.interItemSpacing = interItemSpacing
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }

  /// A group that places `subitems` left to right, repeating them while they fit.
  public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem])
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
  }

  /// A group that places `subitems` top to bottom, repeating them while they fit.
  public static func vertical(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem])
    -> LayoutGroup
  {
    LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
  }

  /// A group of `count` copies of `subitem` side by side, sharing the group's width
  /// after the spacing between them.
  public static func horizontal(
    layoutSize: LayoutSize, repeatingSubitem subitem: LayoutGroupSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// A group of `count` copies of `subitem` one above the other, sharing the group's
  /// height after the spacing between them.
  public static func vertical(
    layoutSize: LayoutSize, repeatingSubitem subitem: LayoutGroupSubitem, count: Int
  ) -> LayoutGroup {
    LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// A group whose items are at the frames `provider` returns, like
  /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
  ///
  /// The provider receives the group's environment: its
  /// ``LayoutEnvironment/containerSize`` is the size of the group's content (the group
  /// less its ``contentInsets``), its scale and layout
  /// direction the section's.
  /// Frames are relative to the group's content, left as leading; a right-to-left
  /// layout mirrors them with everything else.
  ///
  /// ```swift
  /// let mosaic = LayoutGroup.custom(
  ///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
  /// ) { environment in
  ///   let size = environment.containerSize
  ///   let half = (size.width / 2).rounded(.down)
  ///   return [
  ///     LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: half, height: size.height)),
  ///     LayoutGroupCustomItem(frame: Rect(x: half, y: 0, width: size.width - half, height: size.height / 2)),
  ///     LayoutGroupCustomItem(frame: Rect(x: half, y: size.height / 2, width: size.width - half, height: size.height / 2)),
  ///   ]
  /// }
  /// ```
  public static func custom(
    layoutSize: LayoutSize,
    itemProvider provider:
      @escaping @Sendable (_ environment: LayoutEnvironment) ->
      [LayoutGroupCustomItem]
  ) -> LayoutGroup {
    LayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(LayoutGroupCustomItemProvider(provider)),
      subitems: [])
  }
}

extension LayoutGroup {
  /// Whether an item of the group, at any depth, has an estimated dimension along
  /// `direction`.
  func hasSelfSizingItems(along direction: ScrollDirection) -> Bool {
    subitems.contains { subitem in
      switch subitem {
      case .item(let item): item.layoutSize.dimension(along: direction).isEstimated
      case .group(let group): group.hasSelfSizingItems(along: direction)
      }
    }
  }
}

/// A subitem of a ``LayoutGroup``: an item, or a nested group.
public indirect enum LayoutGroupSubitem: Hashable, Sendable {
  /// One item.
  case item(LayoutItem)
  /// A nested group.
  case group(LayoutGroup)

  /// The size of the subitem's place.
  var layoutSize: LayoutSize {
    switch self {
    case .item(let item): item.layoutSize
    case .group(let group): group.layoutSize
    }
  }

  /// The space around the subitem's place.
  var edgeSpacing: LayoutEdgeSpacing? {
    switch self {
    case .item(let item): item.edgeSpacing
    case .group(let group): group.edgeSpacing
    }
  }
}
