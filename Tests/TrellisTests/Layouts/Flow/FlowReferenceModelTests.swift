import Testing
import Trellis

/// `FlowLayout` against an independent, plain model of UIKit's flow layout
/// (`ReferenceFlowLayout`): the strongest evidence that the frames are UIKit's.
@Suite("Flow layout: agreement with the reference model of UIKit")
struct FlowReferenceModelTests {
  @Test("the reference model reproduces the hand-computed line breaking example")
  func referenceSanity() {
    // The "mixed" items of the line breaking tests in a 200-wide view, after a header 10:
    // x = 0, 75, 160 | 0, 90; y = 0, 10, 5 | 50, 70, shifted by 10.
    var counts = ReferenceFlowLayout.RuleCounts()
    let output = ReferenceFlowLayout.layout(
      flowConfiguration { $0.headerReferenceSize = Size(width: 0, height: 10) },
      FlowContent(sections: [
        .init(itemSizes: sizes((60, 40), (70, 20), (40, 30), (80, 50), (90, 10)))
      ]),
      Viewport(size: Size(width: 200, height: 400)), counts: &counts)
    #expect(
      output.elements.map(\.frame) == [
        rect(0, 0, 200, 10), rect(0, 10, 60, 40), rect(75, 20, 70, 20), rect(160, 15, 40, 30),
        rect(0, 60, 80, 50), rect(90, 80, 90, 10),
      ])
    #expect(output.contentSize == Size(width: 200, height: 110))
    #expect(counts.lastLineIncomplete == 1 && counts.justifiedLines == 1)
  }

  @Test(
    "FlowLayout matches the reference on thousands of random UIKit configurations, pinned or not"
  )
  func matchesReference() throws {
    var counts = ReferenceFlowLayout.RuleCounts()
    for seed in UInt64(0)..<3_000 {
      var scenario = FlowScenario(seed: seed, options: .uikitVertical)
      // Headers pin in a third of the cases and footers in a fifth, at the scenario's
      // random content offset.
      scenario.configuration.sectionHeadersPinToVisibleBounds = seed % 3 == 1
      scenario.configuration.sectionFootersPinToVisibleBounds = seed % 5 == 2
      try compare(scenario, counts: &counts)
    }
    // The comparison means something only if every rule was exercised many times.
    #expect(counts.gridSections > 500)
    #expect(counts.lineBrokenSections > 500)
    #expect(counts.justifiedLines > 500)
    #expect(counts.lastLineIncomplete > 100)
    #expect(counts.lastLineCompleteBySingleItems > 50)
    #expect(counts.lastLineCompleteBySameRemaining > 50)
    #expect(counts.movedByPinning > 100)
  }

  @Test("FlowLayout matches the reference with every alignment option")
  func matchesReferenceWithOptions() throws {
    var counts = ReferenceFlowLayout.RuleCounts()
    for seed in UInt64(50_000)..<52_000 {
      try compare(FlowScenario(seed: seed, options: .optionsVertical), counts: &counts)
    }
    #expect(counts.lineBrokenSections > 1_000)
  }

  /// Records an issue naming the seed when `FlowLayout` and the reference disagree.
  private func compare(_ scenario: FlowScenario, counts: inout ReferenceFlowLayout.RuleCounts)
    throws
  {
    let layout = try scenario.preparedLayout()
    let expected = ReferenceFlowLayout.layout(
      scenario.configuration, scenario.content, scenario.viewport, counts: &counts)
    #expect(layout.contentSize == expected.contentSize, "seed \(scenario.seed)")
    let actual = layout.allElements()
    if actual != expected.elements {
      let first = zip(actual, expected.elements).first { $0.0 != $0.1 }
      Issue.record(
        """
        seed \(scenario.seed): \(actual.count) elements, expected \(expected.elements.count); \
        first difference: \(String(describing: first))
        """)
    }
  }
}
