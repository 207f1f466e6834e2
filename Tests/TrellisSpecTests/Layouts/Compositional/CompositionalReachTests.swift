import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

@Suite("Compositional spacing around nested groups stays within the frame bound")
struct CompositionalReachTests {
  /// `depth` horizontal groups, each filling the one around it and with `member` (a
  /// JSON field and its value), nested around one item.
  static func groups(depth: Int, with member: String) -> String {
    var group = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#
    for _ in 0..<depth {
      group =
        #"{"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "#
        + #""height": {"fractionalHeight": 1}}, "subitems": [\#(group)], \#(member)}"#
    }
    return group
  }

  /// A compositional spec whose section's group holds `depth` nested horizontal groups,
  /// each with `spacing` (a JSON object) as its `edgeSpacing`, around one item.
  static func nested(depth: Int, spacing: String) -> String {
    let group = groups(depth: depth, with: #""edgeSpacing": "# + spacing)
    return #"{"viewport": {"width": 300, "height": 400}, "layout": {"type": "compositional", "#
      + #""section": {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "#
      + #""height": {"absolute": 50}}, "subitems": [\#(group)]}}}, "sections": [{"items": 2}]}"#
  }

  @Test("leading spacing of 1e12 in two nested groups is refused at the inner one")
  func refused() {
    let json = Self.nested(depth: 11, spacing: #"{"leading": {"fixed": 1e12}}"#)
    #expect(
      specError(json)?.description
        == "$.layout.section.group.subitems[0].subitems[0].edgeSpacing: must be at most "
        + "1000000000000 on each side together with the edge spacing and insets of the "
        + "groups around it, got 2000000000000")
  }

  @Test("spacing on both sides, each within the bound, is kept and its frames are in range")
  func kept() throws {
    let json = Self.nested(
      depth: 2, spacing: #"{"leading": {"fixed": 4e11}, "trailing": {"fixed": 4e11}}"#)
    let frames = try Spec(json: json).makeLayout().allElements().map(\.frame)
    #expect(frames.count == 2)
    for frame in frames {
      #expect(LayoutLimits.coordinateRange.contains(frame.minX))
      #expect(LayoutLimits.coordinateRange.contains(frame.maxX))
    }
  }

  @Test("insets of nested groups count toward the bound", arguments: [1, 3, 8])
  func insets(depth: Int) throws {
    // Each group insets its content by 3e11 on the left: three fit, a fourth does not.
    let group = Self.groups(depth: depth, with: #""contentInsets": [0, 3e11, 0, 0]"#)
    let json =
      #"{"layout": {"type": "compositional", "section": {"group": \#(group)}}, "#
      + #""sections": [{"items": 1}]}"#
    if depth <= 3 {
      _ = try Spec(json: json)
    } else {
      #expect(throws: SpecError.self) { try Spec(json: json) }
    }
  }
}
