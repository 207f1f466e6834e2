import Foundation
import Testing

@Suite("trellis layout with pinned headers, a collection header and section backgrounds")
struct LayoutCommandBehaviorsTests {
  // books-pinned.json is books.json below a 60-point stretchy collection header, with
  // pinned headers. Item width w = (375 - 5) / 3 = 123.333…, height h = 4/3 w =
  // 164.444…; floor(375 / w) = 3 per line, gap (375 - 3w) / 2 = 2.5: x 0,
  // 125.833… -> 126, 251.666… -> 251.5 at scale 2. Lines are h + 2 apart; sections are
  // 45 + lines * h + (lines - 1) * 2 tall: 542.333… (3 lines), 209.444… (1 line) and
  // 375.888… (2 lines). The collection header moves them down by 60: section 0 spans
  // 60 ..< 602.333…, section 1 602.333… ..< 811.777…, section 2 811.777… ..< 1187.666…,
  // the content's height.
  private let size = "123.33333333333333, 164.44444444444446"
  private let columns = ["0", "126", "251.5"]

  private func line(_ section: Int, _ first: Int, _ count: Int, y: String) -> [String] {
    (0..<count).map { cell(section, first + $0, "[\(columns[$0]), \(y), \(size)]") }
  }

  @Test("prints the pinned books as seen at the spec's scroll position")
  func booksPinned() throws {
    // contentOffset y 580: the rect and the visible range are 580 ..< 1247.
    // Header 0: max(580, 60) = 580, but 580 + 45 + 0 > 602.333…, so it is pushed to
    // 602.333… - 45 = 557.333… -> 557.5. Header 1: max(580, 602.333…) = 602.333… ->
    // 602.5, and 602.333… + 45 stays within its section. Header 2: its natural 811.777…
    // -> 812. Pinned headers have zIndex 1024.
    // Section 0's lines are at 60 + 45 = 105, + h + 2 = 271.444… -> 271.5 and
    // 437.888… -> 438; only the last (438 ..< 602.44…) reaches the rect. Section 1's
    // line is at 602.333… + 45 = 647.333… -> 647.5; section 2's at 811.777… + 45 =
    // 856.777… -> 857 and 1023.222… -> 1023. The collection header (0 ..< 60) is above
    // the rect.
    let expected = layoutOutput(
      contentSize: "[375, 1187.6666666666667]",
      [header(0, "[0, 557.5, 375, 45]", zIndex: 1024)] + line(0, 6, 1, y: "438")
        + [header(1, "[0, 602.5, 375, 45]", zIndex: 1024)] + line(1, 0, 3, y: "647.5")
        + [header(2, "[0, 812, 375, 45]", zIndex: 1024)] + line(2, 0, 3, y: "857")
        + line(2, 3, 1, y: "1023"))
    let run = try TrellisExecutable.run([
      "layout", TrellisExecutable.example("books-pinned.json"), "--rect", "0,580,375,667",
    ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("pulled down 100 points, the pinned books' collection header stretches")
  func booksPinnedPulled() throws {
    let text = try String(
      contentsOfFile: TrellisExecutable.example("books-pinned.json"), encoding: .utf8)
    let pulled = text.replacingOccurrences(
      of: #""contentOffset": [0, 580]"#, with: #""contentOffset": [0, -100]"#)
    #expect(pulled != text)
    // Visible -100 ..< 567. The stretchy header's top follows the visible top, -100, and
    // its bottom stays at 60: 160 tall. Header 0 pins at max(-100, 60) = 60, its natural
    // place. Section 0's lines at 105, 271.5 and 438 are in view; section 1 (from
    // 602.333…) is not.
    let expected = layoutOutput(
      contentSize: "[375, 1187.6666666666667]",
      [collectionHeader("[0, -100, 375, 160]"), header(0, "[0, 60, 375, 45]", zIndex: 1024)]
        + line(0, 0, 3, y: "105") + line(0, 3, 3, y: "271.5") + line(0, 6, 1, y: "438"))
    let run = try TrellisExecutable.run(["layout", "-", "--rect=0,-100,375,667"], stdin: pulled)
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("lays out the bookshelf with a background behind every section")
  func bookshelf() throws {
    // avail 320 - 10 - 10 = 300: floor((300 + 10) / (60 + 10)) = 4 per line, gap
    // (300 - 4 * 60) / 3 = 20: x 10, 90, 170, 250. A section is 30 + 10 + lines * 90 +
    // (lines - 1) * 10 + 10 tall: 240 (5 items, 2 lines), 50 (no items) and 140 (1 line).
    // Sections at 0, 240 and 290; content height 430.
    // Backgrounds (the layout-wide {} for sections 0 and 1) cover from the header's end
    // to the footer's start (there are no footers), full width, zIndex -1:
    // section 0 30 ..< 240, section 1 270 ..< 290. Section 2's own background includes
    // its header and is inset 4 on the left and right: x 4, width 320 - 8 = 312,
    // 290 ..< 430.
    // Each section prints its background, its header, then its items; lines at
    // section start + 30 + 10, then 90 + 10 lower.
    let expected = layoutOutput(
      contentSize: "[320, 430]",
      [
        sectionBackground(0, "[0, 30, 320, 210]"), header(0, "[0, 0, 320, 30]"),
        cell(0, 0, "[10, 40, 60, 90]"), cell(0, 1, "[90, 40, 60, 90]"),
        cell(0, 2, "[170, 40, 60, 90]"), cell(0, 3, "[250, 40, 60, 90]"),
        cell(0, 4, "[10, 140, 60, 90]"),
        sectionBackground(1, "[0, 270, 320, 20]"), header(1, "[0, 240, 320, 30]"),
        sectionBackground(2, "[4, 290, 312, 140]"), header(2, "[0, 290, 320, 30]"),
        cell(2, 0, "[10, 330, 60, 90]"), cell(2, 1, "[90, 330, 60, 90]"),
        cell(2, 2, "[170, 330, 60, 90]"),
      ])
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example("bookshelf.json")])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("a rect finds the bookshelf's backgrounds like any other element")
  func bookshelfRect() throws {
    // y 250 ..< 300 misses section 0, which ends at 240. It reaches section 1's header
    // (240 ..< 270) and background (270 ..< 290), and section 2's background and header
    // (from 290); section 2's items start at 330.
    let expected = layoutOutput(
      contentSize: "[320, 430]",
      [
        sectionBackground(1, "[0, 270, 320, 20]"), header(1, "[0, 240, 320, 30]"),
        sectionBackground(2, "[4, 290, 312, 140]"), header(2, "[0, 290, 320, 30]"),
      ])
    let run = try TrellisExecutable.run([
      "layout", TrellisExecutable.example("bookshelf.json"), "--rect", "0,250,320,50",
    ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("a bad behavior field names its JSON path")
  func badBehavior() throws {
    let path = try TrellisExecutable.temporaryFile(
      #"{"layout": {"collectionHeader": {"height": 60, "parallax": 2}}, "sections": []}"#)
    let run = try TrellisExecutable.run(["layout", path])
    #expect(
      run
        == .refusal(
          "error: \(path): $.layout.collectionHeader.parallax: must be between 0 and 1, "
            + "got 2\n"))
  }
}
