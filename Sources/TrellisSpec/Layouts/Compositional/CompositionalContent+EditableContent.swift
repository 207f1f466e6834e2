import Trellis

/// Edits keep the counts; measured sizes are forgotten, and a self-sizing collection view
/// measures the items again.
extension CompositionalContent: EditableContent {
  /// The counts with one more item in the section of `indexPath`.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?)
    -> CompositionalContent
  {
    var counts = itemCounts
    counts[indexPath.section] += 1
    return CompositionalContent(itemCounts: counts)
  }

  /// The counts with one item fewer in the section of `indexPath`.
  public func removing(at indexPath: IndexPath) -> CompositionalContent {
    var counts = itemCounts
    counts[indexPath.section] -= 1
    return CompositionalContent(itemCounts: counts)
  }

  /// The same counts: a section's items take their sizes from its groups.
  public func reordering(section: Int, by order: [Int]) -> CompositionalContent {
    CompositionalContent(itemCounts: itemCounts)
  }
}
