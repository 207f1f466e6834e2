import PropertyBased
import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

/// Updates of a flow layout of many sections, whose state is kept in chunks of 64
/// sections that the state before an update shares: sections changed in place, before,
/// across and after chunk boundaries, and sections inserted, deleted and moved, one
/// update after another on the same layout.
@Suite("Flow layout: sequences of updates across chunks of sections")
struct FlowUpdateSequenceTests {
  /// 200 sections of one 50 × 50 item each in a 50-wide view, one item a line: section
  /// `s` is 50 long and starts at 50 × `s`.
  static func column() throws -> (FlowLayout, FlowContent) {
    let content = FlowContent(sections: Array(repeating: .init(itemCount: 1), count: 200))
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 50, height: 300)), dataSource: content)
    return (layout, content)
  }

  /// The frame of item `item` of `section` before the last update.
  static func frameBefore(_ layout: FlowLayout, _ item: Int, section: Int) -> Rect? {
    layout.attributesBeforeUpdate(for: .cell(IndexPath(item: item, section: section)))?.frame
  }

  @Test("a section that grows moves the sections after it, in later chunks too, and not before")
  func sectionGrowsInPlace() throws {
    var (layout, content) = try Self.column()
    let kept = layout.geometry.sections.map(\.storageIdentity)
    // Section 100 (chunk 1) gets three items: 3 × 50 + 2 × 10 = 170 long, 120 longer.
    content.sections[100].itemCount = 3
    try layout.updateSections([100], dataSource: content)
    #expect(layout.cellFrame(0, section: 99) == rect(0, 4_950, 50, 50))
    #expect(layout.cellFrame(2, section: 100) == rect(0, 5_120, 50, 50))
    #expect(layout.cellFrame(0, section: 127) == rect(0, 6_470, 50, 50))
    #expect(layout.cellFrame(0, section: 128) == rect(0, 6_520, 50, 50))
    #expect(layout.cellFrame(0, section: 199) == rect(0, 10_070, 50, 50))
    #expect(layout.contentSize == Size(width: 50, height: 10_120))
    // The state before the update still has every section where it was.
    #expect(Self.frameBefore(layout, 0, section: 99) == rect(0, 4_950, 50, 50))
    #expect(Self.frameBefore(layout, 0, section: 100) == rect(0, 5_000, 50, 50))
    #expect(Self.frameBefore(layout, 1, section: 100) == nil)
    #expect(Self.frameBefore(layout, 0, section: 128) == rect(0, 6_400, 50, 50))
    #expect(Self.frameBefore(layout, 0, section: 199) == rect(0, 9_950, 50, 50))
    // Only the section laid out anew has other storage.
    let identities = layout.geometry.sections.map(\.storageIdentity)
    #expect(identities.indices.filter { identities[$0] != kept[$0] } == [100])
  }

  @Test("a section deleted after one that grew moves the rest up, the state before intact")
  func deletionAfterGrowth() throws {
    var (layout, content) = try Self.column()
    content.sections[100].itemCount = 3
    try layout.updateSections([100], dataSource: content)
    // Section 0 goes: everything moves up by 50, and section 100 becomes 99.
    content.sections.remove(at: 0)
    try layout.update(
      for: LayoutChange(sections: (1..<200).map { .unchanged(from: $0) }), dataSource: content)
    #expect(layout.numberOfSections == 199)
    #expect(layout.cellFrame(0, section: 0) == rect(0, 0, 50, 50))
    #expect(layout.cellFrame(2, section: 99) == rect(0, 5_070, 50, 50))
    #expect(layout.cellFrame(0, section: 127) == rect(0, 6_470, 50, 50))
    #expect(layout.cellFrame(0, section: 198) == rect(0, 10_020, 50, 50))
    #expect(layout.contentSize == Size(width: 50, height: 10_070))
    // Before this update, section 100 had grown already, and section 199 was last.
    #expect(Self.frameBefore(layout, 2, section: 100) == rect(0, 5_120, 50, 50))
    #expect(Self.frameBefore(layout, 0, section: 199) == rect(0, 10_070, 50, 50))
  }

  @Test("sections removed from the end of a layout changed in place leave the rest as it was")
  func truncation() throws {
    var (layout, content) = try Self.column()
    content.sections[63].itemCount = 2
    content.sections.removeLast(70)
    try layout.update(
      for: LayoutChange(
        sections: (0..<130).map { $0 == 63 ? .laidOutAnew : .unchanged(from: $0) }),
      dataSource: content)
    // Section 63 is 110 long: the sections after it move by 60, up to the last, 129.
    #expect(layout.cellFrame(1, section: 63) == rect(0, 3_210, 50, 50))
    #expect(layout.cellFrame(0, section: 64) == rect(0, 3_260, 50, 50))
    #expect(layout.cellFrame(0, section: 129) == rect(0, 6_510, 50, 50))
    #expect(layout.numberOfSections == 130)
    #expect(layout.contentSize == Size(width: 50, height: 6_560))
    #expect(Self.frameBefore(layout, 0, section: 150) == rect(0, 7_500, 50, 50))
  }

  @Test("each update of a sequence ends where a fresh preparation does and keeps the state before")
  func sequences() async {
    await propertyCheck(
      count: 40, input: Gen.uint64(), Gen.int(in: 60...200), Gen.int(in: 1...6)
    ) { seed, sectionCount, steps in
      var scenario = FlowScenario(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5EC7)
      scenario.configuration.behaviors.draw(pinnedHeaders: 0.5, pinnedFooters: 0.3, using: &random)
      scenario.content.sections = (0..<sectionCount).map { _ in
        FlowScenario.section(minimumSize: 0, using: &random)
      }
      let layout = try scenario.preparedLayout()
      for _ in 0..<steps {
        let before = layout.attributesByID()
        let oldCount = scenario.content.sections.count
        let edit =
          random.chance(0.5)
          ? Self.inPlaceEdit(of: scenario.content.sections, using: &random)
          : SectionEdit(of: scenario.content.sections, using: &random) {
            FlowScenario.section(minimumSize: 0, using: &$0)
          }
        scenario.content.sections = edit.sections
        // The last step scrolled the layout: the fresh one is prepared where it is.
        scenario.viewport = layout.viewport
        try layout.update(for: edit.change, dataSource: scenario.content)
        try layout.expectUpdate(
          matching: scenario.preparedLayout(), before: before,
          absentBefore: .cell(IndexPath(item: 0, section: oldCount)), scrollingAcross: true,
          using: &random)
      }
    }
  }

  /// An edit that keeps every section at its index: a few sections, anywhere, replaced
  /// by new ones or laid out again as they are.
  static func inPlaceEdit(
    of sections: [FlowContent.Section], using random: inout SplitMix64
  ) -> SectionEdit<FlowContent.Section> {
    var edit = SectionEdit(of: sections, maxSteps: 0, using: &random) { _ in sections[0] }
    var sources = edit.change.sections
    for _ in 0..<Int.random(in: 1...4, using: &random) where !sections.isEmpty {
      let index = Int.random(in: 0..<sections.count, using: &random)
      if random.chance(0.5) {
        edit.sections[index] = FlowScenario.section(minimumSize: 0, using: &random)
      }
      sources[index] = .laidOutAnew
    }
    edit.change = LayoutChange(sections: sources)
    return edit
  }
}
