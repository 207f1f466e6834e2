import PropertyBased
import Testing
import Trellis
import TrellisSpec

/// Random drags of `trellis play` in random waterfalls of heights, counts and full-span
/// tiles: the drop shows what a waterfall prepared with the data in the dropped order
/// shows, every tile keeping its height and its full span.
@Suite("The move action: properties over random drags in a waterfall")
struct WaterfallMovePropertyTests {
  @Test("a drop shows the data in the dropped order, heights and full spans kept")
  func randomDrags() async {
    await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000).array(of: 4...12)) {
      seeds in
      do { try run(seeds) } catch { Issue.record("\(error)") }
    }
  }

  private func run(_ seeds: [Int]) throws {
    // One to three sections: heights (with a full-span tile now and then) or counts.
    let sectionCount = 1 + seeds[0] % 3
    var content = WaterfallContent(sections: [])
    var sectionsJSON: [String] = []
    for section in 0..<sectionCount {
      let seed = seeds[0] / (section + 1) &* 7_919
      let count = 1 + seed % 5
      if seed % 3 == 0 {
        content.sections.append(WaterfallContent.Section(itemCount: count))
        sectionsJSON.append(#"{"items": \#(count)}"#)
      } else {
        let heights = (0..<count).map { Double(20 + ($0 * 37 + seed) % 90) }
        let fullSpan: Set<Int> = seed % 2 == 0 ? [seed % count] : []
        content.sections.append(
          WaterfallContent.Section(itemHeights: heights, fullSpanItems: fullSpan))
        let spans = fullSpan.isEmpty ? "" : #", "fullSpan": [\#(seed % count)]"#
        sectionsJSON.append(
          #"{"itemHeights": [\#(heights.map { "\(Int($0))" }.joined(separator: ", "))]\#(spans)}"#)
      }
    }
    let section = seeds[1] % sectionCount
    let item = IndexPath(item: seeds[2] % content.sections[section].itemCount, section: section)
    let path = seeds.dropFirst(3).map { seed in "[\(seed % 300), \(seed / 300 % 500)]" }
    let json =
      #"{"viewport": {"width": 300, "height": 600}, "layout": {"type": "waterfall", "#
      + #""columnCount": 2, "headerHeight": 20}, "sections": [\#(sectionsJSON.joined(separator: ", "))], "#
      + #""actions": [{"move": {"item": [\#(item.section), \#(item.item)], "#
      + #""path": [\#(path.joined(separator: ", "))]}}]}"#
    let step = try #require(try play(json).first)
    let destination = try #require(step.itemMap[item.section][item.item])
    #expect(step.targets.last == destination)
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2
    configuration.headerHeight = 20
    let fresh = WaterfallLayout(configuration: configuration)
    try fresh.prepare(
      for: Viewport(size: Size(width: 300, height: 600), contentOffset: step.contentOffset),
      dataSource: ReorderedItems(content, ItemReordering(source: item, destination: destination)))
    let bounds = Rect(x: step.contentOffset.x, y: step.contentOffset.y, width: 300, height: 600)
    #expect(Set(fresh.elements(in: bounds)) == Set(step.visible), "\(json)")
  }
}
