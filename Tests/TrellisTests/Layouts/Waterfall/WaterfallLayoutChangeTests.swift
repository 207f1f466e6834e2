import PropertyBased
import Testing
import Trellis
import TrellisTestSupport

@Suite("Waterfall layout: updates through a layout change")
struct WaterfallLayoutChangeTests {
  @Test("a section inserted in front moves the others by its length and keeps their frames")
  func sectionInsertedInFront() throws {
    // Two columns 100 wide, 10 apart, in a 210-wide view; items of 50, 80 and 30: the
    // third goes under the first, at 60. Each section is 90 long, at 0 and 90.
    var content = WaterfallContent(sections: [
      .init(itemHeights: [50, 80, 30]), .init(itemHeights: [50, 80, 30]),
    ])
    let layout = WaterfallLayout()
    try layout.prepare(for: Viewport(size: Size(width: 210, height: 400)), dataSource: content)
    #expect(layout.cellFrame(2, section: 1) == rect(0, 150, 100, 30))
    content.sections.insert(.init(itemHeights: [40]), at: 0)
    try layout.update(
      for: LayoutChange(sections: [.laidOutAnew, .unchanged(from: 0), .unchanged(from: 1)]),
      dataSource: content)
    // The new section is 40 long: the others start at 40 and 130.
    #expect(layout.cellFrame(0, section: 0) == rect(0, 0, 100, 40))
    #expect(layout.cellFrame(0, section: 1) == rect(0, 40, 100, 50))
    #expect(layout.cellFrame(1, section: 1) == rect(110, 40, 100, 80))
    #expect(layout.cellFrame(2, section: 1) == rect(0, 100, 100, 30))
    #expect(layout.cellFrame(2, section: 2) == rect(0, 190, 100, 30))
    #expect(layout.contentSize == Size(width: 210, height: 220))
    #expect(layout.attributesBeforeUpdate(for: waterfallCell(2, 1))?.frame == rect(0, 150, 100, 30))
    #expect(layout.attributesBeforeUpdate(for: waterfallCell(0, 2)) == nil)
  }

  @Test("appending after an update continues the columns and forgets the state before")
  func appendAfterUpdate() throws {
    var content = WaterfallContent(sections: [
      .init(itemHeights: [50, 80, 30]), .init(itemHeights: [20]),
    ])
    let layout = WaterfallLayout()
    try layout.prepare(for: Viewport(size: Size(width: 210, height: 400)), dataSource: content)
    content.sections[0].itemHeights = [60]
    content.sections[0].itemCount = 1
    try layout.update(for: .reloading([0], of: 2), dataSource: content)
    #expect(layout.attributesBeforeUpdate(for: waterfallCell(2, 0)) != nil)
    content.sections[1].itemHeights = [20, 35, 10]
    content.sections[1].itemCount = 3
    try layout.appendItems(count: 2, dataSource: content)
    #expect(layout.attributesBeforeUpdate(for: waterfallCell(2, 0)) == nil)
    let fresh = WaterfallLayout()
    try fresh.prepare(for: layout.viewport, dataSource: content)
    #expect(layout.allElements() == fresh.allElements())
    // Section 1 starts at 60: 20 in column 0, 35 in column 1, 10 under the 20 at 90.
    #expect(layout.cellFrame(2, section: 1) == rect(0, 90, 100, 10))
  }

  @Test("a change that does not fit the data is an error that changes nothing")
  func mismatches() throws {
    var content = WaterfallContent(sections: [.init(itemCount: 3), .init(itemCount: 2)])
    let layout = WaterfallLayout()
    try layout.prepare(for: Viewport(size: Size(width: 210, height: 400)), dataSource: content)
    let elements = layout.allElements()
    content.sections[1].itemCount = 5
    #expect(throws: LayoutError.changeMismatch(.numberOfSections, change: 1, dataSource: 2)) {
      try layout.update(for: .everything(sectionCount: 1), dataSource: content)
    }
    #expect(
      throws: LayoutError.changeMismatch(.numberOfItems(section: 1), change: 2, dataSource: 5)
    ) {
      try layout.update(for: .reloading([0], of: 2), dataSource: content)
    }
    #expect(throws: LayoutError.sectionOutOfRange(-1, count: 2)) {
      try layout.update(
        for: LayoutChange(sections: [.unchanged(from: -1), .laidOutAnew]), dataSource: content)
    }
    content.sections[1].values.columnCount = 0
    #expect(throws: LayoutError.invalidCount(.columnCount(section: 1), 0)) {
      try layout.update(for: .reloading([1], of: 2), dataSource: content)
    }
    #expect(layout.allElements() == elements)
    #expect(layout.attributesBeforeUpdate(for: waterfallCell(0, 0)) == nil)
  }

  @Test("an update gives a fresh preparation's frames and keeps the frames from before it")
  func matchesPreparation() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      var scenario = RandomWaterfall(seed: seed)
      var random = SplitMix64(seed: editSeed)
      scenario.viewport.contentOffset = Point(
        x: random.points(-50...400), y: random.points(-50...800))
      let layout = try scenario.prepared()
      let before = layout.attributesByID()
      let oldCount = scenario.source.sections.count
      let edit = SectionEdit(of: scenario.source.sections, using: &random) {
        RandomWaterfall.section(using: &$0)
      }
      scenario.source.sections = edit.sections
      try layout.update(for: edit.change, dataSource: scenario.source)
      try layout.expectUpdate(
        matching: scenario.prepared(), before: before, absentBefore: waterfallCell(0, oldCount),
        using: &random)
    }
  }

  @Test("a change with another number of sections throws and leaves every frame alone")
  func wrongSectionCount() async {
    await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 1...3)) { seed, extra in
      let scenario = RandomWaterfall(seed: seed)
      let layout = try scenario.prepared()
      let elements = layout.allElements()
      let count = scenario.source.sections.count
      for wrong in [count + extra, max(0, count - extra)] where wrong != count {
        #expect(
          throws: LayoutError.changeMismatch(.numberOfSections, change: wrong, dataSource: count)
        ) {
          try layout.update(for: .everything(sectionCount: wrong), dataSource: scenario.source)
        }
      }
      #expect(layout.allElements() == elements)
    }
  }
}
