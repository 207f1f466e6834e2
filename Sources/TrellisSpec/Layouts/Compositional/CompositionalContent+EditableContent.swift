import Trellis

/// Edits keep the counts; measured sizes are forgotten, and a self-sizing collection view
/// measures the items again.
extension CompositionalContent: ItemCountContent {
  /// The counts without measured sizes: a section's items take their sizes from its
  /// groups.
  public static func counting(_ itemCounts: [Int]) -> CompositionalContent {
    CompositionalContent(itemCounts: itemCounts)
  }
}
