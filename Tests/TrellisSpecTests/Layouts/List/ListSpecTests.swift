import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// `"type": "list"` and a compositional section's `"list"`: read as the Swift
/// configuration they name, per-row separators from the data, and errors at their paths.
@Suite("List specs")
struct ListSpecTests {
  static let viewport =
    #""viewport": {"width": 390, "height": 844, "scale": 2, "layoutMargins": [0, 16, 0, 16]}"#

  /// A spec of the layout object `layout` and the data `sections`.
  static func spec(_ layout: String, sections: String = #"[{"items": 3}, {"items": 2}]"#)
    -> String
  {
    "{\(viewport), \"layout\": \(layout), \"sections\": \(sections)}"
  }

  /// The frames of every element of `json`'s layout, in the order reported.
  static func frames(_ json: String) throws -> [LayoutAttributes] {
    try Spec(json: json).makeLayout().allElements()
  }

  /// The frames of a Swift list of `configuration` for the same data.
  static func frames(_ configuration: ListConfiguration, itemCounts: [Int] = [3, 2]) throws
    -> [LayoutAttributes]
  {
    let layout = CompositionalLayout.list(using: configuration)
    try layout.prepare(
      for: Viewport(
        size: Size(width: 390, height: 844),
        layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), scale: 2),
      dataSource: CompositionalContent(itemCounts: itemCounts))
    return layout.allElements()
  }

