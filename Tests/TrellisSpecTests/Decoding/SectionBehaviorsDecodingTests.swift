import Testing
import Trellis
import TrellisSpec

/// The flow spec of a JSON document.
private func flow(_ json: String) throws -> FlowSpec {
  guard let flow = try Spec(json: json).layout.as(FlowSpec.self) else {
    Issue.record("expected a flow layout")
    return FlowSpec(content: FlowContent(sections: []))
  }
  return flow
}

/// The behaviors of a spec whose `layout` object holds `fields`.
private func behaviors(_ fields: String) throws -> SectionBehaviors {
  try flow(#"{"layout": {\#(fields)}, "sections": []}"#).configuration.behaviors
}

@Suite("Reading pinning, collection headers and footers, and section backgrounds")
struct SectionBehaviorsDecodingTests {
  @Test("a layout without behavior fields has every behavior off, as in UIKit")
  func defaults() throws {
    let behaviors = try behaviors(#""itemSize": [10, 10]"#)
    #expect(behaviors == SectionBehaviors())
    #expect(behaviors.sectionHeadersPinToVisibleBounds == false)
    #expect(behaviors.sectionFootersPinToVisibleBounds == false)
    #expect(behaviors.pinningMode == .push)
    #expect(behaviors.collectionHeader == nil)
    #expect(behaviors.collectionFooter == nil)
    #expect(behaviors.sectionBackground == nil)
    let section = try flow(#"{"sections": [{"items": 1}]}"#).content.sections[0]
    #expect(section.values.background == nil)
  }

  @Test("every behavior field is read")
  func everyField() throws {
    let behaviors = try behaviors(
      """
      "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true,
      "pinningMode": "stack",
      "collectionHeader": {"height": 60, "stretchy": true, "parallax": 0.5},
      "collectionFooter": {"height": 40.5, "stretchy": true},
      "sectionBackground": {"insets": [1, 2, 3, 4], "includesHeader": true,
                            "includesFooter": true, "zIndex": -7}
      """)
    var expected = SectionBehaviors()
    expected.sectionHeadersPinToVisibleBounds = true
    expected.sectionFootersPinToVisibleBounds = true
    expected.pinningMode = .stack
    expected.collectionHeader = CollectionSupplementary(length: 60, isStretchy: true, parallax: 0.5)
    expected.collectionFooter = CollectionSupplementary(length: 40.5, isStretchy: true)
    expected.sectionBackground = SectionBackground(
      insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), includesHeader: true,
      includesFooter: true, zIndex: -7)
    #expect(behaviors == expected)
  }

  @Test("the pinning flags are read one at a time and set UIKit's properties")
  func pinningFlags() throws {
    let headers = try flow(
      #"{"layout": {"sectionHeadersPinToVisibleBounds": true}, "sections": []}"#)
    #expect(headers.configuration.sectionHeadersPinToVisibleBounds)
    #expect(!headers.configuration.sectionFootersPinToVisibleBounds)
    let footers = try flow(
      #"{"layout": {"sectionFootersPinToVisibleBounds": true}, "sections": []}"#)
    #expect(!footers.configuration.sectionHeadersPinToVisibleBounds)
    #expect(footers.configuration.sectionFootersPinToVisibleBounds)
    let off = try behaviors(
      #""sectionHeadersPinToVisibleBounds": false, "sectionFootersPinToVisibleBounds": false"#)
    #expect(off == SectionBehaviors())
  }

  @Test(
    "every pinning mode name is read",
    arguments: [
      ("push", PinningMode.push), ("stack", .stack), ("untilNextPinned", .untilNextPinned),
    ])
  func pinningModes(name: String, mode: PinningMode) throws {
    #expect(try behaviors(#""pinningMode": "\#(name)""#).pinningMode == mode)
  }

  @Test("a pinning mode alone does not pin anything")
  func modeWithoutPinning() throws {
    let behaviors = try behaviors(#""pinningMode": "untilNextPinned""#)
    #expect(!behaviors.sectionHeadersPinToVisibleBounds)
    #expect(behaviors.pinningMode == .untilNextPinned)
  }

  @Test("a collection header of only a height neither stretches nor moves")
  func plainCollectionHeader() throws {
    let header = try behaviors(#""collectionHeader": {"height": 60}"#).collectionHeader
    #expect(header == CollectionSupplementary(length: 60, isStretchy: false, parallax: 0))
  }

  @Test(
    "a collection header's parallax may be anything from 0 to 1",
    arguments: [(#"0"#, 0.0), ("0.25", 0.25), ("1", 1), ("1.0", 1), ("5e-1", 0.5)])
  func parallax(text: String, parallax: Double) throws {
    let header = try behaviors(#""collectionHeader": {"height": 1, "parallax": \#(text)}"#)
      .collectionHeader
    #expect(header?.parallax == parallax)
  }

  @Test("a height of zero is read; the layout then has no such element")
  func zeroHeight() throws {
    let behaviors = try behaviors(
      #""collectionHeader": {"height": 0}, "collectionFooter": {"height": 0, "stretchy": false}"#)
    #expect(behaviors.collectionHeader == CollectionSupplementary(length: 0))
    #expect(behaviors.collectionFooter == CollectionSupplementary(length: 0))
  }

  @Test("a collection footer reads its height and whether it stretches")
  func collectionFooter() throws {
    let footer = try behaviors(#""collectionFooter": {"stretchy": true, "height": 44}"#)
      .collectionFooter
    #expect(footer == CollectionSupplementary(length: 44, isStretchy: true))
  }

  @Test("an empty background object is a background with every default")
  func emptyBackground() throws {
    let background = try behaviors(#""sectionBackground": {}"#).sectionBackground
    #expect(background == SectionBackground())
    #expect(background?.insets == .zero)
    #expect(background?.includesHeader == false)
    #expect(background?.includesFooter == false)
    #expect(background?.zIndex == -1)
  }

  @Test(
    "a background's zIndex is any whole number within 32 bits",
    arguments: [
      ("0", 0), ("3", 3), ("-1", -1), ("2.0", 2), ("-1e2", -100), ("2147483647", 2_147_483_647),
      ("-2147483648", -2_147_483_648),
    ])
  func zIndex(text: String, zIndex: Int) throws {
    let background = try behaviors(#""sectionBackground": {"zIndex": \#(text)}"#)
      .sectionBackground
    #expect(background == SectionBackground(zIndex: zIndex))
  }

  @Test("a section's own background is read; sections without one keep nil")
  func sectionBackgrounds() throws {
    let flow = try flow(
      """
      {"layout": {"sectionBackground": {"zIndex": -2}},
       "sections": [
         {"items": 1},
         {"items": 2, "sectionBackground": {}},
         {"itemSizes": [[10, 10]],
          "sectionBackground": {"insets": [0, 4, 0, 4], "includesHeader": true}}
       ]}
      """)
    #expect(flow.configuration.behaviors.sectionBackground == SectionBackground(zIndex: -2))
    #expect(
      flow.content.sections.map(\.values.background) == [
        nil, SectionBackground(),
        SectionBackground(
          insets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4), includesHeader: true),
      ])
  }

  @Test("behavior fields mix with the other layout fields in any order")
  func fieldOrder() throws {
    let flow = try flow(
      """
      {"layout": {"collectionHeader": {"height": 60}, "itemSize": [30, 40],
                  "sectionHeadersPinToVisibleBounds": true, "type": "flow"},
       "sections": []}
      """)
    var expected = FlowLayout.Configuration()
    expected.itemSize = Size(width: 30, height: 40)
    expected.sectionHeadersPinToVisibleBounds = true
    expected.behaviors.collectionHeader = CollectionSupplementary(length: 60)
    #expect(flow.configuration == expected)
  }

}
