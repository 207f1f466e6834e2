import Trellis

/// The data of a collection identified as SwiftUI's `List` and `ForEach` identify
/// theirs: each section and each item has an identifier apart from its value, so that a
/// new value under the same identifier changes one cell in place, and only identifiers
/// that come, go or move change the collection's structure.
///
/// ```swift
/// var data = IdentifiedCollection<String, Message.ID, Message>(id: \.id)
/// try data.update([IdentifiedSection(id: "Inbox", items: messages)])
///
/// messages[3].isRead = true
/// let change = try data.update([IdentifiedSection(id: "Inbox", items: messages)])
/// change.batchUpdate   // nil: the same identifiers in the same order
/// change.reconfigured  // [0.3]
/// ```
///
/// An update costs what it changes: with the same identifiers in the same order it
/// hashes nothing and calls `id` and `isSameContent` only for the items not stored as
/// they were before, after a comparison of the items' bytes (an unchanged copy of an
/// item is stored as the item); only when the identifiers differ does it diff them
/// (`Snapshot.batchUpdate(from:)`). A value is assumed to be what its bytes hold: a
/// reference to an object changed since counts as unchanged, as `isSameContent` of the
/// object and itself would say.
/// An identifier used twice is an error, and the data stays as it was.
///
/// `LazyCollection` keeps one for its data; the type is platform-free so that the rules
/// it follows are tested on any platform.
public struct IdentifiedCollection<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Value
> {
  /// The identifier of an item's value.
  @usableFromInline let identify: (Value) -> ItemID
  /// Whether two values of one identifier show the same content.
  @usableFromInline let isSameContent: (Value, Value) -> Bool
  /// The sections, with their items' values.
  public var sections: [IdentifiedSection<SectionID, Value>] { storedSections }
  /// The storage of ``sections``.
  @usableFromInline var storedSections: [IdentifiedSection<SectionID, Value>] = []
  /// The identifiers of each section's items, as ``sections`` hold them.
  @usableFromInline var itemIDs: [[ItemID]] = []
  /// The identifiers as a snapshot, for look-ups by identifier and for diffs.
  public internal(set) var snapshot = Snapshot<SectionID, ItemID>()

  /// An empty collection whose items are identified by `id` and whose values are
  /// compared by `isSameContent`.
  public init(
    id: @escaping (Value) -> ItemID, isSameContent: @escaping (Value, Value) -> Bool
  ) {
    identify = id
    self.isSameContent = isSameContent
  }

  /// The number of items in all sections.
  public var numberOfItems: Int { snapshot.numberOfItems }

  /// The value at `indexPath`, or `nil` if there is no such item.
  ///
  /// - Complexity: O(1).
  public func value(at indexPath: IndexPath) -> Value? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The identifier of the item at `indexPath`, or `nil` if there is no such item.
  ///
  /// - Complexity: O(1).
  public func identifier(at indexPath: IndexPath) -> ItemID? {
    guard itemIDs.indices.contains(indexPath.section),
      itemIDs[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemIDs[indexPath.section][indexPath.item]
  }

  /// The index path of the item `id`, or `nil` if there is none.
  ///
  /// - Complexity: O(*k*) for *k* items in its section.
  public func indexPath(of id: ItemID) -> IndexPath? {
    snapshot.indexPath(for: id)
  }

  /// The index paths of the items of `ids` that the collection has, in increasing order:
  /// the cells to select for a selection of identifiers.
  public func indexPaths(of ids: some Sequence<ItemID>) -> [IndexPath] {
    ids.compactMap(indexPath(of:)).sorted()
  }

  /// Makes `newSections` the collection's data and returns what changed.
  ///
  /// - Throws: `SnapshotError.duplicateSection(_:)` or
  ///   `SnapshotError.duplicateItem(_:)` for an identifier used twice in
  ///   `newSections`; the collection keeps its data.
  /// - Complexity: when the identifiers are those of before in the same order, a
  ///   comparison of the *n* items' bytes with those before, without hashing, plus a call
  ///   of `id` and `isSameContent` for each of the *c* items stored differently: O(*n*)
  ///   memory compared (O(1) for a section whose items array is the one held), O(*c*)
  ///   calls. Otherwise the diff of `Snapshot.batchUpdate(from:)` and a hash of each
  ///   identifier.
  @inlinable @discardableResult
  public mutating func update(_ newSections: [IdentifiedSection<SectionID, Value>])
    throws(SnapshotError<SectionID, ItemID>) -> IdentityChange
  {
    if let reconfigured = reconfiguredIfSameIdentifiers(newSections) {
      storedSections = newSections
      return IdentityChange(reconfigured: reconfigured)
    }
    return try restructure(newSections)
  }

  /// The index paths of the items whose values differ in `newSections` if its
  /// identifiers are those of ``sections`` in the same order, `nil` otherwise.
  ///
  /// Only the items stored differently from the items before them are looked at (see
  /// `Array.indicesStoredDifferently(from:)`): an item stored as before is the same
  /// value, with the same identifier and the same content. For each other item, one
  /// identifier is computed and compared, stopping at the first out of place, and its
  /// content compared with the value before.
  @inlinable
  func reconfiguredIfSameIdentifiers(_ newSections: [IdentifiedSection<SectionID, Value>])
    -> [IndexPath]?
  {
    guard newSections.count == storedSections.count else { return nil }
    var reconfigured: [IndexPath] = []
    for section in newSections.indices {
      let old = storedSections[section]
      let new = newSections[section]
      guard old.id == new.id, old.items.count == new.items.count else { return nil }
      let ids = itemIDs[section]
      for item in new.items.indicesStoredDifferently(from: old.items) {
        let value = new.items[item]
        guard identify(value) == ids[item] else { return nil }
        if !isSameContent(old.items[item], value) {
          reconfigured.append(IndexPath(item: item, section: section))
        }
      }
    }
    return reconfigured
  }

  /// Makes `newSections`, whose identifiers differ from those of ``sections``, the
  /// collection's data, and returns the change with its batch update.
  @usableFromInline
  mutating func restructure(_ newSections: [IdentifiedSection<SectionID, Value>])
    throws(SnapshotError<SectionID, ItemID>) -> IdentityChange
  {
    let newIDs = newSections.map { $0.items.map(identify) }
    let newSnapshot = try Snapshot(zip(newSections, newIDs).map { ($0.id, $1) })
    let change = Self.change(
      from: (sections, itemIDs, snapshot), to: (newSections, newIDs, newSnapshot),
      isSameContent: isSameContent)
    storedSections = newSections
    itemIDs = newIDs
    snapshot = newSnapshot
    return change
  }

  /// The change from `old` to `new`, each given as its sections, their item identifiers
  /// and their snapshot.
  private static func change(
    from old: (
      sections: [IdentifiedSection<SectionID, Value>], ids: [[ItemID]],
      snapshot: Snapshot<SectionID, ItemID>
    ),
    to new: (
      sections: [IdentifiedSection<SectionID, Value>], ids: [[ItemID]],
      snapshot: Snapshot<SectionID, ItemID>
    ),
    isSameContent: (Value, Value) -> Bool
  ) -> IdentityChange {
    var oldValues: [ItemID: Value] = [:]
    oldValues.reserveCapacity(old.snapshot.numberOfItems)
    for (section, ids) in zip(old.sections, old.ids) {
      for (value, id) in zip(section.items, ids) { oldValues[id] = value }
    }
    var reconfigured: [IndexPath] = []
    for (sectionIndex, (section, ids)) in zip(new.sections, new.ids).enumerated() {
      for (item, (value, id)) in zip(section.items, ids).enumerated() {
        if let before = oldValues[id], !isSameContent(before, value) {
          reconfigured.append(IndexPath(item: item, section: sectionIndex))
        }
      }
    }
    return IdentityChange(
      batchUpdate: new.snapshot.batchUpdate(from: old.snapshot), reconfigured: reconfigured)
  }
}

extension IdentifiedCollection where Value: Equatable {
  /// An empty collection whose items are identified by `id` and whose values are
  /// compared with `==`.
  public init(id: @escaping (Value) -> ItemID) {
    self.init(id: id, isSameContent: ==)
  }
}
