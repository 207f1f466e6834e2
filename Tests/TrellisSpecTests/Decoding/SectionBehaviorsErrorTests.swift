import Testing
import Trellis
import TrellisSpec

/// The error of a spec whose `layout` object holds `fields` and that has no sections.
private func layoutError(_ fields: String) -> String? {
  specError(#"{"layout": {\#(fields)}, "sections": []}"#)?.description
}

@Suite("Errors in pinning, collection headers and footers, and section backgrounds")
struct SectionBehaviorsErrorTests {
  @Test(
    "pinning flags are Booleans and the pinning mode is one of three names",
    arguments: [
      (
        #""sectionHeadersPinToVisibleBounds": 1"#,
        "$.layout.sectionHeadersPinToVisibleBounds: expected true or false, got a number"
      ),
      (
        #""sectionHeadersPinToVisibleBounds": "true""#,
        "$.layout.sectionHeadersPinToVisibleBounds: expected true or false, got a string"
      ),
      (
        #""sectionFootersPinToVisibleBounds": null"#,
        "$.layout.sectionFootersPinToVisibleBounds: expected true or false, got null"
      ),
      (
        #""sectionFootersPinToVisibleBounds": [true]"#,
        "$.layout.sectionFootersPinToVisibleBounds: expected true or false, got an array"
      ),
      (
        #""pinningMode": "sticky""#,
        #"$.layout.pinningMode: unknown value "sticky"; expected one of "push", "stack", "#
          + #""untilNextPinned""#
      ),
      (
        #""pinningMode": "Push""#,
        #"$.layout.pinningMode: unknown value "Push"; expected one of "push", "stack", "#
          + #""untilNextPinned""#
      ),
      (#""pinningMode": 0"#, "$.layout.pinningMode: expected a string, got a number"),
      (
        #""sectionHeaderPinToVisibleBounds": true"#,
        #"$.layout.sectionHeaderPinToVisibleBounds: unknown field; did you mean "#
          + #""sectionHeadersPinToVisibleBounds"?"#
      ),
      (
        #""pinningMode": "stack", "pinningMode": "push""#,
        "$.layout.pinningMode: duplicate field; a field may appear only once"
      ),
    ])
  func pinning(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "the collection header and footer are objects with a height that is not negative",
    arguments: [
      (#""collectionHeader": 60"#, "$.layout.collectionHeader: expected an object, got a number"),
      (#""collectionFooter": true"#, "$.layout.collectionFooter: expected an object, got true"),
      (#""collectionHeader": {}"#, #"$.layout.collectionHeader: missing required field "height""#),
      (
        #""collectionFooter": {"stretchy": true}"#,
        #"$.layout.collectionFooter: missing required field "height""#
      ),
      (
        #""collectionHeader": {"height": -1}"#,
        "$.layout.collectionHeader.height: must not be negative, got -1"
      ),
      (
        #""collectionFooter": {"height": -0.5}"#,
        "$.layout.collectionFooter.height: must not be negative, got -0.5"
      ),
      (
        #""collectionHeader": {"height": "60"}"#,
        "$.layout.collectionHeader.height: expected a number, got a string"
      ),
      (
        #""collectionHeader": {"height": [0, 60]}"#,
        "$.layout.collectionHeader.height: expected a number, got an array"
      ),
      (
        #""collectionHeader": {"height": 60, "stretchy": 1}"#,
        "$.layout.collectionHeader.stretchy: expected true or false, got a number"
      ),
      (
        #""collectionFooter": {"height": 60, "stretchy": "yes"}"#,
        "$.layout.collectionFooter.stretchy: expected true or false, got a string"
      ),
    ])
  func height(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "a collection header's parallax is a number from 0 to 1; a footer has none",
    arguments: [
      (
        #""collectionHeader": {"height": 60, "parallax": 1.5}"#,
        "$.layout.collectionHeader.parallax: must be between 0 and 1, got 1.5"
      ),
      (
        #""collectionHeader": {"height": 60, "parallax": -0.1}"#,
        "$.layout.collectionHeader.parallax: must be between 0 and 1, got -0.1"
      ),
      (
        #""collectionHeader": {"height": 60, "parallax": 1.0000000000000002}"#,
        "$.layout.collectionHeader.parallax: must be between 0 and 1, got 1.0000000000000002"
      ),
      (
        #""collectionHeader": {"height": 60, "parallax": "0.5"}"#,
        "$.layout.collectionHeader.parallax: expected a number, got a string"
      ),
      (
        #""collectionFooter": {"height": 60, "parallax": 0.5}"#,
        #"$.layout.collectionFooter.parallax: unknown field; expected one of "height", "#
          + #""stretchy""#
      ),
    ])
  func parallax(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "unknown and repeated fields inside the collection header and footer",
    arguments: [
      (
        #""collectionHeader": {"height": 60, "stretch": true}"#,
        #"$.layout.collectionHeader.stretch: unknown field; did you mean "stretchy"?"#
      ),
      (
        #""collectionHeader": {"length": 60}"#,
        #"$.layout.collectionHeader.length: unknown field; expected one of "height", "#
          + #""stretchy", "parallax""#
      ),
      (
        #""collectionFooter": {"Height": 60}"#,
        #"$.layout.collectionFooter.Height: unknown field; did you mean "height"?"#
      ),
      (
        #""collectionHeader": {"height": 60, "height": 70}"#,
        "$.layout.collectionHeader.height: duplicate field; a field may appear only once"
      ),
      // Unknown fields are found before a missing height.
      (
        #""collectionHeader": {"size": [0, 60]}"#,
        #"$.layout.collectionHeader.size: unknown field; expected one of "height", "#
          + #""stretchy", "parallax""#
      ),
    ])
  func collectionFields(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "a layout-wide section background is checked field by field",
    arguments: [
      (#""sectionBackground": true"#, "$.layout.sectionBackground: expected an object, got true"),
      (
        #""sectionBackground": {"inset": [0, 0, 0, 0]}"#,
        #"$.layout.sectionBackground.inset: unknown field; did you mean "insets"?"#
      ),
      (
        #""sectionBackground": {"color": "red"}"#,
        #"$.layout.sectionBackground.color: unknown field; expected one of "insets", "#
          + #""includesHeader", "includesFooter", "zIndex""#
      ),
      (
        #""sectionBackground": {"insets": [0, -4, 0, 0]}"#,
        "$.layout.sectionBackground.insets[1]: left must not be negative, got -4"
      ),
      (
        #""sectionBackground": {"insets": [-1, 0, 0, 0]}"#,
        "$.layout.sectionBackground.insets[0]: top must not be negative, got -1"
      ),
      (
        #""sectionBackground": {"insets": [0, 0, 0]}"#,
        "$.layout.sectionBackground.insets: expected [top, left, bottom, right], got 3 numbers"
      ),
      (
        #""sectionBackground": {"insets": 4}"#,
        "$.layout.sectionBackground.insets: expected [top, left, bottom, right], got a number"
      ),
      (
        #""sectionBackground": {"includesHeader": 1}"#,
        "$.layout.sectionBackground.includesHeader: expected true or false, got a number"
      ),
      (
        #""sectionBackground": {"includesFooter": "no"}"#,
        "$.layout.sectionBackground.includesFooter: expected true or false, got a string"
      ),
      (
        #""sectionBackground": {"zIndex": -1.5}"#,
        "$.layout.sectionBackground.zIndex: expected a whole number, got -1.5"
      ),
      (
        #""sectionBackground": {"zIndex": 0.5}"#,
        "$.layout.sectionBackground.zIndex: expected a whole number, got 0.5"
      ),
      (
        #""sectionBackground": {"zIndex": "-1"}"#,
        "$.layout.sectionBackground.zIndex: expected a number, got a string"
      ),
      (
        #""sectionBackground": {"zIndex": 2147483648}"#,
        "$.layout.sectionBackground.zIndex: must be between -2147483648 and 2147483647, "
          + "got 2147483648"
      ),
      (
        #""sectionBackground": {"zIndex": -3e9}"#,
        "$.layout.sectionBackground.zIndex: must be between -2147483648 and 2147483647, "
          + "got -3000000000"
      ),
      (
        #""sectionBackground": {"zIndex": 1, "zIndex": 2}"#,
        "$.layout.sectionBackground.zIndex: duplicate field; a field may appear only once"
      ),
    ])
  func layoutBackground(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "a section's own background is checked the same way, at the section's path",
    arguments: [
      (
        #"{"items": 1, "sectionBackground": []}"#,
        "$.sections[1].sectionBackground: expected an object, got an array"
      ),
      (
        #"{"items": 1, "sectionBackground": {"insets": [0, 0, 0, -1]}}"#,
        "$.sections[1].sectionBackground.insets[3]: right must not be negative, got -1"
      ),
      (
        #"{"items": 1, "sectionBackground": {"includesHeaders": true}}"#,
        #"$.sections[1].sectionBackground.includesHeaders: unknown field; did you mean "#
          + #""includesHeader"?"#
      ),
      (
        #"{"items": 1, "sectionBackground": {"zIndex": 1.25}}"#,
        "$.sections[1].sectionBackground.zIndex: expected a whole number, got 1.25"
      ),
      (
        #"{"items": 1, "background": {}}"#,
        #"$.sections[1].background: unknown field; expected one of "items", "itemSizes", "#
          + #""inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "#
          + #""footerSize", "sectionBackground""#
      ),
    ])
  func sectionBackground(section: String, message: String) {
    let json = #"{"sections": [{"items": 2}, \#(section)]}"#
    #expect(specError(json)?.description == message)
  }

  @Test("behavior fields are accepted only where they belong")
  func placement() {
    #expect(
      specError(#"{"sections": [{"items": 1, "pinningMode": "push"}]}"#)?.path.description
        == "$.sections[0].pinningMode")
    #expect(
      specError(#"{"layout": {"collectionHeader": {"height": 60, "zIndex": 1}}, "sections": []}"#)?
        .description
        == #"$.layout.collectionHeader.zIndex: unknown field; expected one of "height", "#
        + #""stretchy", "parallax""#)
  }

  @Test("errors carry typed problems")
  func typedProblems() {
    #expect(
      specError(#"{"layout": {"collectionHeader": {"height": 1, "parallax": 2}}, "sections": []}"#)
        == SpecError(
          path: SpecPath([.field("layout"), .field("collectionHeader"), .field("parallax")]),
          problem: .outOfRange(2, "between 0 and 1")))
    #expect(
      specError(#"{"layout": {"collectionFooter": {}}, "sections": []}"#)
        == SpecError(
          path: SpecPath([.field("layout"), .field("collectionFooter")]),
          problem: .missingField(["height"])))
    #expect(
      specError(#"{"layout": {"pinningMode": "pin"}, "sections": []}"#)
        == SpecError(
          path: SpecPath([.field("layout"), .field("pinningMode")]),
          problem: .unknownValue("pin", allowed: ["push", "stack", "untilNextPinned"])))
  }

  @Test("within the layout object, the first bad field in document order is reported")
  func firstErrorWins() {
    // Unknown fields of the layout object are checked before any value is read.
    let unknownLast = specError(
      #"{"layout": {"collectionHeader": {"height": -1}, "bogus": 1}, "sections": []}"#)
    #expect(unknownLast?.path.description == "$.layout.bogus")
    // Values are read in schema order: the pinning flags before the collection header.
    #expect(
      layoutError(
        #""collectionHeader": {"height": -1}, "sectionHeadersPinToVisibleBounds": 0"#)
        == "$.layout.sectionHeadersPinToVisibleBounds: expected true or false, got a number")
  }
}
