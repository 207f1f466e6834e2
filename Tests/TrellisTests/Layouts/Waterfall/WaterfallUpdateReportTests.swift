import PropertyBased
import Testing
import Trellis
import TrellisTestSupport

/// A waterfall layout says which elements an update changed
/// (``CollectionLayout/lastUpdateReport``), and never leaves one out.
@Suite("Waterfall layout: what an update changed")
struct WaterfallUpdateReportTests {
  /// Two columns 100 wide, 10 apart, in a 210-wide view; two sections of items of 50,
  /// 80 and 30, the third under the first at 60: each section is 90 long, at 0 and 90.
  static func twoSections() throws -> (WaterfallLayout, WaterfallContent) {
    let content = WaterfallContent(sections: [
      .init(itemHeights: [50, 80, 30]), .init(itemHeights: [50, 80, 30]),
    ])
    let layout = WaterfallLayout()
    try layout.prepare(for: Viewport(size: Size(width: 210, height: 400)), dataSource: content)
    return (layout, content)
  }

  @Test("an item reloaded at its height changes nothing, one that shrinks in place only itself")
  func reloadInPlace() throws {
    var (layout, content) = try Self.twoSections()
    try layout.update(for: .reloadingItems([2], inSection: 0, of: 2), dataSource: content)
    #expect(layout.lastUpdateReport == LayoutUpdateReport())
    // Item 1 (column 1) shrinks to 70: item 2 still goes under item 0, the section stays
    // 90 long (column 0), so nothing else moves.
    content.sections[0].itemHeights = [50, 70, 30]
    try layout.update(for: .reloadingItems([1], inSection: 0, of: 2), dataSource: content)
    #expect(layout.cellFrame(1, section: 0) == rect(110, 0, 100, 70))
    var expected = LayoutUpdateReport()
    expected.addItems(1..<2, inSection: 0)
    #expect(layout.lastUpdateReport == expected)
  }

  @Test("an item that grows past its section's end moves the next section")
  func growPastEnd() throws {
    var (layout, content) = try Self.twoSections()
    // Item 2 becomes 60 tall, 60...120: section 0 ends at 120, section 1 moves 30 down.
    content.sections[0].itemHeights = [50, 80, 60]
    try layout.update(for: .reloadingItems([2], inSection: 0, of: 2), dataSource: content)
    // Section 1 spans 90...180 before and 120...210 after.
    #expect(layout.lastUpdateReport == .sectionZeroGrew(items: 2..<3, moving: 90..<210))
  }

  @Test("every element an update changes is in its report")
  func reportHoldsEveryChange() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      var scenario = RandomWaterfall(seed: seed)
      var random = SplitMix64(seed: editSeed)
      let layout = try scenario.prepared()
      let before = layout.attributesByID()
      let edit = SectionEdit(of: scenario.source.sections, using: &random) {
        RandomWaterfall.section(using: &$0)
      }
      scenario.source.sections = edit.sections
      try layout.update(for: edit.change, dataSource: scenario.source)
      expectReport(
        layout.lastUpdateReport, namesEveryChangeFrom: before, to: layout.attributesByID(),
        "seed \(seed), \(editSeed)")
    }
  }
}
