extension OutlineSnapshot {
  /// Adds `items` after the last child of `parent`, or after the last root item when
  /// `parent` is `nil`. The new items are collapsed and have no children; they are rows
  /// when their parent is an expanded row.
  ///
  /// - Returns: the rows added.
  /// - Throws: ``OutlineError/unknownItem(_:)`` for a `parent` the outline does not hold,
  ///   ``OutlineError/duplicateItem(_:)`` for an item it holds or that `items` holds
  ///   twice. The outline then stays as it was.
  /// - Complexity: O(*k* + *d* log *n*) for *k* items added under a parent at
  ///   depth *d*, among *n* visible rows.
  @discardableResult
  public mutating func append(_ items: [Item], to parent: Item? = nil)
    throws(OutlineError<Item>) -> OutlineChange
  {
    let parentSlot = try parent.map { item throws(OutlineError<Item>) in try slot(of: item) }
    let siblings = parentSlot.map { nodes[$0].children } ?? roots
    return try add(items, under: parentSlot, at: siblings.count)
  }

  /// Adds `items` as siblings right before `item`.
  ///
  /// - Returns: the rows added.
  /// - Throws: ``OutlineError/unknownItem(_:)`` for an `item` the outline does not hold,
  ///   ``OutlineError/duplicateItem(_:)`` for an item it holds or that `items` holds
  ///   twice. The outline then stays as it was.
  /// - Complexity: O(*s* + *k* + *d* log *n*) for *s* siblings of `item` at depth
  ///   *d*, *k* items added, among *n* visible rows.
  @discardableResult
  public mutating func insert(_ items: [Item], before item: Item)
    throws(OutlineError<Item>) -> OutlineChange
  {
    let (parent, index) = try place(of: item)
    return try add(items, under: parent, at: index)
  }

  /// Adds `items` as siblings right after `item`.
  ///
  /// - Returns: the rows added.
  /// - Throws: as ``insert(_:before:)``; the outline then stays as it was.
  /// - Complexity: as ``insert(_:before:)``.
  @discardableResult
  public mutating func insert(_ items: [Item], after item: Item)
    throws(OutlineError<Item>) -> OutlineChange
  {
    let (parent, index) = try place(of: item)
    return try add(items, under: parent, at: index + 1)
  }

  /// Removes `item` with all its descendants.
  ///
  /// - Returns: the rows removed: `item`'s and its visible descendants', if it was visible.
  /// - Throws: ``OutlineError/unknownItem(_:)`` when the outline does not hold `item`;
  ///   the outline then stays as it was.
  /// - Complexity: O(*s* + *m* + log *n*) for *s* siblings of `item`, *m* descendants,
  ///   and *n* visible rows.
  @discardableResult
  public mutating func delete(_ item: Item) throws(OutlineError<Item>) -> OutlineChange {
    let slot = try slot(of: item)
    var change = OutlineChange()
    if nodes[slot].isRow {
      let start = rows.position(of: slot)
      change.deletedRows = start..<rowsEnd(of: slot)
      rows.remove(change.deletedRows)
    }
    let parent = nodes[slot].parent
    if parent == OutlineRows.none {
      roots.removeAll { $0 == slot }
    } else {
      nodes[parent].children.removeAll { $0 == slot }
    }
    var pending = [slot]
    while let removed = pending.popLast() {
      pending.append(contentsOf: nodes[removed].children)
      slots[items[removed]] = nil
      nodes[removed].children = []
      nodes[removed].isRow = false
      freeSlots.append(removed)
    }
    return change
  }

  /// Shows the children of `item` when it shows, and their descendants that are
  /// expanded: `NSDiffableDataSourceSectionSnapshot.expand(_:)`.
  ///
  /// - Returns: the rows added right after `item`'s row, with `item`'s row as the
  ///   disclosing row; no rows when `item` was expanded or is not visible.
  /// - Throws: ``OutlineError/unknownItem(_:)`` when the outline does not hold `item`;
  ///   the outline then stays as it was.
  /// - Complexity: O(*k* + log *n*) for the *k* rows shown among *n*.
  @discardableResult
  public mutating func expand(_ item: Item) throws(OutlineError<Item>) -> OutlineChange {
    let slot = try slot(of: item)
    guard !nodes[slot].isExpanded else { return OutlineChange() }
    nodes[slot].isExpanded = true
    guard nodes[slot].isRow else { return OutlineChange() }
    let shown = visibleDescendants(of: slot)
    for row in shown { nodes[row].isRow = true }
    let row = rows.position(of: slot)
    rows.insert(shown, at: row + 1)
    return OutlineChange(insertedRows: row + 1..<row + 1 + shown.count, disclosingRow: row)
  }

