import Testing
import Trellis
import TrellisSpec

/// A carousel's snapshots: sections with an `id` and `items` identifiers, which the
/// decoder used to refuse (it allowed only `id` in a carousel's snapshot sections).
@Suite("Carousel snapshots")
struct CarouselSnapshotTests {
  /// A carousel of 100 × 200 items 20 apart in a 500 × 300 viewport: a pitch of 120 and
  /// an end padding of (500 − 100) / 2 = 200, so *n* items are 400 + 120 *n* − 20 long.
  private static let carousel = #"""
    {"viewport": {"width": 500, "height": 300},
     "layout": {"type": "carousel", "itemSize": [100, 200], "itemSpacing": 20},
     "sections": [{"items": 3}],
     "actions": [
       {"snapshot": {"sections": [{"id": "0", "items": ["0.2", "0.0", "0.1"]}]}},
       {"snapshot": {"sections": [{"id": "0", "items": ["0.2", "0.0"]},
                                  {"id": "b", "items": ["w", "v"]}]}}]}
    """#

  @Test("a carousel's snapshot reads its sections' identifiers and counts")
  func decoding() throws {
    let spec = try Spec(json: Self.carousel)
    #expect(
      spec.actions.first
        == .snapshot(
          SnapshotAction(
            sections: [.init(id: "0", items: ["0.2", "0.0", "0.1"])],
            content: SpecContent(CarouselContent(itemCounts: [3]), of: CarouselSpec.self))))
    #expect(
      spec.actions.last
        == .snapshot(
          SnapshotAction(
            sections: [.init(id: "0", items: ["0.2", "0.0"]), .init(id: "b", items: ["w", "v"])],
            content: SpecContent(CarouselContent(itemCounts: [2, 2]), of: CarouselSpec.self))))
  }

  @Test("snapshots play on a carousel: items follow their identifiers")
  func playback() throws {
    let steps = try Playback(try Spec(json: Self.carousel)).steps
    try #require(steps.count == 2)
    let path = { (item: Int, section: Int) in IndexPath(item: item, section: section) }
    // The last item moved first; the others follow it.
    #expect(steps[0].sectionMap == [0])
    #expect(steps[0].itemMap == [[path(1, 0), path(2, 0), path(0, 0)]])
    #expect(steps[0].contentSize == Size(width: 740, height: 300))
    // The old items are "0.2", "0.0", "0.1" now: the first two stay, "0.1" is deleted,
    // and a section of two items is appended, four items in all.
    #expect(steps[1].sectionMap == [0])
    #expect(steps[1].itemMap == [[path(0, 0), path(1, 0), nil]])
    #expect(steps[1].contentSize == Size(width: 860, height: 300))
  }

  @Test("a carousel snapshot's section with another field names it")
  func unknownField() throws {
    #expect(
      throws: SpecError(
        path: SpecPath.root.appending("actions").appending(0).appending("snapshot")
          .appending("sections").appending(0).appending("inset"),
        problem: .unknownField("inset", allowed: ["id", "items"]))
    ) {
      try Spec(
        json: #"""
          {"layout": {"type": "carousel"}, "sections": [{"items": 1}],
           "actions": [{"snapshot": {"sections": [{"id": "0", "items": ["a"], "inset": [0, 0, 0, 0]}]}}]}
          """#)
    }
  }
}
