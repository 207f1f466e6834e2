import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

@Suite("Flow layout: updating some sections")
struct FlowUpdateSectionsTests {
  @Test("one item growing pushes later sections down and leaves earlier ones alone")
  func oneItemGrows() throws {
    // Three sections of four 50 x 50 items in a 120-wide view: 2 per line, gap 20, 2 lines:
    // 50 + 10 + 50 = 110 each, at 0, 110 and 220.
    var content = FlowContent(sections: Array(repeating: .init(itemCount: 4), count: 3))
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    let preparations = layout.preparationCount
    content.sections[1] = .init(itemSizes: [
      Size(width: 50, height: 50), Size(width: 50, height: 90), Size(width: 50, height: 50),
      Size(width: 50, height: 50),
    ])
    try layout.updateSections([1], dataSource: content)
    // Section 1 now has differing sizes: line 1 is 90 tall (50 + 90 justified, the short
    // item centered 20 down), line 2 at 100: the section is 90 + 10 + 50 = 150 long.
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 0, section: 1)))?.frame
        == rect(0, 110 + 20, 50, 50))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 1, section: 1)))?.frame
        == rect(70, 110, 50, 90))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 3, section: 1)))?.frame
        == rect(70, 210, 50, 50))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 0, section: 2)))?.frame
        == rect(0, 260, 50, 50))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 3, section: 0)))?.frame
        == rect(70, 60, 50, 50))
    #expect(layout.contentSize.height == 370)
    #expect(layout.preparationCount == preparations)
  }

  @Test("a section that changes its item count shifts the items of later sections")
  func countChanges() throws {
    var content = FlowContent(sections: Array(repeating: .init(itemCount: 4), count: 3))
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    content.sections[0].itemCount = 1
    try layout.updateSections([0], dataSource: content)
    // Section 0: one line of one item (uniform, N = 2: at x 0): 50 long. Section 1 at 50.
    #expect(layout.numberOfItems(inSection: 0) == 1)
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 0, section: 1)))?.frame
        == rect(0, 50, 50, 50))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 3, section: 2)))?.frame
        == rect(70, 160 + 60, 50, 50))
    #expect(layout.contentSize.height == 270)
  }

  @Test("a section that does not exist is an error that changes nothing")
  func missingSection() throws {
    let content = FlowContent(sections: [.init(itemCount: 4)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    let before = layout.allElements()
    let error = #expect(throws: LayoutError.self) {
      try layout.updateSections([0, 3], dataSource: content)
    }
    #expect(error == .sectionOutOfRange(3, count: 1))
    #expect(error?.description == "section 3 does not exist; the layout has 1 section")
    #expect(layout.allElements() == before)
  }

  @Test("a bad value in an updated section is an error that changes nothing")
  func badValue() throws {
    var content = FlowContent(sections: [.init(itemCount: 2), .init(itemCount: 2)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    let before = layout.allElements()
    content.sections[0] = .init(itemSizes: [
      Size(width: 10, height: 10), Size(width: -1, height: 4),
    ])
    let error = #expect(throws: LayoutError.self) {
      try layout.updateSections([1, 0], dataSource: content)
    }
    #expect(error?.input == .itemSize(IndexPath(item: 1, section: 0)))
    #expect(layout.allElements() == before)
  }

  @Test("updating random sections gives exactly what a full preparation gives", arguments: 0..<300)
  func matchesFullPreparation(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &+ 7_000)
    var scenario = FlowScenario(seed: seed)
    var configuration = scenario.configuration
    configuration.behaviors.sectionHeadersPinToVisibleBounds = rng.chance(0.5)
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(for: scenario.viewport, dataSource: scenario.content)
    guard !scenario.content.sections.isEmpty else { return }
    var changed: Set<Int> = []
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let section = Int.random(in: 0..<scenario.content.sections.count, using: &rng)
      let other = FlowScenario(seed: seed &* 31 &+ UInt64(section) &+ 1)
      if let replacement = other.content.sections.first {
        scenario.content.sections[section] = replacement
        changed.insert(section)
      }
    }
    try layout.updateSections(changed, dataSource: scenario.content)
    let full = FlowLayout(configuration: configuration)
    try full.prepare(for: scenario.viewport, dataSource: scenario.content)
    #expect(layout.contentSize == full.contentSize)
    #expect(layout.allElements() == full.allElements())
  }
}
