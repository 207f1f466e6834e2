import Testing
import Trellis

@Suite("Pinning modes")
struct PinningModesTests {
  @Test(
    "stack mode keeps every passed header, each below the one before",
    arguments: [
      // Offset 700: header 0 at 700, header 1 at max(602.333…, 745) = 745, header 2 at its
      // natural 811.777… -> 812 (not reached yet: 700 + 90 = 790 < 811.777…).
      (700.0, [700.0, 745, 812]),
      // Offset 900: 900, 945, and max(811.777…, 990) = 990.
      (900.0, [900.0, 945, 990]),
      // Offset 100: header 0 pinned at 100; the others below at their natural places.
      (100.0, [100.0, 602.5, 812]),
    ])
  func stack(offset: Double, expected: [Double]) throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(pinningMode: .stack), to: offset)
    #expect((0..<3).map { BooksByMonth.headerY(layout, section: $0) } == expected)
  }

  @Test("stack mode returns the stacked headers of earlier sections from a query")
  func stackQuery() throws {
    let layout = try BooksByMonth.scrolled(BooksByMonth.layout(pinningMode: .stack), to: 900)
    // The rect 900 ..< 1000 holds header 0 (900), header 1 (945) and header 2 (990).
    let headers = layout.elements(in: Rect(x: 0, y: 900, width: 375, height: 100))
      .filter { $0.id.kind == .sectionHeader }.map(\.indexPath.section)
    #expect(Set(headers) == [0, 1, 2])
  }

  @Test("untilNextPinned keeps a header pinned across a section without a header")
  func untilNextPinned() throws {
    // Section 1 has no header. Section 0's header may stay pinned until section 2's
    // header (at 811.777… - 45 = 766.777…) reaches it: it stops at 766.777… - 45.
    let layout = try BooksByMonth.layout(
      pinningMode: .untilNextPinned, headers: [45, 0, 45])
    // Without section 1's header, section 1 is 164.444… long: it spans
    // 602.333… ..< 766.777…, and section 2 starts at 766.777….
    let start2 = 60 + 45 + 3 * BooksByMonth.itemHeight + 4 + BooksByMonth.itemHeight
    #expect(BooksByMonth.headerY(layout, section: 2) == (start2 * 2).rounded() / 2)
    #expect(BooksByMonth.headerY(try BooksByMonth.scrolled(layout, to: 650), section: 0) == 650)
    // Pushed: at 740 the header would reach 785 > 766.777…; it stops at 721.777… -> 722.
    let pushed = try BooksByMonth.scrolled(layout, to: 740)
    #expect(BooksByMonth.headerY(pushed, section: 0) == 722)
    let visible = BooksByMonth.visibleHeaders(pushed)
    #expect(visible == [2, 0])
  }

  @Test("push mode would have released the same header at its own section's end")
  func pushReleasesAtSectionEnd() throws {
    let layout = try BooksByMonth.layout(pinningMode: .push, headers: [45, 0, 45])
    // Section 0 still ends at 602.333…; the header stops at 557.333… -> 557.5.
    let scrolled = try BooksByMonth.scrolled(layout, to: 650)
    #expect(BooksByMonth.headerY(scrolled, section: 0) == 557.5)
    #expect(BooksByMonth.visibleHeaders(scrolled) == [2])
  }
}
