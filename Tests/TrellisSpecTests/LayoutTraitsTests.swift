import Testing
import Trellis
import TrellisSpec

/// What each kind tells an interactive host about itself, and the JSON the page reads.
@Suite("Layout traits")
struct LayoutTraitsTests {
  /// The traits of the spec in `json`, for its viewport.
  static func traits(_ json: String) throws -> LayoutTraits {
    let spec = try Spec(json: json)
    return spec.layout.visit(TraitsReader(viewport: spec.viewport))
  }

  struct TraitsReader: SpecLayoutVisitor {
    let viewport: Viewport
    func visit<Kind: SpecLayout>(_ spec: Kind) -> LayoutTraits { spec.traits(in: viewport) }
  }

  @Test("a flow layout reorders by index, and its alternative turns a grid into rows")
  func flow() throws {
    let traits = try Self.traits(
      #"""
      {"viewport": {"width": 300, "height": 400},
       "layout": {"itemSize": [50, 80], "sectionInset": [0, 10, 0, 20]},
       "sections": [{"items": 3}]}
      """#)
    #expect(traits.movement == .byIndex)
    #expect(traits.readingOrder == .byIndex)
    #expect(!traits.snaps)
    #expect(traits.alternative == [LayoutFieldChange("itemSize", to: .numbers([270, 56]))])
    #expect(traits.controls.map(\.label).contains("Spacing"))
  }

  @Test("a week moves events by time, reads them by day and steps a day or a quarter hour")
  func week() throws {
    let traits = try Self.traits(
      #"""
      {"viewport": {"width": 390, "height": 600},
       "layout": {"type": "week", "hourHeight": 80, "dayWidth": 110},
       "events": [{"day": 0, "start": 9, "end": 10}]}
      """#)
    #expect(traits.movement == .byTime)
    #expect(traits.readingOrder == .byTime)
    #expect(traits.keyboardStep == Size(width: 110, height: 20))
    #expect(traits.alternative == [LayoutFieldChange("hourHeight", to: .number(120))])
  }

  @Test("a carousel snaps, keeps its height and its alternative drops the other styles' fields")
  func carousel() throws {
    let traits = try Self.traits(
      #"""
      {"viewport": {"width": 390, "height": 300},
       "layout": {"type": "carousel", "style": "coverFlow"}, "sections": [{"items": 5}]}
      """#)
    #expect(traits.snaps)
    #expect(!traits.fillsHeight)
    #expect(traits.alternative.first == LayoutFieldChange("style", to: .string("cards")))
    #expect(traits.alternative.contains(LayoutFieldChange("maximumAngle", to: nil)))
    #expect(!traits.alternative.contains(LayoutFieldChange("minimumScale", to: nil)))
  }

  @Test("the JSON names each trait, a choice's own fields and the alternative's changes")
  func json() throws {
    let traits = try Self.traits(
      #"{"layout": {"type": "waterfall", "columnCount": 4}, "sections": [{"itemHeights": [10]}]}"#)
    let json = traits.json
    #expect(json.hasPrefix(#"{"theme": "photos", "snaps": false, "movesBy": "index""#))
    #expect(json.hasSuffix(#""alternative": {"set": {"columnCount": 1}, "remove": []}}"#))
    #expect(json.contains(#"{"label": "Columns", "fields": ["columnCount"], "range": [1, 6]}"#))
  }

  @Test("a list's items are drawn as rows, a grid's as cards")
  func rows() throws {
    let list = try Self.traits(#"{"layout": {"type": "list"}, "sections": [{"items": 3}]}"#)
    #expect(list.drawsRows)
    #expect(list.json.contains(#""readingOrder": "index", "rows": true, "fillsHeight""#))
    let grid = try Self.traits(#"{"sections": [{"items": 3}]}"#)
    #expect(!grid.drawsRows)
    #expect(grid.json.contains(#""rows": false"#))
  }

  @Test("a kind that states nothing gets the traits of a list")
  func defaults() {
    let traits = LayoutTraits()
    #expect(traits.theme == "books")
    #expect(traits.fillsHeight)
    #expect(traits.keyboardStep == nil)
    #expect(traits.json.contains(#""keyboardStep": null"#))
  }
}
