import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// The error a spec gives, or `nil` if it is valid.
func specError(_ json: String) -> SpecError? {
  do {
    _ = try Spec(json: json)
    return nil
  } catch {
    return error
  }
}

@Suite("Errors in specs")
struct SpecErrorTests {
  @Test(
    "the document and its required fields",
    arguments: [
      ("[]", "$: expected an object, got an array"),
      ("null", "$: expected an object, got null"),
      ("{}", #"$: missing required field "sections""#),
      (#"{"sections": {}}"#, "$.sections: expected an array, got an object"),
      (#"{"sections": [3]}"#, "$.sections[0]: expected an object, got a number"),
      (
        #"{"sections": [], "foo": 1}"#,
        #"$.foo: unknown field; expected one of "viewport", "layout", "sections", "events", "#
          + #""actions""#
      ),
      (#"{"section": []}"#, #"$.section: unknown field; did you mean "sections"?"#),
      (
        #"{"sections": [], "sections": []}"#,
        "$.sections: duplicate field; a field may appear only once"
      ),
      (
        #"{"a b": 1, "sections": []}"#,
        #"$["a b"]: unknown field; expected one of "viewport", "layout", "sections", "events", "#
          + #""actions""#
      ),
      (
        #"{"x\n": 1, "sections": []}"#,
        #"$["x\n"]: unknown field; expected one of "viewport", "layout", "sections", "events", "#
          + #""actions""#
      ),
    ])
  func document(json: String, message: String) {
    #expect(specError(json)?.description == message)
  }

  @Test(
    "sections and their items",
    arguments: [
      (#"{"sections": [{}]}"#, #"$.sections[0]: missing required field "items" or "itemSizes""#),
      (#"{"sections": [{"items": 2.5}]}"#, "$.sections[0].items: expected a whole number, got 2.5"),
      (#"{"sections": [{"items": -1}]}"#, "$.sections[0].items: must not be negative, got -1"),
      (
        #"{"sections": [{"items": 1e10}]}"#,
        "$.sections[0].items: must be at most 2147483647, got 10000000000"
      ),
      (#"{"sections": [{"items": "3"}]}"#, "$.sections[0].items: expected a number, got a string"),
      (
        #"{"sections": [{"items": 3, "itemSizes": [[1, 2]]}]}"#,
        #"$.sections[0]: "items" is 3 but "itemSizes" lists 1 size; they must agree"#
      ),
      (
        #"{"sections": [{"items": 1, "itemSizes": [[1, 2], [3, 4]]}]}"#,
        #"$.sections[0]: "items" is 1 but "itemSizes" lists 2 sizes; they must agree"#
      ),
      (
        #"{"sections": [{"items": 7}, {"itemSizes": [[50, 60, 70], [70, 40]]}]}"#,
        "$.sections[1].itemSizes[0]: expected [width, height], got 3 numbers"
      ),
      (
        #"{"sections": [{"itemSizes": [[50, -1]]}]}"#,
        "$.sections[0].itemSizes[0][1]: height must not be negative, got -1"
      ),
      (
        #"{"sections": [{"itemSizes": [[-50, 1]]}]}"#,
        "$.sections[0].itemSizes[0][0]: width must not be negative, got -50"
      ),
      (
        #"{"sections": [{"itemSizes": [[50, null]]}]}"#,
        "$.sections[0].itemSizes[0][1]: expected a number, got null"
      ),
      (
        #"{"sections": [{"itemSizes": [[50, 60, "x"]]}]}"#,
        "$.sections[0].itemSizes[0][2]: expected a number, got a string"
      ),
      (
        #"{"sections": [{"itemSizes": [50]}]}"#,
        "$.sections[0].itemSizes[0]: expected [width, height], got a number"
      ),
      (
        #"{"sections": [{"itemSizes": [[]]}]}"#,
        "$.sections[0].itemSizes[0]: expected [width, height], got an empty array"
      ),
      (
        #"{"sections": [{"itemSizes": [[5]]}]}"#,
        "$.sections[0].itemSizes[0]: expected [width, height], got 1 number"
      ),
      (
        #"{"sections": [{"itemSizes": {"0": [1, 1]}}]}"#,
        "$.sections[0].itemSizes: expected an array, got an object"
      ),
      (
        #"{"sections": [{"items": 1, "inset": [1, 2, 3]}]}"#,
        "$.sections[0].inset: expected [top, left, bottom, right], got 3 numbers"
      ),
      (
        #"{"sections": [{"items": 1, "inset": [1, -2, 3, 4]}]}"#,
        "$.sections[0].inset[1]: left must not be negative, got -2"
      ),
      (
        #"{"sections": [{"items": 1, "minimumLineSpacing": -0.5}]}"#,
        "$.sections[0].minimumLineSpacing: must not be negative, got -0.5"
      ),
      (
        #"{"sections": [{"items": 1, "minimumInteritemSpacing": true}]}"#,
        "$.sections[0].minimumInteritemSpacing: expected a number, got true"
      ),
      (
        #"{"sections": [{"items": 1, "headerSize": [0, -45]}]}"#,
        "$.sections[0].headerSize[1]: height must not be negative, got -45"
      ),
      (
        #"{"sections": [{"items": 1, "footerSize": 30}]}"#,
        "$.sections[0].footerSize: expected [width, height], got a number"
      ),
      (
        #"{"sections": [{"item": 1}]}"#,
        #"$.sections[0].item: unknown field; did you mean "items"?"#
      ),
      (
        #"{"sections": [{"items": 1, "headerReferenceSize": [0, 40]}]}"#,
        #"$.sections[0].headerReferenceSize: unknown field; expected one of "items", "itemSizes", "#
          + #""inset", "minimumLineSpacing", "minimumInteritemSpacing", "headerSize", "footerSize", "#
          + #""sectionBackground""#
      ),
    ])
  func sections(json: String, message: String) {
    #expect(specError(json)?.description == message)
  }

  @Test(
    "the layout object",
    arguments: [
      (#"{"layout": [], "sections": []}"#, "$.layout: expected an object, got an array"),
      (
        #"{"layout": {"type": "grid"}, "sections": []}"#,
        #"$.layout.type: unknown value "grid"; expected one of "# + quotedTypeNames()
      ),
      (
        #"{"layout": {"type": 1}, "sections": []}"#,
        "$.layout.type: expected a string, got a number"
      ),
      (
        #"{"layout": {"itemSise": [1, 1]}, "sections": []}"#,
        #"$.layout.itemSise: unknown field; did you mean "itemSize"?"#
      ),
      (
        #"{"layout": {"headerSize": [0, 40]}, "sections": []}"#,
        #"$.layout.headerSize: unknown field; expected one of "type", "scrollDirection", "#
          + #""itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "#
          + #""sectionInsetReference", "headerReferenceSize", "footerReferenceSize", "alignment", "#
          + #""verticalAlignment", "estimatedItemSize", "sectionHeadersPinToVisibleBounds", "#
          + #""sectionFootersPinToVisibleBounds", "pinningMode", "collectionHeader", "#
          + #""collectionFooter", "sectionBackground""#
      ),
      (
        #"{"layout": {"scrollDirection": "sideways"}, "sections": []}"#,
        #"$.layout.scrollDirection: unknown value "sideways"; expected one of "vertical", "#
          + #""horizontal""#
      ),
      (
        #"{"layout": {"scrollDirection": 1}, "sections": []}"#,
        "$.layout.scrollDirection: expected a string, got a number"
      ),
      (
        #"{"layout": {"alignment": "left"}, "sections": []}"#,
        #"$.layout.alignment: unknown value "left"; expected one of "uikit", "justified", "#
          + #""leading", "center", "trailing""#
      ),
      (
        #"{"layout": {"verticalAlignment": "middle"}, "sections": []}"#,
        #"$.layout.verticalAlignment: unknown value "middle"; expected one of "top", "center", "#
          + #""bottom""#
      ),
      (
        #"{"layout": {"sectionInsetReference": "fromSafeAreaInsets"}, "sections": []}"#,
        #"$.layout.sectionInsetReference: unknown value "fromSafeAreaInsets"; expected one of "#
          + #""fromContentInset", "fromSafeArea", "fromLayoutMargins""#
      ),
      (
        #"{"layout": {"itemSize": [50, 50, 50]}, "sections": []}"#,
        "$.layout.itemSize: expected [width, height], got 3 numbers"
      ),
      (
        #"{"layout": {"itemSize": [50, -50]}, "sections": []}"#,
        "$.layout.itemSize[1]: height must not be negative, got -50"
      ),
      (
        #"{"layout": {"minimumLineSpacing": -1}, "sections": []}"#,
        "$.layout.minimumLineSpacing: must not be negative, got -1"
      ),
      (
        #"{"layout": {"minimumInteritemSpacing": -10}, "sections": []}"#,
        "$.layout.minimumInteritemSpacing: must not be negative, got -10"
      ),
      (
        #"{"layout": {"sectionInset": [0, 0, 0, -1]}, "sections": []}"#,
        "$.layout.sectionInset[3]: right must not be negative, got -1"
      ),
      (
        #"{"layout": {"headerReferenceSize": "50"}, "sections": []}"#,
        "$.layout.headerReferenceSize: expected [width, height], got a string"
      ),
      (
        #"{"layout": {"footerReferenceSize": [-1, 0]}, "sections": []}"#,
        "$.layout.footerReferenceSize[0]: width must not be negative, got -1"
      ),
      (
        #"{"layout": {"alignment": "uikit", "alignment": "leading"}, "sections": []}"#,
        "$.layout.alignment: duplicate field; a field may appear only once"
      ),
    ] as [(String, String)])
  func layout(json: String, message: String) {
    #expect(specError(json)?.description == message)
  }

  @Test(
    "the viewport object",
    arguments: [
      (#"{"viewport": true, "sections": []}"#, "$.viewport: expected an object, got true"),
      (
        #"{"viewport": {"width": -1}, "sections": []}"#,
        "$.viewport.width: must not be negative, got -1"
      ),
      (
        #"{"viewport": {"height": "667"}, "sections": []}"#,
        "$.viewport.height: expected a number, got a string"
      ),
      (
        #"{"viewport": {"scale": 0}, "sections": []}"#,
        "$.viewport.scale: must be greater than zero, got 0"
      ),
      (
        #"{"viewport": {"scale": -2}, "sections": []}"#,
        "$.viewport.scale: must be greater than zero, got -2"
      ),
      (
        #"{"viewport": {"contentOffset": [0]}, "sections": []}"#,
        "$.viewport.contentOffset: expected [x, y], got 1 number"
      ),
      (
        #"{"viewport": {"contentOffset": [0, "1"]}, "sections": []}"#,
        "$.viewport.contentOffset[1]: expected a number, got a string"
      ),
      (
        #"{"viewport": {"contentInset": [0, 0, -1, 0]}, "sections": []}"#,
        "$.viewport.contentInset[2]: bottom must not be negative, got -1"
      ),
      (
        #"{"viewport": {"safeAreaInsets": [-3, 0, 0, 0]}, "sections": []}"#,
        "$.viewport.safeAreaInsets[0]: top must not be negative, got -3"
      ),
      (
        #"{"viewport": {"layoutMargins": [0, 0, 0]}, "sections": []}"#,
        "$.viewport.layoutMargins: expected [top, left, bottom, right], got 3 numbers"
      ),
      (
        #"{"viewport": {"layoutDirection": "rtl"}, "sections": []}"#,
        #"$.viewport.layoutDirection: unknown value "rtl"; expected one of "leftToRight", "#
          + #""rightToLeft""#
      ),
      (
        #"{"viewport": {"Width": 100}, "sections": []}"#,
        #"$.viewport.Width: unknown field; did you mean "width"?"#
      ),
      (
        #"{"viewport": {"safeArea": [0, 0, 0, 0]}, "sections": []}"#,
        #"$.viewport.safeArea: unknown field; expected one of "width", "height", "scale", "#
          + #""contentOffset", "contentInset", "safeAreaInsets", "layoutMargins", "#
          + #""layoutDirection""#
      ),
    ])
  func viewport(json: String, message: String) {
    #expect(specError(json)?.description == message)
  }

  @Test("an error carries its path and a typed problem")
  func typedError() {
    let error = specError(#"{"sections": [{"items": 1}, {"itemSizes": [[50, 60, 70]]}]}"#)
    #expect(
      error
        == SpecError(
          path: SpecPath([.field("sections"), .index(1), .field("itemSizes"), .index(0)]),
          problem: .wrongLength(expected: "[width, height]", count: 3)))
  }

  @Test("the first bad value in schema order is the one reported")
  func firstErrorWins() {
    let error = specError(
      #"{"viewport": {"width": -1}, "layout": {"itemSize": [-1, 1]}, "sections": [{}]}"#)
    #expect(error?.description == "$.viewport.width: must not be negative, got -1")
    let unknownFirst = specError(#"{"layout": {"itemSize": [-1, 1], "bogus": 1}, "sections": []}"#)
    #expect(unknownFirst?.path.description == "$.layout.bogus")
  }
}

extension SpecErrorTests {
  @Test(
    "a viewport side past the length limit is named as that side",
    arguments: [
      (
        #"{"viewport": {"width": 2e12, "height": 100}, "sections": [{"items": 1}]}"#,
        "$.viewport.width: the viewport size is 2000000000000.0; it must be from 0.0 to "
          + "1000000000000.0"
      ),
      (
        #"{"viewport": {"width": 100, "height": 2e12}, "sections": [{"items": 1}]}"#,
        "$.viewport.height: the viewport size is 2000000000000.0; it must be from 0.0 to "
          + "1000000000000.0"
      ),
    ])
  func viewportSide(json: String, message: String) throws {
    #expect(try layoutError(json: json)?.description == message)
  }
}
