/// The sections and items of a collection, named by identifiers: the value a diffable
/// data source applies, like `NSDiffableDataSourceSnapshot`.
///
/// Sections and items are identified by `Hashable` values. Every identifier appears
/// once: a section identifier once among the sections, an item identifier once in the
/// whole snapshot. A mutation that would break this, or that names an identifier the
/// snapshot does not hold, throws a ``SnapshotError`` naming the identifier and
/// changes nothing.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// try snapshot.appendSections(["fruit", "vegetables"])
/// try snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// try snapshot.appendItems([4, 5])                        // to the last section
/// snapshot.indexPath(for: 5)                              // 1.1
/// ```
///
/// ``batchUpdate(from:)`` computes the ``BatchUpdate`` that turns an older snapshot into
/// this one.
public struct Snapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The section identifiers, in order.
  @usableFromInline var sectionIDs: [SectionID] = []
  /// For each section, the end (exclusive) of its items in ``items``.
  @usableFromInline var sectionEnds: [Int] = []
  /// Every item identifier, section after section.
  @usableFromInline var items: [ItemID] = []
  /// The index of each section.
  @usableFromInline var sectionIndexes: [SectionID: Int] = [:]
  /// The section that holds each item.
  @usableFromInline var itemSections: [ItemID: SectionID] = [:]
  /// The items marked as changed, to reload when the snapshot is applied.
  @usableFromInline var reloadedItems: Set<ItemID> = []
  /// The sections marked as changed, to reload when the snapshot is applied.
  @usableFromInline var reloadedSections: Set<SectionID> = []

  /// Creates an empty snapshot: no sections and no items.
  @inlinable
  public init() {}

  /// Creates a snapshot of `sections`, each a section identifier with its items.
  ///
  /// ```swift
  /// let snapshot = try Snapshot<String, Int>([("odd", [1, 3]), ("even", [2])])
  /// ```
  ///
  /// - Throws: ``SnapshotError/duplicateSection(_:)`` or
  ///   ``SnapshotError/duplicateItem(_:)`` for the first identifier that appears twice.
  @inlinable
  public init(_ sections: [(SectionID, [ItemID])]) throws(SnapshotError<SectionID, ItemID>) {
    for (section, items) in sections {
      try appendSections([section])
      try appendItems(items, toSection: section)
    }
  }
}

// MARK: - Queries

extension Snapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { sectionIDs.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { items.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var sectionIdentifiers: [SectionID] { sectionIDs }

  /// Every item identifier, section after section.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var itemIdentifiers: [ItemID] { items }

  /// The number of items in each section, in order: the counts a ``BatchUpdate`` that
  /// leads to this snapshot is checked against.
  ///
  /// - Complexity: O(number of sections).
  @inlinable
  public var itemCounts: [Int] {
    sectionEnds.indices.map { sectionEnds[$0] - start(ofSection: $0) }
  }

  /// The number of items in `section`, or 0 if the snapshot has no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func numberOfItems(inSection section: SectionID) -> Int {
    guard let index = sectionIndexes[section] else { return 0 }
    return sectionEnds[index] - start(ofSection: index)
  }

  /// The items of `section`, in order; empty if the snapshot has no such section.
  ///
  /// - Complexity: O(k) for k items in the section.
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    guard let index = sectionIndexes[section] else { return [] }
    return Array(items[start(ofSection: index)..<sectionEnds[index]])
  }

  /// The index of `section`, or nil if the snapshot has no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func index(ofSection section: SectionID) -> Int? {
    sectionIndexes[section]
  }

  /// The section that holds `item`, or nil if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    itemSections[item]
  }

  /// The index path of `item`, or nil if the snapshot has no such item.
  ///
  /// - Complexity: O(k) for k items in the item's section.
  @inlinable
  public func indexPath(for item: ItemID) -> IndexPath? {
    guard let position = flatIndex(of: item), let section = itemSections[item],
      let index = sectionIndexes[section]
    else { return nil }
    return IndexPath(item: position - start(ofSection: index), section: index)
  }

  /// The items marked with ``reloadItems(_:)``, which the next batch update from an
  /// older snapshot reloads.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedItemIdentifiers: Set<ItemID> { reloadedItems }

  /// The sections marked with ``reloadSections(_:)``, which the next batch update from
  /// an older snapshot reloads.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
}

// MARK: - Storage helpers

extension Snapshot {
  /// The position in ``items`` of the first item of the section at `index`.
  @inlinable
  func start(ofSection index: Int) -> Int {
    index == 0 ? 0 : sectionEnds[index - 1]
  }

  /// The position of `item` in ``items``, or nil if the snapshot has no such item.
  @inlinable
  func flatIndex(of item: ItemID) -> Int? {
    guard let section = itemSections[item], let index = sectionIndexes[section] else {
      return nil
    }
    return items[start(ofSection: index)..<sectionEnds[index]].firstIndex(of: item)
  }
}

extension Snapshot: Equatable {
  /// Whether both snapshots hold the same sections with the same items in the same
  /// order, and mark the same sections and items as reloaded.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIDs == rhs.sectionIDs && lhs.sectionEnds == rhs.sectionEnds
      && lhs.items == rhs.items && lhs.reloadedItems == rhs.reloadedItems
      && lhs.reloadedSections == rhs.reloadedSections
  }
}
