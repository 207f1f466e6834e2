import Testing
import Trellis
import TrellisAdapter

@Suite("Layout driver: animated updates")
struct LayoutDriverUpdateTests {
  @Test("an insert updates the layout without preparing it, and only the new item fades in")
  func insertAppears() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([7, 6], counter: counter))
    #expect(counter.preparations == 1)
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountingFlowSource([7, 6], counter: counter))
    #expect(counter.preparations == 1)
    #expect(counter.updates == 1)
    #expect(driver.itemCounts == [7, 6])
    #expect(
      driver.initialAttributes(forAppearing: cell(0, 0))
        == LayoutAttributes(
          id: cell(0, 0), frame: Rect(x: 0, y: 30, width: 100, height: 50), alpha: 0))
    driver.finalizeUpdates()
    #expect(driver.initialAttributes(forAppearing: cell(0, 0)) == nil)
  }

  @Test("an outline's children come out from under the disclosing item and go back into it")
  func disclosure() throws {
    // Item 1 of a grid of six, at x 110, y 30, shows two children after it, then hides
    // them again.
    let driver = preparedGrid([6], height: 300)
    let expanded = CountingFlowSource([8])
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.disclosingItem = IndexPath(item: 1, section: 0)
    driver.prepare(
      forUpdates: [2, 3].map {
        UpdateItem(action: .insert, after: .item(IndexPath(item: $0, section: 0)))
      },
      dataSource: expanded)
    let underParent = Rect(x: 110, y: 30, width: 100, height: 50)
    #expect(
      driver.initialAttributes(forAppearing: cell(2, 0))
        == LayoutAttributes(id: cell(2, 0), frame: underParent, alpha: 0, zIndex: -1))
    #expect(
      driver.initialAttributes(forAppearing: cell(3, 0))
        == LayoutAttributes(id: cell(3, 0), frame: underParent, alpha: 0, zIndex: -1))
    // Item 2 before the update is item 4 after it: it slides, it is not disclosed.
    #expect(
      driver.initialAttributes(forAppearing: cell(4, 0))
        == LayoutAttributes(id: cell(4, 0), frame: Rect(x: 220, y: 30, width: 100, height: 50)))
    driver.finalizeUpdates()
    #expect(driver.disclosingItem == nil)

    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.disclosingItem = IndexPath(item: 1, section: 0)
    driver.prepare(
      forUpdates: [2, 3].map {
        UpdateItem(action: .delete, before: .item(IndexPath(item: $0, section: 0)))
      },
      dataSource: CountingFlowSource([6]))
    #expect(
      driver.finalAttributes(forDisappearing: cell(3, 0))
        == LayoutAttributes(id: cell(3, 0), frame: underParent, alpha: 0, zIndex: -1))
    driver.finalizeUpdates()

    // Without a disclosing item, an inserted item fades in where it goes.
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 2, section: 0)))],
      dataSource: CountingFlowSource([7]))
    #expect(
      driver.initialAttributes(forAppearing: cell(2, 0))
        == LayoutAttributes(
          id: cell(2, 0), frame: Rect(x: 220, y: 30, width: 100, height: 50), alpha: 0))
  }

  @Test("after data the layout refuses, the driver answers only for elements that data has")
  func refusedDataLeavesOutWhatItLacks() {
    let driver = preparedGrid([6, 6])
    let bounds = driver.layout.viewport.bounds
    // A reload to one section with a count beyond the limits: the layout refuses it and
    // keeps the frames of two sections of six, which UIKit must not hear of.
    driver.invalidate(everything: true, dataSourceCounts: true)
    driver.prepare(
      for: driver.layout.viewport,
      dataSource: CountingFlowSource([LayoutLimits.maximumItemCount + 1]))
    #expect(driver.lastError != nil)
    var answered: [ElementID] = []
    driver.forEachElement(in: bounds) { answered.append($0.id) }
    #expect(answered.allSatisfy { $0.indexPath.section == 0 })
    #expect(answered.contains(cell(0, 0)))
    #expect(driver.attributes(for: cell(0, 1)) == nil)
    #expect(driver.attributes(for: header(1)) == nil)
    // Data it takes again answers for everything.
    driver.prepare(for: driver.layout.viewport, dataSource: CountingFlowSource([6, 6]))
    #expect(driver.lastError == nil)
    #expect(driver.attributes(for: cell(0, 1)) != nil)
  }

  @Test("deleted items and the elements of a deleted section disappear from where they were")
  func deletesDisappear() {
    let driver = preparedGrid([6, 6], height: 300)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(
      forUpdates: [
        UpdateItem(action: .delete, before: .item(IndexPath(item: 4, section: 0))),
        UpdateItem(action: .delete, before: .section(1)),
      ],
      dataSource: CountingFlowSource([5]))
    #expect(
      driver.finalAttributes(forDisappearing: cell(4, 0))
        == LayoutAttributes(
          id: cell(4, 0), frame: Rect(x: 110, y: 90, width: 100, height: 50), alpha: 0))
    #expect(
      driver.finalAttributes(forDisappearing: header(1))
        == LayoutAttributes(
          id: header(1), frame: Rect(x: 0, y: 140, width: 320, height: 30), alpha: 0))
    #expect(
      driver.finalAttributes(forDisappearing: cell(0, 1))?.frame
        == Rect(x: 0, y: 170, width: 100, height: 50))
    // Item 5 stays as item 4, and the first header where it is: they slide, not fade.
    #expect(
      driver.finalAttributes(forDisappearing: cell(5, 0))
        == LayoutAttributes(id: cell(5, 0), frame: Rect(x: 110, y: 90, width: 100, height: 50)))
    #expect(
      driver.finalAttributes(forDisappearing: header(0))
        == LayoutAttributes(id: header(0), frame: Rect(x: 0, y: 0, width: 320, height: 30)))
    #expect(driver.layout.contentSize == Size(width: 320, height: 140))
  }

  @Test("a reloaded section's elements both disappear and appear")
  func reloadedSection() {
    let driver = preparedGrid([6, 6], height: 300)
    driver.prepare(
      forUpdates: [UpdateItem(action: .reload, before: .section(1))],
      dataSource: CountingFlowSource([6, 3]))
    #expect(driver.finalAttributes(forDisappearing: cell(0, 1)) != nil)
    #expect(driver.initialAttributes(forAppearing: cell(0, 1)) != nil)
    #expect(driver.initialAttributes(forAppearing: header(1)) != nil)
    #expect(
      driver.initialAttributes(forAppearing: header(0))
        == LayoutAttributes(id: header(0), frame: Rect(x: 0, y: 0, width: 320, height: 30)))
    #expect(driver.layout.contentSize == Size(width: 320, height: 220))
  }

  @Test("between the new counts and the update items, queries answer nothing stale")
  func noStaleAttributesBeforeTheUpdate() {
    // UIKit's order for a batch that deletes section 1's last three items: invalidation
    // of the counts, prepare(), queries, then prepare(forCollectionViewUpdates:). The
    // layout still has the old data's frames, so it answers nothing, as
    // `UICollectionViewCompositionalLayout` does, rather than frames of items the
    // update may move.
    let driver = preparedGrid([6, 6], height: 400)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: driver.layout.viewport, dataSource: CountingFlowSource([6, 3]))
    var named: [ElementID] = []
    driver.forEachElement(in: driver.layout.viewport.bounds) { named.append($0.id) }
    #expect(named.isEmpty)
    #expect(driver.attributes(for: cell(5, 1)) == nil)
    #expect(driver.attributes(for: cell(2, 1)) == nil)
    #expect(driver.attributes(for: header(1)) == nil)
    driver.prepare(
      forUpdates: (3..<6).map {
        UpdateItem(action: .delete, before: .item(IndexPath(item: $0, section: 1)))
      },
      dataSource: CountingFlowSource([6, 3]))
    #expect(driver.lastError == nil)
    #expect(driver.attributes(for: cell(5, 1)) == nil)
    #expect(
      driver.attributes(for: cell(2, 1))?.frame == Rect(x: 220, y: 170, width: 100, height: 50))
    #expect(
      driver.finalAttributes(forDisappearing: cell(5, 1))?.frame
        == Rect(x: 220, y: 230, width: 100, height: 50))
  }

  @Test(
    "defect 2: items that stay slide: into the bounds from where they were, out to where they go")
  func keptItemsSlide() {
    // A grid of three 100 x 50 items a row under 30-point headers, 200 points high.
    let inserting = preparedGrid([6, 6])
    inserting.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountingFlowSource([7, 6]))
    // The old first item is now the second, and starts where the first was.
    #expect(
      inserting.initialAttributes(forAppearing: cell(1, 0))
        == LayoutAttributes(id: cell(1, 0), frame: Rect(x: 0, y: 30, width: 100, height: 50)))
    #expect(
      inserting.initialAttributes(forAppearing: header(1))
        == LayoutAttributes(id: header(1), frame: Rect(x: 0, y: 140, width: 320, height: 30)))
    // Section 0 grows a row, so the first item of section 1 leaves the bounds: it ends
    // at its new place below them instead of vanishing.
    #expect(
      inserting.finalAttributes(forDisappearing: cell(0, 1))
        == LayoutAttributes(id: cell(0, 1), frame: Rect(x: 0, y: 230, width: 100, height: 50)))
    #expect(
      inserting.finalAttributes(forDisappearing: cell(0, 0))
        == LayoutAttributes(id: cell(0, 0), frame: Rect(x: 110, y: 30, width: 100, height: 50)))

    let deleting = preparedGrid([6, 6])
    deleting.prepare(
      forUpdates: (0..<3).map {
        UpdateItem(action: .delete, before: .item(IndexPath(item: $0, section: 0)))
      },
      dataSource: CountingFlowSource([3, 6]))
    // Section 1's second row was below the bounds (y 230) and moves up into them.
    #expect(
      deleting.initialAttributes(forAppearing: cell(3, 1))
        == LayoutAttributes(id: cell(3, 1), frame: Rect(x: 0, y: 230, width: 100, height: 50)))
    #expect(
      deleting.layout.attributes(for: cell(3, 1))?.frame
        == Rect(x: 0, y: 170, width: 100, height: 50))
    // The first of the kept items of section 0 was the fourth.
    #expect(
      deleting.initialAttributes(forAppearing: cell(0, 0))
        == LayoutAttributes(id: cell(0, 0), frame: Rect(x: 0, y: 90, width: 100, height: 50)))
  }

  @Test("with the anchor option the first visible item keeps its place on screen")
  func anchorFirstVisibleItem() {
    for adjustment in [ContentOffsetAdjustment.keep, .anchorFirstVisibleItem] {
      // 320 x 100 at y = 150 shows item 1.0 at y = 170 first.
      let driver = preparedGrid([6, 6], height: 100, offset: 150)
      driver.contentOffsetAdjustment = adjustment
      let inserts = (0..<3).map {
        UpdateItem(action: .insert, after: .item(IndexPath(item: $0, section: 0)))
      }
      driver.prepare(forUpdates: inserts, dataSource: CountingFlowSource([9, 6]))
      // One more line of 60 points above: item 1.0 is now at y = 230.
      let expected = adjustment == .keep ? Point(x: 0, y: 150) : Point(x: 0, y: 210)
      #expect(driver.targetContentOffset(forProposed: Point(x: 0, y: 150)) == expected)
    }
  }

  @Test("update items that break UIKit's rules are refused, and the layout shows the new data")
  func invalidUpdate() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      dataSource: CountingFlowSource([8, 6], counter: counter))
    #expect(
      driver.lastError
        == .invalidBatch(
          .invalidItemCount(
            section: 0, sectionAfter: 0, after: 8, before: 6, inserted: 1, deleted: 0,
            movedIn: 0, movedOut: 0)))
    #expect(counter.preparations == 2)
    #expect(driver.itemCounts == [8, 6])
    #expect(driver.initialAttributes(forAppearing: cell(0, 0)) == nil)
    driver.prepare(
      forUpdates: [UpdateItem(action: .move, before: .section(0))],
      dataSource: CountingFlowSource([8, 6], counter: counter))
    #expect(driver.lastError == .updateItems(.missingTarget(index: 0)))
  }

  @Test("a reload prepares the new data from scratch, without animation attributes")
  func reloadData() {
    let counter = PreparationCounter()
    let driver = preparedGrid([6, 6], counter: counter)
    driver.invalidate(everything: true, dataSourceCounts: true)
    driver.prepare(
      for: driver.layout.viewport, dataSource: CountingFlowSource([3], counter: counter))
    #expect(counter.preparations == 2)
    #expect(driver.itemCounts == [3])
    #expect(driver.layout.contentSize == Size(width: 320, height: 80))
    #expect(driver.initialAttributes(forAppearing: cell(0, 0)) == nil)
  }
}
