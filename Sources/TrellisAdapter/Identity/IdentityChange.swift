import Trellis

/// What an ``IdentifiedCollection/update(_:)`` changed: the structure, as one batch
/// update, when identifiers came, went or moved, and the items whose values changed,
/// to be configured again in place.
///
/// Apply ``batchUpdate`` first (UIKit's `performBatchUpdates`, or a diffable data
/// source's snapshot of the new identifiers), then reconfigure ``reconfigured``, which
/// are index paths after the update, as UIKit's `reconfigureItems(at:)` does: the cell
/// stays, only its content changes, so an edited message never animates as a delete
/// and an insert.
public struct IdentityChange: Hashable, Sendable {
  /// The batch update from the old identifiers to the new ones; `nil` when the
  /// sections and items have the same identifiers in the same order as before.
  public var batchUpdate: BatchUpdate?
  /// The items present before and after whose values differ, at their index paths
  /// after the update, in increasing order.
  public var reconfigured: [IndexPath]

  /// Creates a change.
  public init(batchUpdate: BatchUpdate? = nil, reconfigured: [IndexPath] = []) {
    self.batchUpdate = batchUpdate
    self.reconfigured = reconfigured
  }

  /// Whether nothing changed: the same identifiers in the same order and the same
  /// values.
  public var isEmpty: Bool { batchUpdate == nil && reconfigured.isEmpty }
}
