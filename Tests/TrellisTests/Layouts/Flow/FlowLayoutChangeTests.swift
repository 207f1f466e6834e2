import PropertyBased
import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

@Suite("Flow layout: updates through a layout change")
struct FlowLayoutChangeTests {
  /// Two sections of three 50 x 50 items in a 120-wide view: two items a line (gap 20),
  /// two lines, 50 + 10 + 50 = 110 long; the sections at 0 and 110.
  static func twoSections() throws -> (FlowLayout, FlowContent) {
    let content = FlowContent(sections: [.init(itemCount: 3), .init(itemCount: 3)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    return (layout, content)
  }

  @Test("a section inserted in front moves the others by its length and keeps their frames")
  func sectionInsertedInFront() throws {
    var (layout, content) = try Self.twoSections()
    let preparations = layout.preparationCount
    let keptLines = layout.geometry.sections.map(\.storageIdentity)
    content.sections.insert(.init(itemCount: 1), at: 0)
    // Through the collection view's generic path: FlowContent is a CollectionDataSource.
    try content.update(
      layout, for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 0), .unchanged(from: 1)]))
    // The new section is one line of one item (grid column 0): 50 long, so the old
    // sections start at 50 and 160.
    #expect(layout.cellFrame(0, section: 0) == rect(0, 0, 50, 50))
    #expect(layout.cellFrame(0, section: 1) == rect(0, 50, 50, 50))
    #expect(layout.cellFrame(1, section: 1) == rect(70, 50, 50, 50))
    #expect(layout.cellFrame(2, section: 1) == rect(0, 110, 50, 50))
    #expect(layout.cellFrame(0, section: 2) == rect(0, 160, 50, 50))
    #expect(layout.cellFrame(2, section: 2) == rect(0, 220, 50, 50))
    #expect(layout.contentSize == Size(width: 120, height: 270))
    #expect(layout.preparationCount == preparations)
    // The kept sections share their storage with the state before: nothing was copied.
    let lines = layout.geometry.sections.map(\.storageIdentity)
    #expect(Array(lines[1...]) == keptLines)
    // Before the update, the old section 1 (now 2) started 50 higher up, at 110.
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 1)))?.frame
        == rect(0, 170, 50, 50))
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == rect(0, 0, 50, 50))
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 2))) == nil)
    // Any layout answers through the protocol with its own state before the update.
    let anyLayout: any CollectionLayout = layout
    #expect(
      anyLayout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 1)))?.frame
        == rect(0, 170, 50, 50))
  }

  @Test("an item inserted into a section moves only what follows it")
  func itemInserted() throws {
    var (layout, content) = try Self.twoSections()
    content.sections[0].itemCount = 5
    try layout.updateSections([0], dataSource: content)
    // Section 0 now has three lines: 50 + 10 + 50 + 10 + 50 = 170; section 1 starts there.
    #expect(layout.cellFrame(4, section: 0) == rect(0, 120, 50, 50))
    #expect(layout.cellFrame(1, section: 1) == rect(70, 170, 50, 50))
    #expect(layout.contentSize.height == 280)
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 1, section: 1)))?.frame
        == rect(70, 110, 50, 50))
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 3, section: 0))) == nil)
  }

  @Test("pinned headers before the update are where the old viewport pinned them")
  func pinnedBeforeUpdate() throws {
    var content = FlowContent(sections: [
      .init(itemCount: 6, values: .init(headerReferenceSize: Size(width: 0, height: 30))),
      .init(itemCount: 6, values: .init(headerReferenceSize: Size(width: 0, height: 30))),
    ])
    let layout = FlowLayout(
      configuration: flowConfiguration { $0.sectionHeadersPinToVisibleBounds = true })
    // Sections: 30 + 3 lines (170) = 200 long, at 0 and 200; scrolled to 40.
    try layout.prepare(
      for: Viewport(size: Size(width: 120, height: 100), contentOffset: Point(x: 0, y: 40)),
      dataSource: content)
    let header = layout.attributes(
      for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)))
    #expect(header?.frame == rect(0, 40, 120, 30))
    content.sections.remove(at: 0)
    try layout.update(for: LayoutChange(sections: [.unchanged(from: 1)]), dataSource: content)
    var scrolled = layout.viewport
    scrolled.contentOffset.y = 90
    try layout.updateViewport(scrolled)
    // Now the remaining section's header pins at 90; before the update, section 0's
    // header was pinned at 40, and section 1's sat at its origin, 200.
    #expect(
      layout.attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)))?.frame
        == rect(0, 90, 120, 30))
    #expect(
      layout.attributesBeforeUpdate(
        for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)))
        == header)
    #expect(
      layout.attributesBeforeUpdate(
        for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)))?
        .frame == rect(0, 200, 120, 30))
  }

  @Test("a preparation forgets the state before the update")
  func preparationForgets() throws {
    var (layout, content) = try Self.twoSections()
    content.sections[1].itemCount = 1
    try layout.update(for: .reloading([1], of: 2), dataSource: content)
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 1))) != nil)
    try layout.prepare(for: layout.viewport, dataSource: content)
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0))) == nil)
  }

  @Test("a change that does not fit the data is an error that changes nothing")
  func mismatches() throws {
    var (layout, content) = try Self.twoSections()
    content.sections[1].itemCount = 4
    try layout.update(for: .reloading([1], of: 2), dataSource: content)
    let elements = layout.allElements()
    let before = layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 1)))
    func expectUnchanged() {
      #expect(layout.allElements() == elements)
      #expect(layout.contentSize == Size(width: 120, height: 220))
      #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 1))) == before)
    }
    let wrongCount = #expect(throws: LayoutError.self) {
      try layout.update(for: .everything(sectionCount: 3), dataSource: content)
    }
    #expect(wrongCount == .changeMismatch(.numberOfSections, change: 3, dataSource: 2))
    #expect(
      wrongCount?.description == "the layout change describes 3 sections; the data source has 2")
    expectUnchanged()
    content.sections[0].itemCount = 2
    let wrongItems = #expect(throws: LayoutError.self) {
      try layout.update(for: .reloading([1], of: 2), dataSource: content)
    }
    #expect(wrongItems == .changeMismatch(.numberOfItems(section: 0), change: 3, dataSource: 2))
    #expect(
      wrongItems?.description
        == "the layout change keeps section 0 unchanged with 3 items; the data source has 2 in it")
    expectUnchanged()
    let missing = #expect(throws: LayoutError.self) {
      try layout.update(
        for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 2)]), dataSource: content)
    }
    #expect(missing == .sectionOutOfRange(2, count: 2))
    expectUnchanged()
    content.sections[1] = .init(itemSizes: [Size(width: 10, height: .nan)])
    let badValue = #expect(throws: LayoutError.self) {
      try layout.update(for: .everything(sectionCount: 2), dataSource: content)
    }
    #expect(badValue?.input == .itemSize(IndexPath(item: 0, section: 1)))
    expectUnchanged()
  }

  @Test("an update gives a fresh preparation's frames and keeps the frames from before it")
  func matchesPreparation() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      var scenario = FlowScenario(seed: seed)
      var random = SplitMix64(seed: editSeed)
      scenario.configuration.behaviors.draw(pinnedHeaders: 0.5, pinnedFooters: 0.3, using: &random)
      let layout = try scenario.preparedLayout()
      let before = layout.attributesByID()
      let oldCount = scenario.content.sections.count
      let edit = SectionEdit(of: scenario.content.sections, using: &random) {
        FlowScenario.section(minimumSize: 0, using: &$0)
      }
      scenario.content.sections = edit.sections
      try layout.update(for: edit.change, dataSource: scenario.content)
      // Scrolling after the update changes nothing of the state before it.
      try layout.expectUpdate(
        matching: scenario.preparedLayout(), before: before,
        absentBefore: .cell(IndexPath(item: 0, section: oldCount)), scrollingAcross: true,
        using: &random)
    }
  }

  @Test("a change with another number of sections throws and leaves every frame alone")
  func wrongSectionCount() async {
    await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: -3...3)) { seed, offset in
      let scenario = FlowScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      let elements = layout.allElements()
      let count = max(0, scenario.content.sections.count + (offset == 0 ? 1 : offset))
      guard count != scenario.content.sections.count else { return }
      let change = LayoutChange(
        sections: (0..<count).map { $0.isMultiple(of: 2) ? .laidOutAnew : .unchanged(from: $0) })
      #expect(
        throws: LayoutError.changeMismatch(
          .numberOfSections, change: count, dataSource: scenario.content.sections.count)
      ) {
        try layout.update(for: change, dataSource: scenario.content)
      }
      #expect(layout.allElements() == elements)
      #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0))) == nil)
    }
  }
}
