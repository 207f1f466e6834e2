extension BatchUpdateError: CustomStringConvertible {
  /// A sentence in the manner of UIKit's exception, shorter, with the same numbers.
  public var description: String {
    switch self {
    case .negativeItemCountBefore(let section, let count):
      "the number of items in section \(section) before the update is \(count); it must not "
        + "be negative"
    case .negativeItemCountAfter(let section, let count):
      "the number of items in section \(section) after the update is \(count); it must not "
        + "be negative"
    case .sectionOutOfRange(let operation, let section, let count):
      "attempt to \(operation.verb) section \(section), but there "
        + "\(count == 1 ? "is" : "are") \(count) section\(count == 1 ? "" : "s") "
        + "\(operation.state) the update"
    case .duplicateSection(let operation, let section):
      operation.twice("section \(section)")
    case .sectionConflict(let conflict, let section):
      conflict.sentence("section \(section)")
    case .invalidSectionCount(let after, let before, let inserted, let deleted):
      "invalid number of sections: \(after) after the update, but \(before) before, "
        + "\(inserted) inserted, \(deleted) deleted"
    case .itemSectionOutOfRange(let operation, let indexPath, let count):
      "attempt to \(operation.verb) \(Self.item(indexPath)), but there "
        + "\(count == 1 ? "is" : "are") \(count) section\(count == 1 ? "" : "s") "
        + "\(operation.state) the update"
    case .itemOutOfRange(let operation, let indexPath, let count):
      "attempt to \(operation.verb) \(Self.item(indexPath)), but section "
        + "\(indexPath.section) has \(count) item\(count == 1 ? "" : "s") "
        + "\(operation.state) the update"
    case .duplicateItem(let operation, let indexPath):
      operation.twice(Self.item(indexPath))
    case .itemConflict(let conflict, let indexPath):
      conflict.sentence(Self.item(indexPath))
    case .moveOutOfRemovedSection(let move):
      "attempt to move \(Self.item(move.from)) to \(Self.item(move.to)), but section "
        + "\(move.from.section) is deleted or reloaded by the update"
    case .moveIntoAddedSection(let move):
      "attempt to move \(Self.item(move.from)) to \(Self.item(move.to)), but section "
        + "\(move.to.section) is inserted or reloaded by the update"
    case .reloadInRemovedSection(let indexPath):
      "attempt to reload \(Self.item(indexPath)), but section \(indexPath.section) is "
        + "deleted or reloaded by the update"
    case .invalidItemCount(
      let section, let sectionAfter, let after, let before, let inserted, let deleted,
      let movedIn, let movedOut):
      "invalid number of items in section \(section)"
        + (sectionAfter == section ? "" : " (section \(sectionAfter) after the update)")
        + ": \(after) after the update, but \(before) before, \(inserted) inserted, "
        + "\(deleted) deleted, \(movedIn) moved in, \(movedOut) moved out"
    }
  }

  private static func item(_ indexPath: IndexPath) -> String {
    "item \(indexPath.item) of section \(indexPath.section)"
  }
}

extension BatchUpdateError.Operation {
  fileprivate var verb: String {
    switch self {
    case .delete: "delete"
    case .insert: "insert"
    case .reload: "reload"
    case .moveSource: "move"
    case .moveDestination: "move an element to"
    }
  }

  /// Whether the operation names a place before or after the update.
  fileprivate var state: String {
    switch self {
    case .delete, .reload, .moveSource: "before"
    case .insert, .moveDestination: "after"
    }
  }

  fileprivate func twice(_ subject: String) -> String {
    switch self {
    case .delete, .insert, .reload: "attempt to \(verb) \(subject) twice"
    case .moveSource: "attempt to move \(subject) twice"
    case .moveDestination: "attempt to move two elements to \(subject)"
    }
  }
}

extension BatchUpdateError.Conflict {
  fileprivate func sentence(_ subject: String) -> String {
    switch self {
    case .deleteAndReload: "attempt to delete and reload \(subject)"
    case .deleteAndMove: "attempt to delete and move \(subject)"
    case .reloadAndMove: "attempt to reload and move \(subject)"
    case .insertAndMove: "attempt to insert at and move an element to \(subject)"
    case .reloadAndInsert:
      "attempt to reload \(subject) and insert at its place after the update"
    case .reloadAndMoveDestination:
      "attempt to reload \(subject) and move an element to its place after the update"
    }
  }
}
