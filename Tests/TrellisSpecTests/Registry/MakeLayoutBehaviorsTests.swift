import Testing
import Trellis
import TrellisSpec

private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

private func header(_ section: Int) -> ElementID {
  .supplementary(.sectionHeader, IndexPath(item: 0, section: section))
}

private func footer(_ section: Int) -> ElementID {
  .supplementary(.sectionFooter, IndexPath(item: 0, section: section))
}

private func background(_ section: Int) -> ElementID {
  .decoration(.sectionBackground, IndexPath(item: 0, section: section))
}

private let collectionHeaderID = ElementID.supplementary(
  .collectionHeader, IndexPath(item: 0, section: 0))
private let collectionFooterID = ElementID.supplementary(
  .collectionFooter, IndexPath(item: 0, section: 0))

/// The attributes of `element` with `frame` and `zIndex` and UIKit's other defaults.
private func attributes(_ element: ElementID, _ frame: Rect, zIndex: Int) -> LayoutAttributes {
  LayoutAttributes(id: element, frame: frame, zIndex: zIndex)
}

// Every spec here is 120 points wide with items of UIKit's default 50 x 50 and spacing
// 10: floor((120 + 10) / 60) = 2 items per line, gap 120 - 100 = 20, x 0 and 70. Four
// items make two lines, 50 + 10 + 50 = 110 tall.
@Suite("Building layouts with pinning, collection headers and footers, and backgrounds")
struct MakeLayoutBehaviorsTests {
  @Test(
    "each pinning mode places the headers of a list whose middle section has none",
    arguments: [
      // Sections are 20 + 110 + 10 = 140, 110 + 10 = 120 and 140 tall: 0..<140, 140..<260
      // and 260..<400. The visible range is 250..<350.
      // push: header 0 stops at 140 - (10 + 20) = 110; header 2 at max(250, 260).
      ("push", 110.0, 260.0),
      // stack: header 0 at max(0, 250 + 0); header 2 at max(260, 250 + 20 + 0).
      ("stack", 250, 270),
      // untilNextPinned: header 0 stops where the next header starts, 260 - 20 = 240;
      // header 2 at min(max(250, 260), 400 - 20).
      ("untilNextPinned", 240, 260),
    ])
  func pinningModes(mode: String, header0: Double, header2: Double) throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, 250]},
         "layout": {"headerReferenceSize": [0, 20], "footerReferenceSize": [0, 10],
                    "sectionHeadersPinToVisibleBounds": true, "pinningMode": "\(mode)"},
         "sections": [{"items": 4}, {"items": 4, "headerSize": [0, 0]}, {"items": 4}]}
        """
    ).makeLayout()
    #expect(layout.contentSize == Size(width: 120, height: 400))
    #expect(
      layout.attributes(for: header(0))
        == attributes(header(0), rect(0, header0, 120, 20), zIndex: 1024))
    #expect(layout.attributes(for: header(1)) == nil)
    #expect(
      layout.attributes(for: header(2))
        == attributes(header(2), rect(0, header2, 120, 20), zIndex: 1024))
    // Footers do not pin, so they keep their natural place and zIndex.
    #expect(
      layout.attributes(for: footer(0)) == attributes(footer(0), rect(0, 130, 120, 10), zIndex: 0))
  }

  @Test("pinned footers stay at the bottom edge while their section is in view")
  func pinnedFooters() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, 100]},
         "layout": {"headerReferenceSize": [0, 20], "footerReferenceSize": [0, 10],
                    "sectionFootersPinToVisibleBounds": true},
         "sections": [{"items": 4}, {"items": 4}]}
        """
    ).makeLayout()
    // Sections 0..<140 and 140..<280; visible 100..<200. Footer 0's natural 130 is above
    // the bottom edge 200, so it stays. Footer 1 rises to 200 - 10 = 190, not above
    // 140 + 20. Headers do not pin.
    #expect(
      layout.attributes(for: footer(0))
        == attributes(footer(0), rect(0, 130, 120, 10), zIndex: 1024))
    #expect(
      layout.attributes(for: footer(1))
        == attributes(footer(1), rect(0, 190, 120, 10), zIndex: 1024))
    #expect(
      layout.attributes(for: header(1)) == attributes(header(1), rect(0, 140, 120, 20), zIndex: 0))
  }

  @Test(
    "a collection header stretches when pulled and follows its parallax when scrolled",
    arguments: [
      // A plain header scrolls with the content.
      (#"{"height": 60}"#, 40.0, rect(0, 0, 120, 60), 0),
      (#"{"height": 60}"#, -30, rect(0, 0, 120, 60), 0),
      // Pulled 30 points, a stretchy header starts at -30 and is 60 + 30 tall.
      (#"{"height": 60, "stretchy": true}"#, -30, rect(0, -30, 120, 90), 0),
      (#"{"height": 60, "stretchy": true}"#, 40, rect(0, 0, 120, 60), 0),
      // Scrolled 40 points, a header of parallax 0.5 has moved 40 * 0.5 = 20, below the
      // cells.
      (#"{"height": 60, "parallax": 0.5}"#, 40, rect(0, 20, 120, 60), -1),
      (#"{"height": 60, "parallax": 0.5}"#, -30, rect(0, 0, 120, 60), -1),
      (#"{"height": 60, "parallax": 1}"#, 40, rect(0, 40, 120, 60), -1),
      (#"{"height": 60, "stretchy": true, "parallax": 0.5}"#, -30, rect(0, -30, 120, 90), 0),
      (#"{"height": 60, "stretchy": true, "parallax": 0.5}"#, 40, rect(0, 20, 120, 60), -1),
    ])
  func collectionHeader(object: String, offset: Double, frame: Rect, zIndex: Int) throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, \(offset)]},
         "layout": {"collectionHeader": \(object)}, "sections": [{"items": 4}]}
        """
    ).makeLayout()
    #expect(
      layout.attributes(for: collectionHeaderID)
        == attributes(collectionHeaderID, frame, zIndex: zIndex))
    // The header's 60 points move the section down: lines at 60 and 120, height
    // 60 + 110.
    #expect(layout.contentSize == Size(width: 120, height: 170))
    #expect(
      layout.allElements().map(\.frame) == [
        frame, rect(0, 60, 50, 50), rect(70, 60, 50, 50), rect(0, 120, 50, 50),
        rect(70, 120, 50, 50),
      ])
  }

  @Test(
    "a stretchy collection footer grows by how far the content is pulled past its end",
    arguments: [
      // Content 110 + 30 = 140 in a 100-point view: the last resting offset is 40.
      ("true", 70.0, 60.0),  // pulled 70 - 40 = 30 past it: 30 + 30 tall
      ("true", 20, 30),  // not pulled
      ("false", 70, 30),  // pulled, but not stretchy
    ])
  func collectionFooter(stretchy: String, offset: Double, height: Double) throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, \(offset)]},
         "layout": {"collectionFooter": {"height": 30, "stretchy": \(stretchy)}},
         "sections": [{"items": 4}]}
        """
    ).makeLayout()
    #expect(layout.contentSize == Size(width: 120, height: 140))
    #expect(
      layout.attributes(for: collectionFooterID)
        == attributes(collectionFooterID, rect(0, 110, 120, height), zIndex: 0))
    #expect(layout.allElements().last?.id == collectionFooterID)
  }

  @Test("a collection header or footer of height zero is no element")
  func zeroHeight() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120},
         "layout": {"collectionHeader": {"height": 0}, "collectionFooter": {"height": 0}},
         "sections": [{"items": 2}]}
        """
    ).makeLayout()
    #expect(layout.allElements().map(\.id.kind) == [nil, nil])
    #expect(layout.contentSize == Size(width: 120, height: 50))
  }

  @Test(
    "a background covers the items and section insets, and the header and footer if asked",
    arguments: [
      // The section is 20 + 5 + 50 + 5 + 10 = 90 tall: header 0..<20, footer 80..<90.
      // The background's insets [1, 2, 3, 4] leave x 2, width 120 - 2 - 4 = 114, and
      // take 1 from the top and 3 from the bottom of the area covered.
      (false, false, rect(2, 21, 114, 56)),  // 20 + 1 ..< 80 - 3
      (true, false, rect(2, 1, 114, 76)),  // 0 + 1 ..< 80 - 3
      (false, true, rect(2, 21, 114, 66)),  // 20 + 1 ..< 90 - 3
      (true, true, rect(2, 1, 114, 86)),  // 0 + 1 ..< 90 - 3
    ])
  func backgroundArea(includesHeader: Bool, includesFooter: Bool, frame: Rect) throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120},
         "sections": [{"items": 2, "inset": [5, 0, 5, 0], "headerSize": [0, 20],
                       "footerSize": [0, 10],
                       "sectionBackground": {"insets": [1, 2, 3, 4],
                                             "includesHeader": \(includesHeader),
                                             "includesFooter": \(includesFooter),
                                             "zIndex": -5}}]}
        """
    ).makeLayout()
    #expect(layout.attributes(for: background(0)) == attributes(background(0), frame, zIndex: -5))
    // The background comes first, before the section's header.
    #expect(layout.allElements().first?.id == background(0))
    #expect(layout.allElements().first?.category == .decoration)
  }

  @Test("a section's own background replaces the layout-wide one")
  func perSectionBackground() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120},
         "layout": {"sectionBackground": {"zIndex": -3}},
         "sections": [{"items": 2}, {"items": 2, "sectionBackground": {"insets": [0, 10, 0, 10]}}]}
        """
    ).makeLayout()
    // Sections of one line: 0..<50 and 50..<100. Section 1's background has its own
    // defaults, zIndex -1 included.
    #expect(
      layout.attributes(for: background(0))
        == attributes(background(0), rect(0, 0, 120, 50), zIndex: -3))
    #expect(
      layout.attributes(for: background(1))
        == attributes(background(1), rect(10, 50, 100, 50), zIndex: -1))
  }

  @Test("a section with no items and no insets has no background")
  func emptyBackground() throws {
    let layout = try Spec(
      json: """
        {"viewport": {"width": 120}, "layout": {"sectionBackground": {}},
         "sections": [{"items": 0, "headerSize": [0, 20]}]}
        """
    ).makeLayout()
    #expect(layout.allElements().map(\.id) == [header(0)])
    #expect(layout.attributes(for: background(0)) == nil)
  }
}
