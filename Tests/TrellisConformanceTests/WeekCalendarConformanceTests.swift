import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// The conformance kit over random week calendars in both overlap styles, with pinned
/// headers, backgrounds and a current-time indicator, at random scroll offsets.
@Suite("Week calendar layout: conformance")
struct WeekCalendarConformanceTests {
  static let eventCodes = Gen.int(in: 0...100_000).array(of: 0...60)

  @Test("a prepared week calendar conforms, scrolled anywhere")
  func prepared() async {
    await propertyCheck(count: 60, input: Self.eventCodes, Gen.uint64()) { codes, seed in
      try WeekCalendarCase(eventCodes: codes, seed: seed).expectConformsScrolledAnywhere(seed: seed)
    }
  }

  @Test("an update through a layout change ends where a fresh preparation does")
  func update() async {
    await propertyCheck(
      count: 60, input: Self.eventCodes, Self.eventCodes, Gen.uint64()
    ) { codes, newCodes, seed in
      let scenario = WeekCalendarCase(eventCodes: codes, seed: seed)
      let layout = try scenario.prepared()
      let edited = WeekCalendarCase(eventCodes: newCodes, seed: seed)
      let unchanged = edited.events == scenario.events
      expectUpdate(
        layout, to: edited.content,
        through: LayoutChange(sections: [unchanged ? .unchanged(from: 0) : .laidOutAnew]),
        comparedWith: scenario.makeLayout(), seed: seed,
        "\(scenario), new events \(edited.events)")
    }
  }
}
