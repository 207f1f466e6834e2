import Testing
import Trellis
import TrellisSpec

/// A grid of quarter-width items under a pinned header, and a shelf, in a 400 × 300
/// viewport.
private let page = #"""
  {"viewport": {"width": 400, "height": 300},
   "layout": {"type": "compositional", "interSectionSpacing": 10, "sections": [
     {"group": {"axis": "horizontal",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 80}},
                "subitems": [{"size": {"width": {"fractionalWidth": 0.25},
                                       "height": {"fractionalHeight": 1}}}]},
      "boundarySupplementaryItems": [
        {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
         "alignment": "top", "pinToVisibleBounds": true}]},
     {"group": {"axis": "horizontal",
                "size": {"width": {"absolute": 150}, "height": {"absolute": 100}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1},
                                       "height": {"fractionalHeight": 1}}}]},
      "contentInsets": [0, 16, 0, 16], "interGroupSpacing": 10,
      "orthogonalScrollingBehavior": "groupPaging"}]},
   "sections": [{"items": 6}, {"items": 5}]
  """#

@Suite("Compositional specs")
struct CompositionalSpecTests {
  @Test("a spec's sections give the frames UIKit's rules give")
  func frames() throws {
    let frames = try Spec(json: page + "}").frames()
    let cell = { (item: Int, section: Int) in frames[.cell(IndexPath(item: item, section: section))]
    }
    #expect(
      frames[.supplementary(.sectionHeader, IndexPath(item: 0, section: 0))]
        == Rect(x: 0, y: 0, width: 400, height: 30))
    #expect(cell(0, 0) == Rect(x: 0, y: 30, width: 100, height: 80))
    #expect(cell(5, 0) == Rect(x: 100, y: 110, width: 100, height: 80))
    // Section 1 starts at 30 + 160 + 10; its shelf runs sideways from x = 16.
    #expect(cell(0, 1) == Rect(x: 16, y: 200, width: 150, height: 100))
    #expect(cell(4, 1) == Rect(x: 656, y: 200, width: 150, height: 100))
    let layout = try Spec(json: page + "}").makeLayout()
    #expect(layout.contentSize == Size(width: 400, height: 300))
  }

  @Test("one section for all data sections, and badges and backgrounds")
  func uniform() throws {
    let spec = try Spec(
      json: #"""
        {"viewport": {"width": 200, "height": 300},
         "layout": {"type": "compositional", "section": {
           "group": {"axis": "vertical",
                     "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
                     "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                                   "supplementaryItems": [{"kind": "badge",
                                     "size": {"width": {"absolute": 10}, "height": {"absolute": 10}},
                                     "edges": ["top", "trailing"], "offset": {"absolute": [2, -2]}}]}],
                     "interItemSpacing": {"fixed": 0}},
           "decorationItems": [{"contentInsets": [1, 2, 3, 4]}]}},
         "sections": [{"items": 3}, {"items": 1}]}
        """#)
    let frames = try spec.frames()
    #expect(
      frames[.cell(IndexPath(item: 2, section: 0))] == Rect(x: 0, y: 100, width: 200, height: 50))
    #expect(
      frames[.supplementary(.custom("badge"), IndexPath(item: 1, section: 0))]
        == Rect(x: 192, y: 48, width: 10, height: 10))
    #expect(
      frames[.decoration(.sectionBackground, IndexPath(item: 0, section: 1))]
        == Rect(x: 2, y: 201, width: 194, height: 96))
    #expect(spec.layout.as(CompositionalSpec.self)?.isUniform == true)
  }

  static func message(_ json: String) -> String {
    do {
      _ = try Spec(json: json).makeLayout()
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("bad values are errors at their field, also those the layout refuses")
  func errors() {
    let body = #"{"layout": {"type": "compositional", "section": {"group": "#
    let data = #"}}, "sections": [{"items": 3}]}"#
    let item = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}}"#
    let group = { (size: String) in
      #"{"axis": "horizontal", "size": "# + size + #", "subitems": ["# + item + "]}"
    }
    #expect(
      Self.message(body + group(#"{"width": {"absolute": -1}, "height": {"absolute": 1}}"#) + data)
        .contains("$.layout.section.group.size.width.absolute"))
    #expect(
      Self.message(
        body + group(#"{"width": {"absolute": 1, "estimated": 2}, "height": {"absolute": 1}}"#)
          + data
      )
      .contains("$.layout.section.group.size.width"))
    #expect(
      Self.message(
        body + group(#"{"width": {"fractionalWidth": 5000}, "height": {"absolute": 1}}"#) + data
      )
      .contains("$.layout.section.group.size.width"))
    #expect(
      Self.message(#"{"layout": {"type": "compositional"}, "sections": []}"#).contains(
        "\"section\""))
    let two =
      #"{"layout": {"type": "compositional", "sections": [{"group": "#
      + group(#"{"width": {"absolute": 10}, "height": {"absolute": 10}}"#)
      + #"}]}, "sections": [{"items": 1}, {"items": 1}]}"#
    #expect(Self.message(two).contains("$.layout.sections"))
    #expect(Self.message(two).contains("one section per data section (2)"))
  }

  @Test("an item moves between groups and sections by a drag")
  func move() throws {
    let json = #"""
      {"viewport": {"width": 400, "height": 300},
       "layout": {"type": "compositional", "section": {"group": {"axis": "horizontal",
         "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 80}},
         "subitems": [{"size": {"width": {"fractionalWidth": 0.25},
                                "height": {"fractionalHeight": 1}}}]}}},
       "sections": [{"items": 6}, {"items": 3}],
       "actions": [{"move": {"item": [0, 0], "path": [[250, 40], [150, 200]]}}]}
      """#
    let step = try #require(try Playback(try Spec(json: json)).steps.first)
    // Over item 0.2 in the first row, then over item 1.1 in the next section's row.
    #expect(step.targets == [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 1)])
    #expect(step.itemMap[0][0] == IndexPath(item: 1, section: 1))
  }

  @Test("a transition from a flow layout to a compositional one")
  func transition() throws {
    let json = #"""
      {"viewport": {"width": 400, "height": 300},
       "layout": {"type": "flow", "itemSize": [100, 100]},
       "sections": [{"items": 6}],
       "actions": [{"transition": {"layout": {"type": "compositional", "section": {"group":
         {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
          "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}}}}]}
      """#
    let steps = try Playback(try Spec(json: json)).steps
    #expect(steps.count == 1)
  }

  @Test("a section scrolls sideways by an action, and a release pages it")
  func scrollSection() throws {
    let json =
      page
      + #", "actions": [{"scrollSection": {"section": 1, "offset": 100}}, "#
      + #"{"scrollSection": {"section": 1, "offset": 100, "velocity": 900}}]}"#
    let steps = try Playback(try Spec(json: json)).steps
    let frame = { (step: PlaybackStep, item: Int) in
      step.visible.first { $0.id == .cell(IndexPath(item: item, section: 1)) }?.frame
    }
    #expect(frame(steps[0], 0) == Rect(x: -84, y: 200, width: 150, height: 100))
    // From group 1 (offset 100 is nearest 160), a flick goes on to group 2 at 320.
    #expect(frame(steps[1], 2) == Rect(x: 16, y: 200, width: 150, height: 100))
    #expect(frame(steps[1], 0) == nil)
    #expect(steps[1].contentOffset == .zero)
  }

  @Test("scrolling a section sideways is refused by name where it cannot be")
  func scrollSectionErrors() {
    let flow =
      #"{"layout": {"type": "flow"}, "sections": [{"items": 3}], "actions": "#
      + #"[{"scrollSection": {"section": 0, "offset": 10}}]}"#
    #expect(Self.playError(flow)?.contains(#"$.actions[0].scrollSection"#) == true)
    #expect(Self.playError(flow)?.contains("compositional") == true)
    let missing = page + #", "actions": [{"scrollSection": {"section": 5, "offset": 10}}]}"#
    #expect(Self.playError(missing)?.contains("$.actions[0].scrollSection.section") == true)
    let list = page + #", "actions": [{"scrollSection": {"section": 0, "offset": 10}}]}"#
    #expect(
      Self.playError(list)
        == "$.actions[0].scrollSection.section: orthogonalScrollingBehavior of section 0 is "
        + "none, so the section does not scroll sideways and has no offset to set")
    let far = page + #", "actions": [{"scrollSection": {"section": 1, "offset": 1e13}}]}"#
    #expect(Self.playError(far)?.hasPrefix("$.actions[0].scrollSection.offset: ") == true)
  }

  @Test("custom groups, anchored badges, corner items and their insets read from a spec")
  func newerKeys() throws {
    let json = #"""
      {"viewport": {"width": 320, "height": 600},
       "layout": {"type": "compositional", "section": {
         "contentInsets": [12, 16, 12, 16], "supplementariesFollowContentInsets": false,
         "group": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 160}},
                   "custom": [[0, 0, 180, 160], [188, 0, 100, 76], [188, 84, 100, 76]]},
         "interGroupSpacing": 8,
         "boundarySupplementaryItems": [
           {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 40}},
            "alignment": "top"},
           {"kind": "footer", "size": {"width": {"absolute": 120}, "height": {"absolute": 30}},
            "alignment": "bottomTrailing", "contentInsets": [4, 0, 4, 8]}],
         "orthogonalScrollingProperties": {"decelerationRate": 0.95, "bounce": "always"}}},
       "sections": [{"items": 7}]}
      """#
    let spec = try Spec(json: json)
    let frames = try spec.frames()
    let cell = { (item: Int) in frames[.cell(IndexPath(item: item, section: 0))] }
    let at = IndexPath(item: 0, section: 0)
    // Header across the whole 320, then the top inset: groups from 52, 168 apart.
    #expect(frames[.supplementary(.sectionHeader, at)] == Rect(x: 0, y: 0, width: 320, height: 40))
    #expect(cell(0) == Rect(x: 16, y: 52, width: 180, height: 160))
    #expect(cell(2) == Rect(x: 204, y: 136, width: 100, height: 76))
    #expect(cell(6) == Rect(x: 16, y: 388, width: 180, height: 160))
    // After 52 + 3 × 160 + 2 × 8 and the bottom inset: 560, at the trailing end, inset.
    #expect(
      frames[.supplementary(.sectionFooter, at)] == Rect(x: 200, y: 564, width: 112, height: 22))
    let section = try #require(spec.layout.as(CompositionalSpec.self)).sections[0]
    #expect(
      section.orthogonalScrollingProperties
        == OrthogonalScrollingProperties(decelerationRate: .custom(0.95), bounce: .always))
    let badge = #"""
      {"viewport": {"width": 320, "height": 400},
       "layout": {"type": "compositional", "section": {"contentInsets": [20, 0, 0, 0],
         "group": {"axis": "horizontal",
           "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
           "subitems": [{"size": {"width": {"absolute": 90}, "height": {"fractionalHeight": 1}},
             "supplementaryItems": [{"kind": "badge",
               "size": {"width": {"absolute": 20}, "height": {"absolute": 20}},
               "edges": ["top", "trailing"],
               "itemAnchor": {"edges": ["bottom", "leading"], "offset": {"absolute": [-10, 10]}}}]}]}}},
       "sections": [{"items": 6}]}
      """#
    let badges = try Spec(json: badge).frames()
    // Item 1's top trailing corner is (180, 20); the badge's own point, its bottom leading
    // corner (0, 20) moved by (-10, 10), is (-10, 30), and goes there: origin (190, -10).
    #expect(
      badges[.supplementary(.custom("badge"), IndexPath(item: 1, section: 0))]
        == Rect(x: 190, y: -10, width: 20, height: 20))
  }

  @Test("a release glides by the section's deceleration rate; a row that does not bounce holds")
  func scrollingProperties() throws {
    let json = #"""
      {"viewport": {"width": 400, "height": 300},
       "layout": {"type": "compositional", "section": {
         "group": {"axis": "horizontal",
                   "size": {"width": {"absolute": 150}, "height": {"absolute": 100}},
                   "subitems": [{"size": {"width": {"fractionalWidth": 1},
                                          "height": {"fractionalHeight": 1}}}]},
         "interGroupSpacing": 10, "orthogonalScrollingBehavior": "continuous",
         "orthogonalScrollingProperties": {"decelerationRate": "fast", "bounce": "never"}}},
       "sections": [{"items": 8}],
       "actions": [{"scrollSection": {"section": 0, "offset": -40}},
                   {"scrollSection": {"section": 0, "offset": 100, "velocity": 2000}}]}
      """#
    let steps = try Playback(try Spec(json: json)).steps
    let x = { (step: PlaybackStep, item: Int) in
      step.visible.first { $0.id == .cell(IndexPath(item: item, section: 0)) }?.frame.minX
    }
    // Held at 0 rather than dragged to -40.
    #expect(x(steps[0], 0) == 0)
    // From 100, 2,000 × 0.99 / 0.01 / 1000 = 198 points on: 298; item 2 starts at 320.
    let resting = try #require(x(steps[1], 2))
    #expect(abs(resting - 22) < 1e-9)
  }

  @Test("the newer keys refuse what they cannot read, by path")
  func newerKeyErrors() {
    let group = #"{"size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "#
    func error(_ fields: String) -> String? {
      let json =
        #"{"layout": {"type": "compositional", "section": {"group": "# + group + fields
        + #"}}, "sections": [{"items": 2}]}"#
      return Self.specError(json)
    }
    #expect(error(#""custom": []}"#)?.hasPrefix("$.layout.section.group.custom: ") == true)
    #expect(
      error(#""custom": [[0, 0, -1, 4]]}"#)?.hasPrefix("$.layout.section.group.custom[0][2]: ")
        == true)
    #expect(
      error(#""custom": [[0, 0, 1, 4]], "axis": "vertical"}"#)?.contains("custom") == true)
    let shelf =
      #"{"layout": {"type": "compositional", "section": {"group": {"axis": "horizontal", "#
      + #""size": {"width": {"absolute": 10}, "height": {"absolute": 10}}, "subitems": "#
      + #"[{"size": {"width": {"absolute": 10}, "height": {"absolute": 10}}}]}, "#
      + #""visibleItemsHandler": {"distanceFromCenter": {"falloff": 100, "minimumScale": 2}}"#
      + #"}}, "sections": [{"items": 2}]}"#
    #expect(
      Self.specError(shelf)?.hasPrefix(
        "$.layout.section.visibleItemsHandler.distanceFromCenter.minimumScale: ") == true)
  }

  /// A list of rows estimated 44 tall, 10 apart, in a 300 × 400 viewport.
  static let estimatedList = #"""
    {"viewport": {"width": 300, "height": 400},
     "layout": {"type": "compositional", "section": {"interGroupSpacing": 10,
       "group": {"axis": "vertical",
         "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}},
         "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}}]}}},
     "sections": [{"items": 20}], "actions": 
    """#

  @Test("estimated items start at their estimates and a measure gives them their lengths")
  func measure() throws {
    let spec = try Spec(json: Self.estimatedList + "[]}")
    // Twenty rows of 44, 10 apart: 20 × 44 + 19 × 10.
    #expect(try spec.makeLayout().contentSize == Size(width: 300, height: 1_070))
    let steps = try Playback(
      try Spec(
        json: Self.estimatedList
          + #"[{"measure": {"sizes": {"0.1": [300, 100], "0.3": [300, 20]}}}]}"#)
    ).steps
    let frame = { (item: Int) in
      steps[0].visible.first { $0.id == .cell(IndexPath(item: item, section: 0)) }?.frame
    }
    // 44 + 10 = 54; 54 + 100 + 10 = 164; 164 + 44 + 10 = 218; 218 + 20 + 10 = 248.
    #expect(frame(1) == Rect(x: 0, y: 54, width: 300, height: 100))
    #expect(frame(2) == Rect(x: 0, y: 164, width: 300, height: 44))
    #expect(frame(3) == Rect(x: 0, y: 218, width: 300, height: 20))
    #expect(frame(4) == Rect(x: 0, y: 248, width: 300, height: 44))
    #expect(steps[0].contentSize == Size(width: 300, height: 1_070 + 56 - 24))
  }

  @Test("a drag finds its target among the measured frames, and the size goes with the item")
  func moveMeasured() throws {
    let steps = try Playback(
      try Spec(
        json: Self.estimatedList
          + #"[{"measure": {"sizes": {"0.0": [300, 44], "0.1": [300, 100], "0.2": [300, 44]}}}, "#
          + #"{"move": {"item": [0, 1], "path": [[150, 186]]}}]}"#)
    ).steps
    // Measured, row 2 spans 164 to 208 (at the estimates 186 would be over row 3, from
    // 162 to 206): the drop puts row 1 there, and row 1 keeps its 100 points.
    #expect(steps[1].targets == [IndexPath(item: 2, section: 0)])
    let moved = steps[1].visible.first { $0.id == .cell(IndexPath(item: 2, section: 0)) }
    #expect(moved?.frame == Rect(x: 0, y: 108, width: 300, height: 100))
  }

  @Test("a compositional layout without estimated lengths measures nothing")
  func measureWithoutEstimates() {
    let json =
      page + #", "actions": [{"measure": {"sizes": {"0.0": [10, 10]}}}]}"#
    #expect(Self.playError(json)?.hasPrefix("$.actions[0].measure: only self-sizing") == true)
  }

  static func specError(_ json: String) -> String? {
    do {
      _ = try Spec(json: json).makeLayout()
      return nil
    } catch {
      return "\(error)"
    }
  }

  static func playError(_ json: String) -> String? {
    do {
      _ = try Playback(try Spec(json: json)).steps
      return nil
    } catch {
      return "\(error)"
    }
  }
}