  /// Hides the descendants of `item`: `NSDiffableDataSourceSectionSnapshot.collapse(_:)`.
  /// The descendants keep whether they are expanded, for the next expand.
  ///
  /// - Returns: the rows removed right after `item`'s row, with `item`'s row as the
  ///   disclosing row; no rows when `item` was collapsed or is not visible.
  /// - Throws: ``OutlineError/unknownItem(_:)`` when the outline does not hold `item`;
  ///   the outline then stays as it was.
  /// - Complexity: O(*k* + log *n*) for the *k* rows hidden among *n*.
  @discardableResult
  public mutating func collapse(_ item: Item) throws(OutlineError<Item>) -> OutlineChange {
    let slot = try slot(of: item)
    guard nodes[slot].isExpanded else { return OutlineChange() }
    guard nodes[slot].isRow else {
      nodes[slot].isExpanded = false
      return OutlineChange()
    }
    let hidden = visibleDescendants(of: slot)
    nodes[slot].isExpanded = false
    for row in hidden { nodes[row].isRow = false }
    let row = rows.position(of: slot)
    rows.remove(row + 1..<row + 1 + hidden.count)
    return OutlineChange(deletedRows: row + 1..<row + 1 + hidden.count, disclosingRow: row)
  }
}

// MARK: - Helpers

extension OutlineSnapshot {
  /// The slot of `item`.
  func slot(of item: Item) throws(OutlineError<Item>) -> Int {
    guard let slot = slots[item] else { throw .unknownItem(item) }
    return slot
  }

  /// The parent slot of `item` and its index among its siblings.
  private func place(of item: Item) throws(OutlineError<Item>) -> (parent: Int?, index: Int) {
    let slot = try slot(of: item)
    let parent = nodes[slot].parent
    let siblings = parent == OutlineRows.none ? roots : nodes[parent].children
    // The slot is among its parent's children, so the index exists.
    let index = siblings.firstIndex(of: slot) ?? siblings.count
    return (parent == OutlineRows.none ? nil : parent, index)
  }

  /// The position after the last visible row of `slot`'s subtree; `slot` is a row.
  private func rowsEnd(of slot: Int) -> Int {
    var last = slot
    while nodes[last].isExpanded, let child = nodes[last].children.last { last = child }
    return rows.position(of: last) + 1
  }

  /// The descendants of `slot` that show when it is an expanded row, in order.
  private func visibleDescendants(of slot: Int) -> [Int] {
    var shown: [Int] = []
    var pending = nodes[slot].children.reversed() as [Int]
    while let next = pending.popLast() {
      shown.append(next)
      if nodes[next].isExpanded { pending.append(contentsOf: nodes[next].children.reversed()) }
    }
    return shown
  }

  /// Adds `newItems` as the children of `parent` (the root items when `nil`) from
  /// `index`.
  private mutating func add(_ newItems: [Item], under parent: Int?, at index: Int)
    throws(OutlineError<Item>) -> OutlineChange
  {
    var seen = Set<Item>()
    for item in newItems where slots[item] != nil || !seen.insert(item).inserted {
      throw .duplicateItem(item)
    }
    let level = parent.map { nodes[$0].level + 1 } ?? 0
    let isRow = parent.map { nodes[$0].isRow && nodes[$0].isExpanded } ?? true
    var added: [Int] = []
    added.reserveCapacity(newItems.count)
    for item in newItems {
      let node = OutlineNode(
        parent: parent ?? OutlineRows.none, isExpanded: false, level: level, isRow: isRow)
      let slot: Int
      if let free = freeSlots.popLast() {
        slot = free
        items[slot] = item
        nodes[slot] = node
      } else {
        slot = nodes.count
        items.append(item)
        nodes.append(node)
        rows.reserve(slot: slot)
      }
      slots[item] = slot
      added.append(slot)
    }
    let position = isRow ? rowPosition(under: parent, at: index) : 0
    if let parent {
      nodes[parent].children.insert(contentsOf: added, at: index)
    } else {
      roots.insert(contentsOf: added, at: index)
    }
    guard isRow else { return OutlineChange() }
    rows.insert(added, at: position)
    return OutlineChange(insertedRows: position..<position + added.count)
  }

  /// The position a new visible child of `parent` (a root item when `nil`) takes at
  /// `index` among its siblings, before it is added.
  private func rowPosition(under parent: Int?, at index: Int) -> Int {
    let siblings = parent.map { nodes[$0].children } ?? roots
    if index < siblings.count { return rows.position(of: siblings[index]) }
    if let last = siblings.last { return rowsEnd(of: last) }
    return parent.map { rows.position(of: $0) + 1 } ?? 0
  }
}
