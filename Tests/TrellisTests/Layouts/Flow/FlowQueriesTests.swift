import Testing
import Trellis

/// A 330-wide layout of one section: header 0...40, seven 50x50 items (columns 0, 70,
/// 140, 210, 280; line 1 at y 40...90, line 2 at 100...150), footer 150...170.
private func gridWithHeaderAndFooter() throws -> FlowLayout {
  try preparedFlow(width: 330, sections: [.init(itemCount: 7)]) {
    $0.headerReferenceSize = Size(width: 0, height: 40)
    $0.footerReferenceSize = Size(width: 0, height: 20)
  }
}

private func cell(_ item: Int, _ section: Int = 0) -> ElementID {
  .cell(IndexPath(item: item, section: section))
}

private func header(_ section: Int = 0) -> ElementID {
  .supplementary(.sectionHeader, IndexPath(item: 0, section: section))
}

private func footer(_ section: Int = 0) -> ElementID {
  .supplementary(.sectionFooter, IndexPath(item: 0, section: section))
}

@Suite("Flow layout: queries")
struct FlowQueriesTests {
  @Test("attributes for a cell, a header and a footer give their frames")
  func attributesForElements() throws {
    let layout = try gridWithHeaderAndFooter()
    #expect(layout.attributes(for: cell(0))?.frame == rect(0, 40, 50, 50))
    #expect(layout.attributes(for: cell(6))?.frame == rect(70, 100, 50, 50))
    #expect(layout.attributes(for: header())?.frame == rect(0, 0, 330, 40))
    #expect(layout.attributes(for: footer())?.frame == rect(0, 150, 330, 20))
    let attributes = try #require(layout.attributes(for: cell(3)))
    #expect(attributes.id == cell(3))
    #expect(attributes.alpha == 1 && attributes.zIndex == 0 && !attributes.isHidden)
  }

  @Test(
    "attributes for elements that do not exist are nil",
    arguments: [
      cell(7), cell(-1), cell(0, 1), cell(0, -1),
      ElementID.supplementary(.sectionHeader, IndexPath(item: 1, section: 0)),
      .supplementary(.sectionFooter, IndexPath(item: 0, section: 1)),
      .supplementary(.collectionHeader, IndexPath(item: 0, section: 0)),
      .supplementary(.custom("badge"), IndexPath(item: 0, section: 0)),
      .decoration(.sectionBackground, IndexPath(item: 0, section: 0)),
    ])
  func missingElements(id: ElementID) throws {
    let layout = try gridWithHeaderAndFooter()
    #expect(layout.attributes(for: id) == nil)
  }

