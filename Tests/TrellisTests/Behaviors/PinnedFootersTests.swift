import Testing
import Trellis

/// The App-Store-like demo: 4 sections of 8 items of 80 x 120, spacing 20 both ways,
/// section insets 15 top and bottom and 20 left and right, 50-point headers and footers,
/// in a 375 x 667 view at scale 2.
///
/// Room across: 375 - 40 = 335; N = floor(355 / 100) = 3 per line, gap (335 - 240) / 2 =
/// 47.5; 8 items make 3 lines. A section is 50 + 15 + 3 * 120 + 2 * 20 + 15 + 50 = 530
/// long: sections start at 0, 530, 1060 and 1590; the content is 2120 tall.
enum AppStore {
  static func layout(offset: Double, horizontal: Bool = false) throws -> FlowLayout {
    let layout = FlowLayout(
      configuration: configured(appStoreDemo) {
        $0.sectionHeadersPinToVisibleBounds = true
        $0.sectionFootersPinToVisibleBounds = true
        if horizontal { $0.scrollDirection = .horizontal }
      })
    let size = horizontal ? Size(width: 667, height: 375) : Size(width: 375, height: 667)
    try layout.prepare(
      for: Viewport(
        size: size, contentOffset: horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset),
        scale: 2),
      dataSource: FlowContent(sections: Array(repeating: .init(itemCount: 8), count: 4)))
    return layout
  }

  static func frame(_ layout: FlowLayout, _ kind: ElementKind, _ section: Int) -> Rect? {
    layout.attributes(for: .supplementary(kind, IndexPath(item: 0, section: section)))?.frame
  }
}

@Suite("Pinned section footers")
struct PinnedFootersTests {
  @Test("the demo has the hand-computed sections")
  func sections() throws {
    let layout = try AppStore.layout(offset: 0)
    #expect(layout.contentSize == Size(width: 375, height: 2120))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 2, section: 1)))?.frame
        == Rect(x: 275, y: 530 + 65, width: 80, height: 120))  // 20 + 2 * (80 + 47.5)
  }

  @Test(
    "headers pin to the top and footers to the bottom of the visible area",
    arguments: [
      // Offset 0: the visible area is 0 ..< 667. Footer 0 is at its natural 480; section
      // 1's footer would be at 1010, below the edge: it pins at 667 - 50 = 617. Footer 2
      // would pin there too but may not rise above its section's start plus the header
      // (1060 + 50): it sits at 1110.
      (0.0, [0.0, 530, 1060], [480.0, 617, 1110]),
      // Offset 100: header 0 pinned at 100; footer 1 at 767 - 50 = 717.
      (100.0, [100.0, 530, 1060], [480.0, 717, 1110]),
      // Offset 400: header 0 stops at 530 - 50 - 50 = 430 > 400, so 400; footer 1 is at its
      // natural 1010 (the edge 1067 is past it); footer 2 would pin at 1017 but may not
      // rise above 1060 + 50: it sits at 1110.
      (400.0, [400.0, 530, 1060], [480.0, 1010, 1110]),
      // Offset 450: header 0 pushed to 430.
      (450.0, [430.0, 530, 1060], [480.0, 1010, 1110]),
    ])
  func headersAndFooters(offset: Double, headers: [Double], footers: [Double]) throws {
    let layout = try AppStore.layout(offset: offset)
    #expect((0..<3).map { AppStore.frame(layout, .sectionHeader, $0)?.minY } == headers)
    #expect((0..<3).map { AppStore.frame(layout, .sectionFooter, $0)?.minY } == footers)
  }

  @Test("pinned footers are returned by a query at the bottom edge")
  func footerQuery() throws {
    let layout = try AppStore.layout(offset: 100)
    let bottom = layout.elements(in: Rect(x: 0, y: 740, width: 375, height: 27))
    let footers = bottom.filter { $0.id.kind == .sectionFooter }
    #expect(footers.map(\.frame) == [Rect(x: 0, y: 717, width: 375, height: 50)])
  }

  @Test("horizontal scrolling pins headers and footers on x")
  func horizontal() throws {
    // Scrolling sideways, the top and bottom insets act across the axis: columns hold
    // floor((345 + 20) / (120 + 20)) = 2 items in 375 - 30 = 345 points, so 8 items make
    // 4 columns, and a section is 50 + 20 + 4 * 80 + 3 * 20 + 20 + 50 = 520 wide.
    let layout = try AppStore.layout(offset: 200, horizontal: true)
    #expect(layout.contentSize == Size(width: 2080, height: 375))
    #expect(AppStore.frame(layout, .sectionHeader, 0) == Rect(x: 200, y: 0, width: 50, height: 375))
    // Section 1 spans 520 ..< 1040; its footer pins at 200 + 667 - 50 = 817.
    #expect(AppStore.frame(layout, .sectionFooter, 1) == Rect(x: 817, y: 0, width: 50, height: 375))
  }
}
