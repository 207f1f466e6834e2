import PropertyBased
import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

/// A flow layout says exactly which elements an update changed
/// (``CollectionLayout/lastUpdateReport``), and never leaves one out.
@Suite("Flow layout: what an update changed")
struct FlowUpdateReportTests {
  /// Two sections of ``FlowResizingTests/fourItems()``'s four items in a 120-wide view:
  /// each is two lines of 50 with 10 between, 110 long; section 1 starts at 110.
  static func twoSections() throws -> (FlowLayout, FlowContent) {
    let (layout, four) = try FlowResizingTests.fourItems()
    let content = FlowContent(sections: four.sections + four.sections)
    try layout.prepare(for: layout.viewport, dataSource: content)
    return (layout, content)
  }

  @Test("a preparation reports everything")
  func preparationReportsEverything() throws {
    let (layout, _) = try Self.twoSections()
    #expect(layout.lastUpdateReport == .everything)
    #expect(layout.lastUpdateReport.contains(.cell(IndexPath(item: 3, section: 1))))
  }

  @Test("an item reloaded at its size changes that item alone")
  func reloadKeepingSize() throws {
    let (layout, content) = try Self.twoSections()
    try layout.update(for: .reloadingItems([1], inSection: 0, of: 2), dataSource: content)
    var expected = LayoutUpdateReport()
    expected.addItems(1..<2, inSection: 0)
    #expect(layout.lastUpdateReport == expected)
    #expect(!layout.lastUpdateReport.contains(.cell(IndexPath(item: 0, section: 0))))
    #expect(!layout.lastUpdateReport.contains(.cell(IndexPath(item: 1, section: 1))))
  }

  @Test("an item that grows changes its section's items and boundaries and moves the next")
  func itemGrows() throws {
    var (layout, content) = try Self.twoSections()
    content.sections[0].itemSizes?[1] = Size(width: 50, height: 80)
    try layout.update(
      for: .resizing([.cell(IndexPath(item: 1, section: 0))], of: 2), dataSource: content)
    // Section 0 becomes 80 + 10 + 50 = 140 long: its lines from the chunk of item 1 (all
    // four items) change, and section 1 moves from 110...220 to 140...250.
    #expect(layout.lastUpdateReport == .sectionZeroGrew(items: 0..<4, moving: 110..<250))
    #expect(layout.contentSize == Size(width: 120, height: 250))
  }

  @Test("a section laid out anew at its length names the items that moved")
  func sectionLaidOutAnew() throws {
    var (layout, content) = try Self.twoSections()
    content.sections[0].itemSizes?[3] = Size(width: 50, height: 30)
    try layout.update(for: .reloading([0], of: 2), dataSource: content)
    // Item 3 shares line 1 (60...110) with the 50-tall item 2: it is centred 10 down.
    #expect(layout.cellFrame(3) == rect(70, 70, 50, 30))
    var expected = LayoutUpdateReport()
    expected.addItems(3..<4, inSection: 0)
    #expect(layout.lastUpdateReport == expected)
  }

  @Test("custom decorations make every update report everything")
  func customDecorations() throws {
    let (layout, content) = try Self.twoSections()
    layout.decorationProvider = { _ in [] }
    try layout.update(for: .reloadingItems([1], inSection: 0, of: 2), dataSource: content)
    #expect(layout.lastUpdateReport == .everything)
  }

  @Test("every element an update changes is in its report")
  func reportHoldsEveryChange() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      var scenario = FlowScenario(seed: seed)
      var random = SplitMix64(seed: editSeed)
      scenario.configuration.behaviors.draw(pinnedHeaders: 0.5, pinnedFooters: 0.3, using: &random)
      let layout = try scenario.preparedLayout()
      let before = layout.attributesByID()
      let change: LayoutChange
      if random.chance(0.5) {
        let edit = SectionEdit(of: scenario.content.sections, using: &random) {
          FlowScenario.section(minimumSize: 0, using: &$0)
        }
        scenario.content.sections = edit.sections
        change = edit.change
      } else {
        change = Self.resize(&scenario.content, using: &random)
      }
      try layout.update(for: change, dataSource: scenario.content)
      expectReport(
        layout.lastUpdateReport, namesEveryChangeFrom: before, to: layout.attributesByID(),
        "seed \(seed), \(editSeed)")
    }
  }

  /// Gives a few items with sizes of their own in `content` another length (some their
  /// own again) and returns the change that says so.
  static func resize(_ content: inout FlowContent, using random: inout SplitMix64)
    -> LayoutChange
  {
    var resized: [ElementID] = []
    for _ in 0..<(1 + random.next() % 3) {
      let section = Int(random.next() % UInt64(max(1, content.sections.count)))
      guard content.sections.indices.contains(section),
        var sizes = content.sections[section].itemSizes, !sizes.isEmpty
      else { continue }
      let item = Int(random.next() % UInt64(sizes.count))
      let indexPath = IndexPath(item: item, section: section)
      let size = sizes[item]
      let length = random.chance(0.5) ? size.height : Double(10 + random.next() % 90)
      sizes[item] = Size(width: size.width, height: length)
      content.sections[section].itemSizes = sizes
      resized.append(.cell(indexPath))
    }
    return .resizing(resized, of: content.sections.count)
  }
}