  @Test("a section without header or footer answers nil for them")
  func missingHeaderAndFooter() throws {
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 1)])
    #expect(layout.attributes(for: header()) == nil)
    #expect(layout.attributes(for: footer()) == nil)
    #expect(layout.attributes(for: cell(0)) != nil)
  }

  @Test("all elements come section by section: header, items in order, footer")
  func allElementsOrder() throws {
    let layout = try preparedFlow(
      width: 330, sections: [.init(itemCount: 2), .init(itemCount: 1)]
    ) {
      $0.headerReferenceSize = Size(width: 0, height: 40)
      $0.footerReferenceSize = Size(width: 0, height: 20)
    }
    #expect(
      layout.allElements().map(\.id) == [
        header(0), cell(0, 0), cell(1, 0), footer(0), header(1), cell(0, 1), footer(1),
      ])
  }

  @Test("elements in a rect are those whose frames overlap it, in the same order")
  func elementsInRect() throws {
    let layout = try gridWithHeaderAndFooter()
    // x 60...80 crosses column 1 (70...120) and the full-width header and footer.
    #expect(
      layout.elements(in: rect(60, 0, 20, 200)).map(\.id) == [header(), cell(1), cell(6), footer()])
    // y 89...101 reaches 1 point into both lines: all seven items.
    #expect(layout.elements(in: rect(0, 89, 330, 12)).map(\.id) == (0..<7).map { cell($0) })
    // y 90...100 is the gap between the lines; it only touches their edges.
    #expect(layout.elements(in: rect(0, 90, 330, 10)).isEmpty)
    // y 40...90 exactly covers line 1; the header above ends at 40.
    #expect(layout.elements(in: rect(0, 40, 330, 50)).map(\.id) == (0..<5).map { cell($0) })
    // x 120...140 is the gap between columns 1 and 2: only the header and footer span it.
    #expect(layout.elements(in: rect(120, 0, 20, 170)).map(\.id) == [header(), footer()])
    // Below the content there is nothing.
    #expect(layout.elements(in: rect(0, 170, 330, 100)).isEmpty)
    // A rect around everything gives everything.
    #expect(layout.elements(in: rect(-1000, -1000, 5000, 5000)) == layout.allElements())
  }

  @Test("a zero-size rect contains nothing")
  func zeroSizeRect() throws {
    let layout = try gridWithHeaderAndFooter()
    #expect(layout.elements(in: rect(10, 50, 0, 0)).isEmpty)
    #expect(layout.elements(in: rect(10, 50, 0, 10)).isEmpty)
  }

  @Test(
    "a rect with a negative or NaN extent contains nothing and does not trap",
    arguments: [
      rect(0, 0, -10, 100), rect(300, 0, -200, 100), rect(0, 100, 330, -50),
      rect(.nan, 0, 10, 10), rect(0, 0, .nan, 10), rect(0, .nan, 10, 10), rect(0, 0, 10, .nan),
    ])
  func degenerateRects(query: Rect) throws {
    let layout = try gridWithHeaderAndFooter()
    #expect(layout.elements(in: query).isEmpty)
  }

  @Test("a rect far larger than the content gives everything")
  func hugeRect() throws {
    let layout = try gridWithHeaderAndFooter()
    #expect(layout.elements(in: rect(-1e300, -1e300, 2e300, 2e300)) == layout.allElements())
  }

  @Test("elements in a rect of a right-to-left layout")
  func elementsInRectRightToLeft() throws {
    // Mirrored columns: item 0 at 280...330, item 1 at 210...260, item 5 at 280.
    let viewport = Viewport(size: Size(width: 330, height: 400), layoutDirection: .rightToLeft)
    let layout = try preparedFlow(viewport: viewport, sections: [.init(itemCount: 7)])
    #expect(layout.elements(in: rect(300, 0, 10, 200)).map(\.id) == [cell(0), cell(5)])
    #expect(layout.elements(in: rect(250, 0, 40, 50)).map(\.id) == [cell(0), cell(1)])
  }

  @Test("elements in a rect of a horizontal layout")
  func elementsInRectHorizontal() throws {
    // Viewport 300x200, 50x50 items, N = floor(210 / 60) = 3, gap (200 - 150) / 2 = 25:
    // y = 0, 75, 150; columns at x = 0 and 60.
    let layout = try preparedFlow(width: 300, height: 200, sections: [.init(itemCount: 5)]) {
      $0.scrollDirection = .horizontal
    }
    #expect(layout.elements(in: rect(55, 0, 10, 200)).map(\.id) == [cell(3), cell(4)])
    #expect(layout.elements(in: rect(0, 60, 300, 20)).map(\.id) == [cell(1), cell(4)])
  }

  @Test("an unprepared layout has no elements and no content")
  func unprepared() {
    let layout = FlowLayout()
    #expect(layout.contentSize == .zero)
    #expect(layout.allElements().isEmpty)
    #expect(layout.elements(in: rect(0, 0, 1000, 1000)).isEmpty)
    #expect(layout.attributes(for: cell(0)) == nil)
    #expect(layout.numberOfSections == 0)
    #expect(layout.numberOfItems(inSection: 0) == 0)
  }

  @Test("counts report the last preparation")
  func counts() throws {
    let layout = try preparedFlow(width: 330, sections: [.init(itemCount: 7), .init(itemCount: 0)])
    #expect(layout.numberOfSections == 2)
    #expect(layout.numberOfItems(inSection: 0) == 7)
    #expect(layout.numberOfItems(inSection: 1) == 0)
    #expect(layout.numberOfItems(inSection: 2) == 0)
    #expect(layout.numberOfItems(inSection: -1) == 0)
    #expect(layout.viewport.size == Size(width: 330, height: 600))
  }

  @Test("appearing elements fade in and disappearing ones fade out, in place")
  func animationDefaults() throws {
    let layout = try gridWithHeaderAndFooter()
    let appearing = try #require(layout.initialAttributes(forAppearing: cell(2)))
    #expect(appearing.frame == rect(140, 40, 50, 50) && appearing.alpha == 0)
    #expect(layout.initialAttributes(forAppearing: cell(99)) == nil)
    let last = try #require(layout.attributes(for: header()))
    let disappearing = try #require(layout.finalAttributes(forDisappearing: last))
    #expect(disappearing.frame == last.frame && disappearing.alpha == 0)
  }

  @Test("scrolling stops where proposed and moves go where proposed")
  func targetDefaults() throws {
    let layout = try gridWithHeaderAndFooter()
    let proposed = Point(x: 0, y: 123)
    #expect(
      layout.targetContentOffset(forProposed: proposed, velocity: Point(x: 0, y: 5)) == proposed)
    #expect(
      layout.targetIndexPath(
        forMoving: IndexPath(item: 0, section: 0), proposed: IndexPath(item: 3, section: 0))
        == IndexPath(item: 3, section: 0))
  }
}
