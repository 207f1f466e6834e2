import Testing
import Trellis
import TrellisSpec

@Suite("The JSON report of a layout")
struct LayoutReportTests {
  private func line(_ attributes: LayoutAttributes) -> String {
    let json = LayoutReport(contentSize: .zero, elements: [attributes]).json
    return String(json.split(separator: "\n")[3].dropFirst(4))
  }

  @Test("keys come in a fixed order and the whole text ends with a line break")
  func layout() {
    let report = LayoutReport(
      contentSize: Size(width: 120, height: 110),
      elements: [
        LayoutAttributes(
          id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)),
          frame: Rect(x: 0, y: 0, width: 120, height: 20)),
        LayoutAttributes(
          id: .cell(IndexPath(item: 4, section: 2)), frame: Rect(x: 1, y: 2, width: 3, height: 4)),
      ])
    #expect(
      report.json == """
        {
          "contentSize": [120, 110],
          "elements": [
            {"category": "supplementary", "kind": "header", "section": 0, "item": 0, \
        "frame": [0, 0, 120, 20], "zIndex": 0, "alpha": 1, "hidden": false},
            {"category": "cell", "kind": null, "section": 2, "item": 4, \
        "frame": [1, 2, 3, 4], "zIndex": 0, "alpha": 1, "hidden": false}
          ]
        }

        """)
  }

  @Test("no elements print as an empty array")
  func empty() {
    let report = LayoutReport(contentSize: Size(width: 375, height: 0), elements: [])
    #expect(report.json == "{\n  \"contentSize\": [375, 0],\n  \"elements\": []\n}\n")
  }

  @Test("every category, built-in kinds by name and custom kinds escaped")
  func categoriesAndKinds() {
    let path = IndexPath(item: 1, section: 3)
    let frame = Rect(x: 0, y: 0, width: 1, height: 1)
    #expect(
      line(LayoutAttributes(id: .decoration(.sectionBackground, path), frame: frame))
        .hasPrefix(
          #"{"category": "decoration", "kind": "sectionBackground", "section": 3, "item": 1,"#))
    #expect(
      line(LayoutAttributes(id: .supplementary(.sectionFooter, path), frame: frame))
        .hasPrefix(#"{"category": "supplementary", "kind": "footer","#))
    #expect(
      line(LayoutAttributes(id: .supplementary(.collectionHeader, path), frame: frame))
        .hasPrefix(#"{"category": "supplementary", "kind": "collectionHeader","#))
    #expect(
      line(LayoutAttributes(id: .supplementary(.custom("say \"hi\"\\\n"), path), frame: frame))
        .hasPrefix(#"{"category": "supplementary", "kind": "say \"hi\"\\\n","#))
    #expect(
      line(LayoutAttributes(id: .decoration(.custom("\u{01}é"), path), frame: frame))
        .hasPrefix(#"{"category": "decoration", "kind": "\u0001é","#))
  }

  @Test("zIndex, alpha and hidden are printed as they are")
  func appearance() {
    let attributes = LayoutAttributes(
      id: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 1, height: 1),
      alpha: 0.25, zIndex: -3, isHidden: true)
    #expect(line(attributes).hasSuffix(#""zIndex": -3, "alpha": 0.25, "hidden": true}"#))
  }

  @Test(
    "numbers: integral without a fraction, others in the shortest exact form",
    arguments: [
      (50.0, "50"), (-0.0, "0"), (-12.0, "-12"), (0.5, "0.5"), (-147.5, "-147.5"),
      (370.0 / 3, "123.33333333333333"), (1480.0 / 9, "164.44444444444446"),
      (0.1 + 0.2, "0.30000000000000004"),
      (1e-7, "1e-07"), (9_007_199_254_740_991, "9007199254740991"), (1e16, "1e+16"),
      (.infinity, "null"), (.nan, "null"),
    ])
  func numbers(value: Double, text: String) {
    let report = LayoutReport(contentSize: Size(width: value, height: 0), elements: [])
    #expect(report.json.hasPrefix("{\n  \"contentSize\": [\(text), 0],"))
  }

  @Test("a report of a layout lists all elements, or those in a rect")
  func fromLayout() throws {
    let layout = try Spec(json: #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#)
      .makeLayout()
    let all = LayoutReport(layout)
    #expect(all.contentSize == Size(width: 120, height: 110))
    #expect(all.elements == layout.allElements())
    let some = LayoutReport(layout, in: Rect(x: 0, y: 55, width: 10, height: 10))
    #expect(some.elements.map(\.indexPath) == [IndexPath(item: 2, section: 0)])
  }

  @Test("a report written element by element is the JSON text, in short pieces")
  func streamed() throws {
    let spec = try Spec(
      json: #"{"layout": {"headerReferenceSize": [0, 20]}, "sections": [{"items": 2000}]}"#)
    let layout = try spec.makeLayout()
    let rect = Rect(x: 0, y: 100, width: 200, height: 300)
    for area in [nil, rect, Rect(x: -50, y: -50, width: 10, height: 10)] {
      var stream = PieceRecorder()
      LayoutReport.write(layout, in: area, to: &stream)
      #expect(stream.text == LayoutReport(layout, in: area).json)
      // No piece holds more than one element: the text is never built whole.
      #expect(stream.longestPiece < 120)
    }
  }
}

@Suite("Spec paths")
struct SpecPathTests {
  @Test(
    "print like JSONPath, bracketing names that are not identifiers",
    arguments: [
      (SpecPath.root, "$"),
      (
        SpecPath.root.appending("sections").appending(1).appending("itemSizes").appending(0),
        "$.sections[1].itemSizes[0]"
      ),
      (SpecPath([.field("_a9")]), "$._a9"),
      (SpecPath([.field("9a")]), #"$["9a"]"#),
      (SpecPath([.field("")]), #"$[""]"#),
      (SpecPath([.field("a-b"), .index(2)]), #"$["a-b"][2]"#),
      (SpecPath([.field("é")]), #"$["é"]"#),
      (SpecPath([.field("\"")]), #"$["\""]"#),
    ])
  func description(path: SpecPath, text: String) {
    #expect(path.description == text)
  }
}

/// A text stream that keeps the text and the length of its longest piece.
private struct PieceRecorder: TextOutputStream {
  var text = ""
  var longestPiece = 0

  mutating func write(_ string: String) {
    text += string
    longestPiece = max(longestPiece, string.utf8.count)
  }
}
