import Trellis

extension Spec {
  /// The level of each row of the spec's outlines as its data starts, by index path: 0
  /// for a root item, one more per ancestor (``OutlineSnapshot/level(ofRow:)``); what
  /// `trellis layout` prints as a row's `level`. Empty for a spec without outlines.
  ///
  /// - Complexity: O(*n* log *n*) for *n* items of the outlines.
  public var rowLevels: [IndexPath: Int] {
    var levels: [IndexPath: Int] = [:]
    for outline in outlines {
      for (row, level) in outline.snapshot.visibleLevels.enumerated() {
        levels[IndexPath(item: row, section: outline.section)] = level
      }
    }
    return levels
  }
}
