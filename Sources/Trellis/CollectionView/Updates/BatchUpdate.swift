/// One set of changes to a collection's sections and items, applied together: the
/// value behind UIKit's `performBatchUpdates(_:completion:)`.
///
/// The order of the operations does not matter. Deletes and reloads name index paths
/// in the data as it was before the update; inserts name index paths in the data as it
/// is after it; moves go from a place before to a place after. A reload is a delete and
/// an insert at the same place.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteItems = [IndexPath(item: 0, section: 0)]
/// update.insertItems = [IndexPath(item: 3, section: 1)]
/// update.moveItems = [.init(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1))]
/// ```
public struct BatchUpdate: Hashable, Sendable {
  /// A move of one item, from its index path before the update to its index path after.
  public struct ItemMove: Hashable, Sendable {
    /// The item's index path before the update.
    public var from: IndexPath
    /// The item's index path after the update.
    public var to: IndexPath

    /// Creates a move from `from` (before the update) to `to` (after it).
    public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// A move of one section with its items, from its index before the update to its
  /// index after.
  public struct SectionMove: Hashable, Sendable {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// Creates a move from `from` (before the update) to `to` (after it).
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Items to delete, by their index paths before the update.
  public var deleteItems: [IndexPath]
  /// Items to insert, by their index paths after the update.
  public var insertItems: [IndexPath]
  /// Items to draw anew in place, by their index paths before the update.
  public var reloadItems: [IndexPath]
  /// Items to move.
  public var moveItems: [ItemMove]
  /// Sections to delete with their items, by their indexes before the update.
  public var deleteSections: [Int]
  /// Sections to insert, by their indexes after the update.
  public var insertSections: [Int]
  /// Sections to replace in place with their new items, by their indexes before the
  /// update.
  public var reloadSections: [Int]
  /// Sections to move with their items.
  public var moveSections: [SectionMove]

  /// Creates an update; every operation defaults to none.
  public init(
    deleteItems: [IndexPath] = [],
    insertItems: [IndexPath] = [],
    reloadItems: [IndexPath] = [],
    moveItems: [ItemMove] = [],
    deleteSections: [Int] = [],
    insertSections: [Int] = [],
    reloadSections: [Int] = [],
    moveSections: [SectionMove] = []
  ) {
    self.deleteItems = deleteItems
    self.insertItems = insertItems
    self.reloadItems = reloadItems
    self.moveItems = moveItems
    self.deleteSections = deleteSections
    self.insertSections = insertSections
    self.reloadSections = reloadSections
    self.moveSections = moveSections
  }

  /// Whether the update has no operation at all.
  public var isEmpty: Bool {
    deleteItems.isEmpty && insertItems.isEmpty && reloadItems.isEmpty && moveItems.isEmpty
      && deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
      && moveSections.isEmpty
  }
}
