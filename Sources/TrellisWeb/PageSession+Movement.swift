import Trellis
import TrellisSpec

/// What a drag step tells the page: where the item would go, and whether the place
/// under the finger was refused by the movement rule.
public struct DragStep: Hashable, Sendable {
  /// The item's target, in the data's order before the move.
  public var target: IndexPath
  /// Whether the rule refused the place the finger proposed at this step.
  public var isRefused: Bool

  /// Creates a step.
  public init(target: IndexPath, isRefused: Bool) {
    self.target = target
    self.isRefused = isRefused
  }
}

/// The movement rule of a drag and what it decided last, shared with the rule's closure.
final class MovementRule {
  /// The most items a section may hold after an item moves in from another section, or
  /// `nil` for no limit.
  let capacity: Int?
  /// The sections no item moves into: outlines, whose rows only their parents show.
  let closedSections: Set<Int>
  /// Whether the last proposal was refused.
  var refusedLast = false

  init(capacity: Int?, closedSections: Set<Int> = []) {
    self.capacity = capacity
    self.closedSections = closedSections
  }

  /// The rule: a proposal into a closed section, or into another section that is full,
  /// is refused.
  func judge(_ move: MoveProposal) -> IndexPath? {
    if closedSections.contains(move.proposed.section) {
      refusedLast = true
      return nil
    }
    guard let capacity, !move.hasRoom(forAtMost: capacity) else {
      refusedLast = false
      return move.proposed
    }
    refusedLast = true
    return nil
  }
}

extension PageSession {
  /// Lifts the item under `point`, in content coordinates, for a drag, as the data moves
  /// its items (to another place, or for events to another time); with
  /// a `capacity`, no section may grow beyond that many items (the bookshelf's rule).
  ///
  /// - Returns: `false` when there is no item under `point`, it is a row of an outline
  ///   (``isOutline(section:)``), or a drag is running.
  public func beginDrag(at point: Point, capacity: Int?, host: inout PageHost) -> Bool {
    guard let item = collection.indexPathForItem(at: point), outlines[item.section] == nil
    else { return false }
    let rule = MovementRule(capacity: capacity, closedSections: Set(outlines.keys))
    movementRule = rule
    return Content.beginDrag(of: item, in: collection, rule: { rule.judge($0) }, host: &host)
  }

  /// Moves the lifted item's center to `point`, in content coordinates.
  ///
  /// - Returns: the target and whether the rule refused the proposed place, or `nil`
  ///   when no item is lifted.
  public func drag(to point: Point, host: inout PageHost) -> DragStep? {
    movementRule?.refusedLast = false
    guard let target = Content.drag(to: point, in: collection, host: &host) else { return nil }
    return DragStep(target: target, isRefused: movementRule?.refusedLast ?? false)
  }

  /// Drops the lifted item at its target: the data moves, the item's identity with it,
  /// and the item's view animates to its place.
  public func endDrag(host: inout PageHost) {
    guard let move = Content.endDrag(in: collection, host: &host) else { return }
    movementRule = nil
    guard !move.isIdentity else { return }
    let identity = host.identities[move.source.section].remove(at: move.source.item)
    host.identities[move.destination.section].insert(identity, at: move.destination.item)
  }

  /// The lifted item's target, in the data's order before the move; `nil` when none is
  /// lifted.
  public var dragTarget: IndexPath? { collection.interactiveMovement?.target }

  /// The lifted item's target as the data's kind describes it.
  public var dragTargetNumbers: [Double] { Content.dragTargetNumbers(in: collection) }

  /// Puts the lifted item back where it was.
  public func cancelDrag(host: inout PageHost) {
    Content.cancelDrag(in: collection, host: &host)
    movementRule = nil
  }

  /// Scrolls the content while the lifted item rests near an edge of the bounds,
  /// `seconds` after the last step.
  ///
  /// - Returns: how far the content scrolled.
  public func autoScroll(by seconds: Double, host: inout PageHost) -> Point {
    Content.autoScrollDrag(by: seconds, in: collection, host: &host)
  }
}
