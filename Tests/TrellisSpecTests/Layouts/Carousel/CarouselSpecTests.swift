import Testing
import Trellis
import TrellisSpec

/// A cover flow of six 100 × 200 items 20 apart in a 500 × 300 viewport: item *i* is
/// centered by the content offset 120 *i*.
private let coverFlow = """
  {"viewport": {"width": 500, "height": 300},
   "layout": {"type": "carousel", "style": "coverFlow", "itemSize": [100, 200],
              "itemSpacing": 20, "maximumAngle": 1, "turnedSpacing": 0.25,
              "perspectiveDistance": 500, "snapping": "items", "maximumItemsPerFlick": 2},
   "sections": [{"items": 6}]
  """

@Suite("Carousel specs")
struct CarouselSpecTests {
  @Test("a carousel reads its style and every option")
  func decoding() throws {
    let spec = try Spec(json: coverFlow + "}")
    guard let carousel = spec.layout.as(CarouselSpec.self) else {
      Issue.record("expected a carousel")
      return
    }
    #expect(spec.layout.typeName == "carousel")
    #expect(carousel.style == .coverFlow(CarouselCoverFlow(maximumAngle: 1, turnedSpacing: 0.25)))
    #expect(carousel.itemSize == Size(width: 100, height: 200) && carousel.itemSpacing == 20)
    #expect(carousel.perspectiveDistance == 500)
    #expect(carousel.snapping == .items(maximumPerFlick: 2))
    #expect(carousel.content == CarouselContent(itemCounts: [6]))

    let deck = try Spec(
      json: #"""
        {"layout": {"type": "carousel", "style": "deck", "visibleDepth": 2, "depthOffset": 8,
         "depthScale": 0.1, "snapping": "pages", "scrollDirection": "vertical"},
         "sections": [{"items": 3}, {"items": 0}]}
        """#)
    guard let deckSpec = deck.layout.as(CarouselSpec.self) else {
      Issue.record("expected a carousel")
      return
    }
    #expect(deckSpec.style == .deck(CarouselDeck(visibleDepth: 2, depthOffset: 8, depthScale: 0.1)))
    #expect(deckSpec.snapping == .pages && deckSpec.scrollDirection == .vertical)
    #expect(deckSpec.content == CarouselContent(itemCounts: [3, 0]))
  }

  @Test("bad values are errors at their field")
  func errors() throws {
    func message(_ json: String) -> String {
      do {
        _ = try Spec(json: json)
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    let cards = #"{"layout": {"type": "carousel", "#
    #expect(
      message(cards + #""minimumScale": 1.5}, "sections": []}"#).contains("$.layout.minimumScale"))
    #expect(
      message(cards + #""itemSize": [0, 10]}, "sections": []}"#).contains("$.layout.itemSize"))
    #expect(
      message(cards + #""style": "coverFlow", "maximumAngle": 3}, "sections": []}"#)
        .contains("$.layout.maximumAngle"))
    #expect(
      message(cards + #""style": "cards", "maximumAngle": 1}, "sections": []}"#)
        .contains("\"maximumAngle\" is only for a \"coverFlow\" layout"))
    #expect(
      message(cards + #""style": "flat"}, "sections": []}"#).contains("$.layout.style"))
  }

  @Test("trellis layout's elements carry their transform when it is not the identity")
  func transformsInReport() throws {
    let layout = try Spec(json: coverFlow + "}").makeLayout()
    let report = LayoutReport(layout, in: Rect(x: 0, y: 0, width: 500, height: 300)).json
    let lines = report.split(separator: "\n")
    // Item 0 is at the center and flat; item 1 is turned by −1 radian.
    let first = try #require(lines.first { $0.contains("\"item\": 0,") })
    #expect(!first.contains("transform"))
    let second = try #require(lines.first { $0.contains("\"item\": 1,") })
    let entries = try #require(
      second.split(separator: "\"transform\": [").last?.split(separator: "]").first)
    let numbers = entries.split(separator: ", ").compactMap { Double($0) }
    #expect(numbers.count == 16)
    let attributes = try #require(layout.attributes(for: .cell(IndexPath(item: 1, section: 0))))
    let t = attributes.transform3D
    #expect(
      numbers == [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
        t.m42, t.m43, t.m44,
      ])
    #expect(numbers[13] == 0 && numbers[15] == 1 && numbers[11] == -1.0 / 500 * numbers[10])
  }

  @Test("a release rests on an item's center: the nearest when slow, the next ones by momentum")
  func release() throws {
    let actions = #"""
      , "actions": [
        {"release": {"offset": [130, 0], "velocity": [50, 0]}},
        {"release": {"offset": [130, 0], "velocity": [320, 0]}},
        {"release": {"offset": [250, 0], "velocity": [5000, 0]}},
        {"release": {"offset": [250, 0], "velocity": [-320, 0]}},
        {"scroll": [400, 0]}
      ]}
      """#
    let steps = try Playback(try Spec(json: coverFlow + actions)).steps
    // 130 + 50 × 0.499 = 154.95 rounds to item 1; a flick from item 1.08 that would carry
    // 1.33 items goes to item 2; the momentum of 5000 points per second is held to two
    // items, from 2.08 to 4; a flick back from 2.08 of 1.33 items rests on item 2.
    #expect(steps.map(\.contentOffset.x) == [120, 240, 480, 240, 400])
    #expect(steps[0].contentOffsetBefore == Point(x: 130, y: 0))
    let centered = try #require(steps[2].visible.first { $0.indexPath.item == 4 })
    #expect(centered.center.x == 480 + 250 && centered.transform3D == .identity)
  }

  @Test("a release reads an offset and a velocity, both required")
  func releaseErrors() {
    #expect(throws: SpecError.self) {
      try Spec(json: coverFlow + #", "actions": [{"release": {"offset": [0, 0]}}]}"#)
    }
    #expect(throws: SpecError.self) {
      try Spec(
        json: coverFlow
          + #", "actions": [{"release": {"offset": [0, 0], "velocity": [0, 0], "speed": 1}}]}"#)
    }
  }
}
