import Testing
import Trellis

/// Records an issue for each element whose attributes differ between `before` and
/// `after` (attributes by element, before and after an update) that `report` leaves out.
func expectReport(
  _ report: LayoutUpdateReport, namesEveryChangeFrom before: [ElementID: LayoutAttributes],
  to after: [ElementID: LayoutAttributes], _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for id in Set(before.keys).union(after.keys) where before[id] != after[id] {
    #expect(
      report.contains(id), "\(context): \(id) changed unreported", sourceLocation: sourceLocation)
  }
}

extension LayoutUpdateReport {
  /// The report of a vertical layout in which `items` of section 0 changed and section 0
  /// grew, moving section 1 within `moved` along the scroll axis: the items, section 0's
  /// header, footer and background, the collection footer and section 1.
  static func sectionZeroGrew(items: Range<Int>, moving moved: Range<Double>) -> Self {
    var report = LayoutUpdateReport(contentSizeChanged: true)
    report.addItems(items, inSection: 0)
    let origin = IndexPath(item: 0, section: 0)
    report.elements = [
      .supplementary(.sectionHeader, origin), .supplementary(.sectionFooter, origin),
      .decoration(.sectionBackground, origin), .supplementary(.collectionFooter, origin),
    ]
    report.addSection(1)
    // A point more on each side, for rounding, and as far across as coordinates go.
    report.sectionBounds = Rect(
      x: -LayoutLimits.maximumLength, y: moved.lowerBound - 1,
      width: 2 * LayoutLimits.maximumLength, height: moved.upperBound - moved.lowerBound + 2)
    return report
  }
}
