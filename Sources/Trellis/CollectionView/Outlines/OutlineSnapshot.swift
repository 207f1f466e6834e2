/// The items of one section as an outline: items with children, each parent expanded or
/// collapsed, and the rows that shows: `NSDiffableDataSourceSectionSnapshot`.
///
/// Items are identified by `Hashable` values, each once in the outline. The visible
/// rows are the root items and, under every expanded row, its children, in order: a
/// parent's row comes right before the rows of its children. Each change returns an
/// ``OutlineChange``, the rows it removed and added, which becomes the batch update a
/// collection view applies (see ``CollectionView/apply(_:inSection:dataSource:options:host:)``).
///
/// ```swift
/// var outline = OutlineSnapshot<String>()
/// try outline.append(["Documents", "Music"])
/// try outline.append(["Taxes", "Letters"], to: "Documents")
/// outline.visibleItems                   // ["Documents", "Music"]
/// let change = try outline.expand("Documents")
/// change.insertedRows                    // 1..<3
/// outline.visibleItems                   // ["Documents", "Taxes", "Letters", "Music"]
/// outline.level(of: "Taxes")             // 1
/// ```
///
/// The rows are kept in a balanced tree ordered by position, so that expanding or
/// collapsing a parent costs O(*k* + log *n*) for the *k* rows it shows or hides
/// among *n*, however long the outline: the rows are never listed again as a whole.
public struct OutlineSnapshot<Item: Hashable & Sendable>: Sendable {
  /// The items by slot; a slot in ``freeSlots`` holds no item of the outline.
  var items: [Item] = []
  /// The place of each slot's item in the outline, by slot: apart from the items, so
  /// that changes of the tree run without the item type.
  var nodes: [OutlineNode] = []
  /// The slot of each item.
  var slots: [Item: Int] = [:]
  /// The slots of the root items, in order.
  var roots: [Int] = []
  /// Slots of deleted items, for new items to take.
  var freeSlots: [Int] = []
  /// The visible rows, in order.
  var rows = OutlineRows()

  /// Creates an empty outline.
  public init() {}
}

/// The place of one item in an ``OutlineSnapshot``.
struct OutlineNode: Sendable {
  /// The slot of its parent, or ``OutlineRows/none`` for a root item.
  var parent: Int
  /// The slots of its children, in order.
  var children: [Int] = []
  /// Whether its children show when it does.
  var isExpanded: Bool
  /// Its depth: 0 for a root item, one more than its parent's otherwise.
  var level: Int
  /// Whether it is a visible row: a root item, or a child of an expanded row.
  var isRow = false
}

// MARK: - Queries

extension OutlineSnapshot {
  /// The number of items, visible or not.
  ///
  /// - Complexity: O(1).
  public var count: Int { slots.count }

  /// The number of visible rows.
  ///
  /// - Complexity: O(1).
  public var visibleCount: Int { rows.count }

  /// The visible items, in order: the items of the rows.
  ///
  /// - Complexity: O(*n*) for *n* visible rows.
  public var visibleItems: [Item] {
    var visible: [Item] = []
    visible.reserveCapacity(rows.count)
    rows.forEachSlot { visible.append(self.items[$0]) }
    return visible
  }

  /// The root items, in order.
  ///
  /// - Complexity: O(*r*) for *r* root items.
  public var rootItems: [Item] { roots.map { items[$0] } }

  /// Whether the outline holds `item`.
  ///
  /// - Complexity: O(1).
  public func contains(_ item: Item) -> Bool { slots[item] != nil }

  /// The children of `item`, in order, or `nil` when the outline does not hold it.
  ///
  /// - Complexity: O(*c*) for *c* children.
  public func children(of item: Item) -> [Item]? {
    slots[item].map { nodes[$0].children.map { items[$0] } }
  }

  /// The parent of `item`, or `nil` when it is a root item or not in the outline.
  ///
  /// - Complexity: O(1).
  public func parent(of item: Item) -> Item? {
    guard let slot = slots[item], nodes[slot].parent != OutlineRows.none else { return nil }
    return items[nodes[slot].parent]
  }

  /// The depth of `item`, its indentation level: 0 for a root item, one more than its
  /// parent's otherwise; `nil` when the outline does not hold it.
  ///
  /// - Complexity: O(1).
  public func level(of item: Item) -> Int? { slots[item].map { nodes[$0].level } }

  /// Whether `item` is expanded: its children show when it does. A new item is
  /// collapsed.
  ///
  /// - Complexity: O(1).
  public func isExpanded(_ item: Item) -> Bool { slots[item].map { nodes[$0].isExpanded } ?? false }

  /// Whether `item` is a visible row: a root item, or a child of an expanded visible
  /// row.
  ///
  /// - Complexity: O(1).
  public func isVisible(_ item: Item) -> Bool { slots[item].map { nodes[$0].isRow } ?? false }

  /// The position of `item` among the visible rows, or `nil` when it is not visible.
  ///
  /// - Complexity: O(log *n*) expected, for *n* visible rows.
  public func index(of item: Item) -> Int? {
    guard let slot = slots[item], nodes[slot].isRow else { return nil }
    return rows.position(of: slot)
  }

  /// The item of the visible row at `row`.
  ///
  /// - Precondition: `row` is in `0..<visibleCount`.
  /// - Complexity: O(log *n*) expected, for *n* visible rows.
  public func item(atRow row: Int) -> Item {
    precondition(row >= 0 && row < rows.count, "row out of range")
    return items[rows.slot(at: row)]
  }

  /// The level of the visible row at `row`: what a layout indents it by.
  ///
  /// - Precondition: `row` is in `0..<visibleCount`.
  /// - Complexity: O(log *n*) expected, for *n* visible rows.
  public func level(ofRow row: Int) -> Int {
    precondition(row >= 0 && row < rows.count, "row out of range")
    return nodes[rows.slot(at: row)].level
  }

  /// The levels of the visible rows, in order.
  ///
  /// - Complexity: O(*n*) for *n* visible rows.
  public var visibleLevels: [Int] {
    var levels: [Int] = []
    levels.reserveCapacity(rows.count)
    rows.forEachSlot { levels.append(nodes[$0].level) }
    return levels
  }
}