  @Test("every key of a list reads as the Swift configuration it names")
  func keys() throws {
    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = 12
    configuration.separatorConfiguration = SeparatorConfiguration(
      topSeparatorVisibility: .visible, bottomSeparatorVisibility: .hidden,
      topSeparatorInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 8),
      bottomSeparatorInsets: .zero)
    let json = Self.spec(
      #"{"type": "list", "appearance": "insetGrouped", "headerMode": "supplementary", "#
        + #""footerMode": "supplementary", "headerTopPadding": 12, "showsSeparators": true, "#
        + #""separatorConfiguration": {"topSeparatorVisibility": "visible", "#
        + #""bottomSeparatorVisibility": "hidden", "topSeparatorInsets": [0, 4, 0, 8], "#
        + #""bottomSeparatorInsets": [0, 0, 0, 0]}}"#)
    #expect(try Self.frames(json) == Self.frames(configuration))
    // Every appearance and mode by name; a list with no keys is plain.
    for (name, appearance) in [
      ("plain", ListConfiguration.Appearance.plain), ("grouped", .grouped),
      ("insetGrouped", .insetGrouped), ("sidebar", .sidebar), ("sidebarPlain", .sidebarPlain),
    ] {
      for (mode, headerMode) in [
        ("none", ListConfiguration.HeaderMode.none), ("supplementary", .supplementary),
        ("firstItemInSection", .firstItemInSection),
      ] {
        var expected = ListConfiguration(appearance: appearance)
        expected.headerMode = headerMode
        let read = Self.spec(
          #"{"type": "list", "appearance": "\#(name)", "headerMode": "\#(mode)"}"#)
        #expect(try Self.frames(read) == Self.frames(expected), "\(name) \(mode)")
      }
    }
    #expect(
      try Self.frames(Self.spec(#"{"type": "list"}"#))
        == Self.frames(ListConfiguration(appearance: .plain)))
    var hidden = ListConfiguration(appearance: .plain)
    hidden.showsSeparators = false
    #expect(
      try Self.frames(Self.spec(#"{"type": "list", "showsSeparators": false}"#))
        == Self.frames(hidden))
  }

  @Test("a row's separators in the data override the configuration's, field by field")
  func rowSeparators() throws {
    let json = Self.spec(
      #"{"type": "list", "separatorConfiguration": {"bottomSeparatorInsets": [0, 40, 0, 0]}}"#,
      sections:
        #"[{"items": 3, "separators": [{"item": 0, "bottomSeparatorVisibility": "hidden"}, "#
        + #"{"item": 2, "topSeparatorVisibility": "visible"}]}]"#)
    let separators = try Self.frames(json).filter { $0.id.category == .decoration }
    // Row 0 hides its separator; row 1 keeps the layout's; row 2 adds a top one, at the
    // layout's insets too.
    #expect(
      separators.map { "\($0.id) \($0.frame)" } == [
        "decoration separator 0.1 \(Rect(x: 40, y: 87.5, width: 350, height: 0.5))",
        "decoration separator 0.2 \(Rect(x: 40, y: 131.5, width: 350, height: 0.5))",
        "decoration topSeparator 0.2 \(Rect(x: 16, y: 88, width: 374, height: 0.5))",
      ])
  }

  @Test("a compositional section's list is the Swift list section, other keys over it")
  func compositionalSection() throws {
    let json =
      "{\(Self.viewport), \"layout\": {\"type\": \"compositional\", \"sections\": ["
      + #"{"list": {"appearance": "insetGrouped"}}, "#
      + #"{"list": {"appearance": "plain"}, "contentInsets": [10, 0, 0, 0]}]}, "#
      + #""sections": [{"items": 2}, {"items": 1}]}"#
    let elements = try Self.frames(json)
    let section = LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped))
    var plain = LayoutSection.list(using: ListConfiguration(appearance: .plain))
    plain.contentInsets.top = 10
    let second = plain
    let layout = CompositionalLayout { index, _ in index == 0 ? section : second }
    try layout.prepare(
      for: Viewport(
        size: Size(width: 390, height: 844),
        layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), scale: 2),
      dataSource: CompositionalContent(itemCounts: [2, 1]))
    #expect(elements == layout.allElements())
    // Section 1 starts after 35 + 88 of section 0, and its row 10 lower.
    #expect(
      elements.first { $0.id == .cell(IndexPath(item: 0, section: 1)) }?.frame
        == Rect(x: 0, y: 133, width: 390, height: 44))
  }

  @Test("a compositional background may cover the groups only, with rounded corners")
  func roundedContentBackground() throws {
    let json =
      "{\(Self.viewport), \"layout\": {\"type\": \"compositional\", \"section\": {"
      + #""group": {"axis": "vertical", "size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"absolute": 50}}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"fractionalHeight": 1}}}]}, "contentInsets": [10, 16, 20, 16], "#
      + #""boundarySupplementaryItems": [{"kind": "header", "size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"absolute": 30}}, "alignment": "top"}], "#
      + #""decorationItems": [{"extent": "content", "cornerRadius": 12, "contentInsets": [0, 0, 0, 4]}]}}, "#
      + #""sections": [{"items": 2}]}"#
    let background = try Self.frames(json).first { $0.id.category == .decoration }
    // The groups: after the 30-point header and the 10-point inset, 100 long, from x = 16
    // to 374; less 4 at the trailing side.
    #expect(background?.frame == Rect(x: 16, y: 40, width: 354, height: 100))
    #expect(background?.cornerRadius == 12)
    let bad = json.replacingOccurrences(of: #""extent": "content""#, with: #""extent": "rows""#)
    #expect(Self.error(bad)?.hasPrefix("$.layout.section.decorationItems[0].extent") == true)
  }

  @Test("a bad value is an error naming its place")
  func errors() {
    let cases: [(String, String)] = [
      (
        Self.spec(#"{"type": "list", "appearance": "fancy"}"#),
        "$.layout.appearance: unknown value \"fancy\""
      ),
      (Self.spec(#"{"type": "list", "headerTopPadding": -1}"#), "$.layout.headerTopPadding"),
      (Self.spec(#"{"type": "list", "footerMode": "firstItemInSection"}"#), "$.layout.footerMode"),
      (Self.spec(#"{"type": "list", "rowHeight": 44}"#), "$.layout.rowHeight"),
      (
        Self.spec(#"{"type": "list", "separatorConfiguration": {"color": "red"}}"#),
        "$.layout.separatorConfiguration.color"
      ),
      (
        Self.spec(
          #"{"type": "list"}"#, sections: #"[{"items": 2, "separators": [{"item": 2}]}]"#),
        "$.sections[0].separators[0].item"
      ),
      (
        Self.spec(
          #"{"type": "list"}"#,
          sections:
            #"[{"items": 2, "separators": [{"item": 0, "bottomSeparatorVisibility": "on"}]}]"#),
        "$.sections[0].separators[0].bottomSeparatorVisibility"
      ),
      (
        Self.spec(#"{"type": "list"}"#, sections: #"[{"items": 2, "rows": 3}]"#),
        "$.sections[0].rows"
      ),
      (
        Self.spec(
          #"{"type": "compositional", "section": {"list": {}, "group": {"axis": "vertical", "#
            + #""size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 4}}, "subitems": []}}}"#
        ),
        "$.layout.section"
      ),
      (
        Self.spec(#"{"type": "compositional", "section": {"list": {"appearance": 1}}}"#),
        "$.layout.section.list.appearance"
      ),
    ]
    for (json, prefix) in cases {
      let message = Self.error(json)
      #expect(message?.hasPrefix(prefix) == true, "\(json): \(message ?? "no error")")
    }
  }

  /// The message of the error reading `json`, or `nil`.
  static func error(_ json: String) -> String? {
    do {
      _ = try Spec(json: json)
      return nil
    } catch {
      return error.description
    }
  }
}
