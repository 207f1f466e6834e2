import Trellis

extension BatchUpdate {
  /// Collects UIKit's update items into one batch update, the value Trellis validates
  /// and maps.
  ///
  /// Each item lands in the operation list of its action and target: an insert of a
  /// section in `BatchUpdate.insertSections`, a move of an item in
  /// `BatchUpdate.moveItems`, and so on. Items whose action is ``UpdateItem/Action/none``
  /// carry nothing and are skipped. The order of the items does not matter.
  ///
  /// ```swift
  /// let update = try BatchUpdate(updateItems: [
  ///   UpdateItem(action: .move, before: .item(IndexPath(item: 2, section: 0)),
  ///              after: .item(IndexPath(item: 0, section: 1))),
  /// ])
  /// update.moveItems  // [2.0 -> 0.1]
  /// ```
  ///
  /// - Throws: ``UpdateItemError`` naming the first item that lacks a side its action
  ///   needs or moves between a section and an item; nothing is built then.
  /// - Complexity: O(*k*) for *k* update items.
  public init(updateItems: some Sequence<UpdateItem>) throws(UpdateItemError) {
    self.init()
    for (index, updateItem) in updateItems.enumerated() {
      try add(updateItem, at: index)
    }
  }

  /// Adds one update item to the lists of its action.
  private mutating func add(_ updateItem: UpdateItem, at index: Int) throws(UpdateItemError) {
    switch (updateItem.action, updateItem.before, updateItem.after) {
    case (.none, _, _):
      return
    case (.insert, _, .section(let section)?): insertSections.append(section)
    case (.insert, _, .item(let indexPath)?): insertItems.append(indexPath)
    case (.delete, .section(let section)?, _): deleteSections.append(section)
    case (.delete, .item(let indexPath)?, _): deleteItems.append(indexPath)
    case (.reload, .section(let section)?, _): reloadSections.append(section)
    case (.reload, .item(let indexPath)?, _): reloadItems.append(indexPath)
    case (.move, .section(let from)?, .section(let to)?):
      moveSections.append(SectionMove(from: from, to: to))
    case (.move, .item(let from)?, .item(let to)?):
      moveItems.append(ItemMove(from: from, to: to))
    case (.move, .section?, .item?), (.move, .item?, .section?):
      throw .mixedMove(index: index)
    case (.insert, _, nil), (.delete, nil, _), (.reload, nil, _), (.move, _, _):
      throw .missingTarget(index: index)
    }
  }
}
