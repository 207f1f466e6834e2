import Trellis

extension PlaybackSession {
  /// Expands or collapses an item of a section's outline, as one batch update whose
  /// children come out from under the item or go back into it.
  ///
  /// The outline and the collection view stay as they were when the action names a
  /// section without an outline, an outline an update changed since, or an item the
  /// outline does not have.
  mutating func run(
    _ outline: OutlineAction, expanding: Bool, _ action: SpecAction, at path: SpecPath
  ) throws(SpecError) -> PlaybackStep {
    guard var snapshot = outlines[outline.section],
      collection.numberOfItems(inSection: outline.section) == snapshot.visibleCount
    else {
      throw SpecError(
        path: path.appending("section"), problem: .noOutline(section: outline.section))
    }
    let change: OutlineChange
    do {
      change = expanding ? try snapshot.expand(outline.item) : try snapshot.collapse(outline.item)
    } catch {
      throw SpecError(path: path.appending("item"), problem: .noSuchOutlineItem(outline.item))
    }
    guard
      let content = collection.dataSource.resizing(
        section: outline.section, to: snapshot.visibleCount)
    else {
      throw SpecError(
        path: path.appending("section"), problem: .noOutline(section: outline.section))
    }
    // The outline changes first, so that the step gives the levels of the rows after it.
    let before = outlines[outline.section]
    outlines[outline.section] = snapshot
    do {
      return try apply(
        change.batchUpdate(inSection: outline.section), content: content, data: nil,
        change.options(inSection: outline.section, outline.options), action, at: path)
    } catch {
      outlines[outline.section] = before
      throw error
    }
  }
}
