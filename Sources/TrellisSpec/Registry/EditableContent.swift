import Trellis

/// The data of a kind of layout as an interactive host edits it: an item inserted,
/// removed or the items of a section reordered, everything else about the data kept;
/// and how a drag moves its items.
///
/// The drag requirements have defaults for data whose items reorder
/// (``ReorderableDataSource``); data that moves another way, such as events that move by
/// time, implements them itself.
public protocol EditableContent: CollectionDataSource {
  /// The data with a new item at `indexPath`, a copy of the item at `source`, or of the
  /// section's defaults when `source` is `nil`.
  func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> Self

  /// The data without the item at `indexPath`.
  func removing(at indexPath: IndexPath) -> Self

  /// The data with the items of `section` in a new order: item `i` after is item
  /// `order[i]` before.
  func reordering(section: Int, by order: [Int]) -> Self

  /// Lifts `item` of `collection` for a drag, whose places `rule` judges.
  ///
  /// - Returns: `false` when the item cannot be lifted or a drag is running.
  static func beginDrag<Host: CollectionViewHost>(
    of item: IndexPath, in collection: CollectionView<Self, Host>,
    rule: @escaping (MoveProposal) -> IndexPath?, host: inout Host
  ) -> Bool

  /// Moves the lifted item's center to `point`, in content coordinates.
  ///
  /// - Returns: the item's target, or `nil` when none is lifted.
  static func drag<Host: CollectionViewHost>(
    to point: Point, in collection: CollectionView<Self, Host>, host: inout Host
  ) -> IndexPath?

  /// Drops the lifted item at its target.
  ///
  /// - Returns: the move the data made, which is the identity when the item keeps its
  ///   index; `nil` when none is lifted.
  static func endDrag<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>, host: inout Host
  ) -> ItemReordering?

  /// Puts the lifted item back where it was.
  static func cancelDrag<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>, host: inout Host)

  /// Scrolls the content while the lifted item rests near an edge, `seconds` after the
  /// last step.
  ///
  /// - Returns: how far the content scrolled.
  static func autoScrollDrag<Host: CollectionViewHost>(
    by seconds: Double, in collection: CollectionView<Self, Host>, host: inout Host
  ) -> Point

  /// What an editor needs beyond the item counts to write this data back as a spec, as
  /// numbers: none by default; a calendar's events, four numbers each.
  var editorNumbers: [Double] { get }

  /// Where the lifted item of `collection` would go if the drag ended now, as numbers
  /// for announcements: by default its section and index in the data's order before
  /// the move. Empty when nothing is lifted.
  static func dragTargetNumbers<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>
  ) -> [Double]
}

extension EditableContent {
  /// None: the item counts say everything.
  public var editorNumbers: [Double] { [] }

  /// The interactive movement's target: its section and index.
  public static func dragTargetNumbers<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>
  ) -> [Double] {
    guard let target = collection.interactiveMovement?.target else { return [] }
    return [Double(target.section), Double(target.item)]
  }
}

// MARK: - Default implementations

extension EditableContent where Self: ReorderableDataSource {
  /// Begins UIKit's interactive movement of `item`.
  public static func beginDrag<Host: CollectionViewHost>(
    of item: IndexPath, in collection: CollectionView<Self, Host>,
    rule: @escaping (MoveProposal) -> IndexPath?, host: inout Host
  ) -> Bool {
    collection.beginInteractiveMovement(forItemAt: item, host: &host, rule: rule)
  }

  /// Moves the interactive movement's target position.
  public static func drag<Host: CollectionViewHost>(
    to point: Point, in collection: CollectionView<Self, Host>, host: inout Host
  ) -> IndexPath? {
    collection.updateInteractiveMovementTargetPosition(point, host: &host)
  }

  /// Ends the interactive movement.
  public static func endDrag<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>, host: inout Host
  ) -> ItemReordering? {
    collection.endInteractiveMovement(host: &host)
  }

  /// Cancels the interactive movement.
  public static func cancelDrag<Host: CollectionViewHost>(
    in collection: CollectionView<Self, Host>, host: inout Host
  ) {
    collection.cancelInteractiveMovement(host: &host)
  }

  /// Scrolls as the interactive movement's edge zones say.
  public static func autoScrollDrag<Host: CollectionViewHost>(
    by seconds: Double, in collection: CollectionView<Self, Host>, host: inout Host
  ) -> Point {
    collection.autoScrollInteractiveMovement(by: seconds, host: &host)
  }
}

/// Data that is only a number of items in each section, such as a carousel's: an edit
/// changes the counts and nothing else, and a drag moves an item between them.
public protocol ItemCountContent: EditableContent, ReorderableDataSource {
  /// The number of items of each section.
  var itemCounts: [Int] { get }

  /// Data of `itemCounts` items in each section, and nothing else.
  static func counting(_ itemCounts: [Int]) -> Self
}

// MARK: - Default implementations

extension ItemCountContent {
  /// The counts with one more item in the section of `indexPath`.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> Self {
    var counts = itemCounts
    counts[indexPath.section] += 1
    return .counting(counts)
  }

  /// The counts with one item fewer in the section of `indexPath`.
  public func removing(at indexPath: IndexPath) -> Self {
    var counts = itemCounts
    counts[indexPath.section] -= 1
    return .counting(counts)
  }

  /// The same counts: the items of a section look alike.
  public func reordering(section: Int, by order: [Int]) -> Self {
    .counting(itemCounts)
  }
}

extension Array {
  /// The elements in a new order: element `i` is element `order[i]` of this array.
  func reordered(by order: [Int]) -> [Element] {
    order.map { self[$0] }
  }
}
