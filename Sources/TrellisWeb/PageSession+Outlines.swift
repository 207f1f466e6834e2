import Trellis
import TrellisSpec

extension PageSession {
  /// Whether the items of `section` are the rows of an outline, which show and hide as
  /// their parents expand and collapse, and which no other edit changes.
  public func isOutline(section: Int) -> Bool {
    outlines[section] != nil
  }

  /// Expands or collapses the row at `indexPath` of an outline, animated as UIKit does:
  /// the children shown come out from under their parent, the rows hidden go back into
  /// it (``UpdateOptions/disclosingItem``). A row already so changes nothing.
  ///
  /// - Returns: `false` when there is no such row, or it has no children; nothing
  ///   changes then.
  /// - Throws: ``UpdateError`` when the collection view refuses the update; nothing
  ///   changes then.
  public func disclose(_ indexPath: IndexPath, expanding: Bool, host: inout PageHost)
    throws(UpdateError) -> Bool
  {
    let section = indexPath.section
    guard var outline = outlines[section], indexPath.item >= 0,
      indexPath.item < outline.snapshot.visibleCount
    else { return false }
    let item = outline.snapshot.item(atRow: indexPath.item)
    guard outline.snapshot.children(of: item)?.isEmpty == false,
      let change = try? expanding ? outline.snapshot.expand(item) : outline.snapshot.collapse(item)
    else { return false }
    if change.isEmpty { return true }
    var content = collection.dataSource
    for row in change.deletedRows.reversed() {
      content = content.removing(at: IndexPath(item: row, section: section))
    }
    for row in change.insertedRows {
      content = content.inserting(at: IndexPath(item: row, section: section), copying: nil)
    }
    var identities = host.identities
    identities[section] = outline.visibleIdentities
    try update(
      change.batchUpdate(inSection: section), options: change.options(inSection: section),
      content: content, identities: identities, host: &host)
    outlines[section] = outline
    return true
  }
}
