import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// The error of a waterfall spec whose `layout` object holds `fields` besides its type
/// and that has no sections.
private func layoutError(_ fields: String) -> String? {
  specError(#"{"layout": {"type": "waterfall", \#(fields)}, "sections": []}"#)?.description
}

/// The error of a waterfall spec with the default layout and one section, `section`.
private func sectionError(_ section: String) -> String? {
  specError(#"{"layout": {"type": "waterfall"}, "sections": [\#(section)]}"#)?.description
}

/// The fields a waterfall section may have, as an error message lists them.
private let sectionFields =
  #""items", "itemHeights", "itemSizes", "fullSpan", "columnCount", "minimumColumnSpacing", "#
  + #""minimumInteritemSpacing", "inset", "headerHeight", "footerHeight", "headerInset", "#
  + #""footerInset", "sectionBackground""#

@Suite("Errors in waterfall specs")
struct WaterfallSpecErrorTests {
  @Test(
    "the column count is a whole number of at least 1",
    arguments: [
      (#""columnCount": 0"#, "$.layout.columnCount: must be at least 1, got 0"),
      (#""columnCount": -2"#, "$.layout.columnCount: must be at least 1, got -2"),
      (#""columnCount": -0.5"#, "$.layout.columnCount: expected a whole number, got -0.5"),
      (#""columnCount": 2.5"#, "$.layout.columnCount: expected a whole number, got 2.5"),
      (#""columnCount": "2""#, "$.layout.columnCount: expected a number, got a string"),
      (#""columnCount": null"#, "$.layout.columnCount: expected a number, got null"),
      (
        #""columnCount": 3e9"#,
        "$.layout.columnCount: must be at most 2147483647, got 3000000000"
      ),
    ])
  func columnCount(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "spacings, heights and insets are not negative",
    arguments: [
      (
        #""minimumColumnSpacing": -1"#,
        "$.layout.minimumColumnSpacing: must not be negative, got -1"
      ),
      (
        #""minimumInteritemSpacing": -0.5"#,
        "$.layout.minimumInteritemSpacing: must not be negative, got -0.5"
      ),
      (
        #""sectionInset": [0, -1, 0, 0]"#,
        "$.layout.sectionInset[1]: left must not be negative, got -1"
      ),
      (#""itemHeight": -50"#, "$.layout.itemHeight: must not be negative, got -50"),
      (#""itemHeight": [0, 50]"#, "$.layout.itemHeight: expected a number, got an array"),
      (#""headerHeight": -40"#, "$.layout.headerHeight: must not be negative, got -40"),
      (#""footerHeight": true"#, "$.layout.footerHeight: expected a number, got true"),
      (
        #""headerInset": [0, 0, 0]"#,
        "$.layout.headerInset: expected [top, left, bottom, right], got 3 numbers"
      ),
      (
        #""footerInset": [0, 0, -2, 0]"#,
        "$.layout.footerInset[2]: bottom must not be negative, got -2"
      ),
    ])
  func extents(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "choices are names from their lists",
    arguments: [
      (
        #""itemRenderDirection": "random""#,
        #"$.layout.itemRenderDirection: unknown value "random"; expected one of "shortestFirst", "#
          + #""leftToRight", "rightToLeft""#
      ),
      (
        #""itemRenderDirection": 0"#,
        "$.layout.itemRenderDirection: expected a string, got a number"
      ),
      (
        #""scrollDirection": "diagonal""#,
        #"$.layout.scrollDirection: unknown value "diagonal"; expected one of "vertical", "#
          + #""horizontal""#
      ),
      (
        #""pinningMode": "sticky""#,
        #"$.layout.pinningMode: unknown value "sticky"; expected one of "push", "stack", "#
          + #""untilNextPinned""#
      ),
    ])
  func choices(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test(
    "the layout object accepts the waterfall's fields only, each once",
    arguments: [
      (
        #""columnsCount": 2"#, #"$.layout.columnsCount: unknown field; did you mean "columnCount"?"#
      ),
      (
        #""itemSize": [50, 50]"#,
        #"$.layout.itemSize: unknown field; expected one of "type", "scrollDirection", "#
          + #""columnCount", "minimumColumnSpacing", "minimumInteritemSpacing", "sectionInset", "#
          + #""itemHeight", "itemRenderDirection", "headerHeight", "footerHeight", "#
          + #""headerInset", "footerInset", "estimatedItemSize", "#
          + #""sectionHeadersPinToVisibleBounds", "#
          + #""sectionFootersPinToVisibleBounds", "pinningMode", "collectionHeader", "#
          + #""collectionFooter", "sectionBackground""#
      ),
      (
        #""columnCount": 2, "columnCount": 3"#,
        "$.layout.columnCount: duplicate field; a field may appear only once"
      ),
      (
        #""collectionHeader": {"height": -1}"#,
        "$.layout.collectionHeader.height: must not be negative, got -1"
      ),
      (
        #""sectionBackground": {"zIndex": 0.5}"#,
        "$.layout.sectionBackground.zIndex: expected a whole number, got 0.5"
      ),
    ])
  func layoutFields(fields: String, message: String) {
    #expect(layoutError(fields) == message)
  }

  @Test("the type is one of the layouts, and a flow layout has no waterfall fields")
  func types() {
    #expect(
      specError(#"{"layout": {"type": "masonry"}, "sections": []}"#)?.description
        == #"$.layout.type: unknown value "masonry"; expected one of "# + quotedTypeNames()
    )
    #expect(
      specError(#"{"layout": {"columnCount": 2}, "sections": []}"#)?.description
        == #"$.layout.columnCount: unknown field; expected one of "type", "scrollDirection", "#
        + #""itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "#
        + #""sectionInsetReference", "headerReferenceSize", "footerReferenceSize", "alignment", "#
        + #""verticalAlignment", "estimatedItemSize", "sectionHeadersPinToVisibleBounds", "#
        + #""sectionFootersPinToVisibleBounds", "pinningMode", "collectionHeader", "#
        + #""collectionFooter", "sectionBackground""#)
  }

  @Test(
    "a section has its items as a count, heights or sizes, and they agree",
    arguments: [
      ("{}", #"$.sections[0]: missing required field "items" or "itemHeights" or "itemSizes""#),
      (
        #"{"itemHeights": [1], "itemSizes": [[1, 1]]}"#,
        #"$.sections[0]: "itemHeights" and "itemSizes" cannot be given together; give only one"#
      ),
      // The conflict is found before any value is read.
      (
        #"{"items": -1, "itemSizes": [[1, 1]], "itemHeights": ["1"]}"#,
        #"$.sections[0]: "itemHeights" and "itemSizes" cannot be given together; give only one"#
      ),
      (
        #"{"items": 3, "itemHeights": [1, 2]}"#,
        #"$.sections[0]: "items" is 3 but "itemHeights" lists 2 heights; they must agree"#
      ),
      (
        #"{"items": 2, "itemHeights": [1]}"#,
        #"$.sections[0]: "items" is 2 but "itemHeights" lists 1 height; they must agree"#
      ),
      (
        #"{"items": 1, "itemSizes": [[1, 1], [2, 2]]}"#,
        #"$.sections[0]: "items" is 1 but "itemSizes" lists 2 sizes; they must agree"#
      ),
      (#"{"items": 2.5}"#, "$.sections[0].items: expected a whole number, got 2.5"),
      (#"{"items": -1}"#, "$.sections[0].items: must not be negative, got -1"),
      (#"{"itemHeights": 100}"#, "$.sections[0].itemHeights: expected an array, got a number"),
      (
        #"{"itemHeights": [100, -5]}"#,
        "$.sections[0].itemHeights[1]: must not be negative, got -5"
      ),
      (
        #"{"itemHeights": [100, "5"]}"#,
        "$.sections[0].itemHeights[1]: expected a number, got a string"
      ),
      (
        #"{"itemHeights": [[100]]}"#,
        "$.sections[0].itemHeights[0]: expected a number, got an array"
      ),
      (
        #"{"itemSizes": [[400, -300]]}"#,
        "$.sections[0].itemSizes[0][1]: height must not be negative, got -300"
      ),
      (
        #"{"itemSizes": [400, 300]}"#,
        "$.sections[0].itemSizes[0]: expected [width, height], got a number"
      ),
    ])
  func items(section: String, message: String) {
    #expect(sectionError(section) == message)
  }

  @Test(
    "full-span indexes are items of the section, each listed once",
    arguments: [
      (
        #"{"items": 5, "fullSpan": [5]}"#,
        "$.sections[0].fullSpan[0]: item 5 is out of range; the section has 5 items"
      ),
      (
        #"{"items": 1, "fullSpan": [0, 1]}"#,
        "$.sections[0].fullSpan[1]: item 1 is out of range; the section has 1 item"
      ),
      (
        #"{"items": 0, "fullSpan": [0]}"#,
        "$.sections[0].fullSpan[0]: item 0 is out of range; the section has no items"
      ),
      (
        #"{"itemHeights": [10, 20], "fullSpan": [2]}"#,
        "$.sections[0].fullSpan[0]: item 2 is out of range; the section has 2 items"
      ),
      (
        #"{"itemSizes": [[1, 1]], "fullSpan": [3]}"#,
        "$.sections[0].fullSpan[0]: item 3 is out of range; the section has 1 item"
      ),
      (
        #"{"items": 3, "fullSpan": [1, 2, 1]}"#,
        "$.sections[0].fullSpan[2]: item 1 is listed more than once"
      ),
      (
        #"{"items": 3, "fullSpan": [-1]}"#,
        "$.sections[0].fullSpan[0]: must not be negative, got -1"
      ),
      (
        #"{"items": 3, "fullSpan": [1.5]}"#,
        "$.sections[0].fullSpan[0]: expected a whole number, got 1.5"
      ),
      (#"{"items": 3, "fullSpan": 1}"#, "$.sections[0].fullSpan: expected an array, got a number"),
      (
        #"{"items": 3, "fullSpan": [true]}"#,
        "$.sections[0].fullSpan[0]: expected a number, got true"
      ),
    ])
  func fullSpan(section: String, message: String) {
    #expect(sectionError(section) == message)
  }

  @Test(
    "a section's own values are checked like the layout's",
    arguments: [
      (#"{"items": 3, "columnCount": 0}"#, "$.sections[0].columnCount: must be at least 1, got 0"),
      (
        #"{"items": 3, "columnCount": 1.5}"#,
        "$.sections[0].columnCount: expected a whole number, got 1.5"
      ),
      (
        #"{"items": 1, "minimumColumnSpacing": -1}"#,
        "$.sections[0].minimumColumnSpacing: must not be negative, got -1"
      ),
      (
        #"{"items": 1, "minimumInteritemSpacing": -1}"#,
        "$.sections[0].minimumInteritemSpacing: must not be negative, got -1"
      ),
      (
        #"{"items": 1, "inset": [-1, 0, 0, 0]}"#,
        "$.sections[0].inset[0]: top must not be negative, got -1"
      ),
      (
        #"{"items": 1, "headerHeight": -1}"#,
        "$.sections[0].headerHeight: must not be negative, got -1"
      ),
      (
        #"{"items": 1, "footerHeight": "20"}"#,
        "$.sections[0].footerHeight: expected a number, got a string"
      ),
      (
        #"{"items": 1, "headerInset": [0, 0, 0, -1]}"#,
        "$.sections[0].headerInset[3]: right must not be negative, got -1"
      ),
      (
        #"{"items": 1, "footerInset": 5}"#,
        "$.sections[0].footerInset: expected [top, left, bottom, right], got a number"
      ),
      (
        #"{"items": 1, "sectionBackground": {"insets": [0, -1, 0, 0]}}"#,
        "$.sections[0].sectionBackground.insets[1]: left must not be negative, got -1"
      ),
    ])
  func sectionValues(section: String, message: String) {
    #expect(sectionError(section) == message)
  }

  @Test(
    "a section accepts its own fields only; the render direction is layout-wide",
    arguments: [
      (
        #"{"items": 1, "itemSize": [1, 1]}"#,
        #"$.sections[0].itemSize: unknown field; did you mean "itemSizes"?"#
      ),
      (
        #"{"items": 1, "fullSpans": [0]}"#,
        #"$.sections[0].fullSpans: unknown field; did you mean "fullSpan"?"#
      ),
      (
        #"{"items": 1, "itemRenderDirection": "leftToRight"}"#,
        "$.sections[0].itemRenderDirection: unknown field; expected one of " + sectionFields
      ),
      (
        #"{"items": 1, "headerSize": [0, 40]}"#,
        "$.sections[0].headerSize: unknown field; expected one of " + sectionFields
      ),
      (
        #"{"items": 1, "items": 2}"#,
        "$.sections[0].items: duplicate field; a field may appear only once"
      ),
    ])
  func sectionFieldNames(section: String, message: String) {
    #expect(sectionError(section) == message)
  }

  @Test("errors carry typed problems")
  func typedProblems() {
    func path(_ components: SpecPath.Component...) -> SpecPath { SpecPath(components) }
    #expect(
      specError(#"{"layout": {"type": "waterfall", "columnCount": 0}, "sections": []}"#)
        == SpecError(
          path: path(.field("layout"), .field("columnCount")),
          problem: .outOfRange(0, "at least 1")))
    let cases: [(section: String, error: SpecError)] = [
      (
        #"{"items": 1, "fullSpan": [0, 1]}"#,
        SpecError(
          path: path(.field("sections"), .index(0), .field("fullSpan"), .index(1)),
          problem: .itemIndexOutOfRange(1, itemCount: 1))
      ),
      (
        #"{"items": 2, "fullSpan": [1, 1]}"#,
        SpecError(
          path: path(.field("sections"), .index(0), .field("fullSpan"), .index(1)),
          problem: .duplicateIndex(1))
      ),
      (
        #"{"itemHeights": [], "itemSizes": []}"#,
        SpecError(
          path: path(.field("sections"), .index(0)),
          problem: .conflictingFields(["itemHeights", "itemSizes"]))
      ),
      (
        #"{"items": 3, "itemHeights": [1, 2]}"#,
        SpecError(
          path: path(.field("sections"), .index(0)),
          problem: .itemCountMismatch(items: 3, field: "itemHeights", count: 2))
      ),
    ]
    for (section, error) in cases {
      #expect(specError(#"{"layout": {"type": "waterfall"}, "sections": [\#(section)]}"#) == error)
    }
  }

  @Test("the first bad value is reported: unknown fields, then values in schema order")
  func firstErrorWins() {
    let unknownLast = specError(
      #"{"layout": {"type": "waterfall", "columnCount": 0, "bogus": 1}, "sections": []}"#)
    #expect(unknownLast?.path.description == "$.layout.bogus")
    // The column count is read before the spacings, whatever the document order.
    #expect(
      layoutError(#""minimumColumnSpacing": -1, "columnCount": 0"#)
        == "$.layout.columnCount: must be at least 1, got 0")
    // A section's items are read before its full-span indexes and its other values.
    #expect(
      sectionError(#"{"columnCount": 0, "fullSpan": [9], "items": 2}"#)
        == "$.sections[0].fullSpan[0]: item 9 is out of range; the section has 2 items")
    // The layout object is read before the sections.
    #expect(
      specError(
        #"{"sections": [{}], "layout": {"type": "waterfall", "itemHeight": -1}}"#)?.description
        == "$.layout.itemHeight: must not be negative, got -1")
  }
}
