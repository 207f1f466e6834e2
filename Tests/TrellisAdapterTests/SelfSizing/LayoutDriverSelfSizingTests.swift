import PropertyBased
import Testing
import Trellis
import TrellisAdapter

/// A list of ten sections of ten rows 320 x 50 estimated, no spacing: section `s` spans
/// y 500s to 500s + 500, and a 320 x 400 view at y = 1000 shows rows 0-7 of section 2.
private typealias ListDriver = LayoutDriver<SelfSizingContent<FlowContent>>

private func listConfiguration() -> FlowLayout.Configuration {
  var configuration = FlowLayout.Configuration()
  configuration.minimumLineSpacing = 0
  configuration.minimumInteritemSpacing = 0
  configuration.headerReferenceSize = Size(width: 0, height: 30)
  return configuration
}

private func list(_ counts: [Int] = Array(repeating: 10, count: 10)) -> FlowContent {
  FlowContent(sections: counts.map { FlowContent.Section(itemCount: $0) })
}

private func listRecord() -> SelfSizingRecord<FlowContent> {
  SelfSizingRecord(estimatedItemSize: Size(width: 320, height: 50))
}

/// A driver of the list prepared with `record`'s estimates for a 320 x 400 view at `y`.
private func preparedList(_ record: SelfSizingRecord<FlowContent>, y: Double = 1_000)
  -> ListDriver
{
  var configuration = listConfiguration()
  configuration.headerReferenceSize = .zero
  let driver = ListDriver(layout: FlowLayout(configuration: configuration))
  driver.prepare(
    for: Viewport(size: Size(width: 320, height: 400), contentOffset: Point(x: 0, y: y)),
    dataSource: record.content(list()))
  return driver
}

private func row(_ item: Int, _ section: Int) -> ElementID {
  .cell(IndexPath(item: item, section: section))
}

/// Reports `size` for `element` as UIKit does: asks whether to invalidate, and if so
/// takes the invalidation's correction.
@discardableResult
private func report(
  _ size: Size, for element: ElementID, to driver: ListDriver,
  _ record: SelfSizingRecord<FlowContent>, anchor: ScrollAnchor = .firstVisibleItem
) -> SizeCorrection? {
  guard let original = driver.layout.attributes(for: element),
    driver.shouldInvalidate(forPreferredSize: size, of: original, record: record)
  else { return nil }
  return driver.invalidate(
    forPreferredSizeOf: original, record: record, base: list(), anchor: anchor)
}

/// The list in a batch update that reloads a row far below, as UIKit runs it: the
/// counts invalidated, `prepare()`, then the update items.
private func listReloadingFarBelow(_ record: SelfSizingRecord<FlowContent>) -> ListDriver {
  let driver = preparedList(record)
  driver.invalidate(everything: false, dataSourceCounts: true)
  driver.prepare(for: driver.layout.viewport, dataSource: record.content(list()))
  driver.prepare(
    forUpdates: [UpdateItem(action: .reload, before: .item(IndexPath(item: 5, section: 9)))],
    base: list(), record: record)
  return driver
}

private func isCell(_ element: ElementID) -> Bool {
  if case .cell = element { true } else { false }
}

@Suite("Layout driver: self-sizing cells")
struct LayoutDriverSelfSizingTests {
  @Test("corrections during an animated update keep the offset and move it at the update's end")
  func correctionDuringUpdate() throws {
    let record = listRecord()
    // The target offset is asked for before the cells measure (MagazineLayout
    // documents the order).
    let driver = listReloadingFarBelow(record)
    #expect(driver.lastError == nil)
    #expect(
      driver.targetContentOffset(forProposed: Point(x: 0, y: 1_000)) == Point(x: 0, y: 1_000))
    // Rows 0 and 1 above the view grow by 30 and 40 while the update runs: UIKit would
    // ignore an offset adjustment now, so none is asked for and the layout keeps the
    // offset UIKit has.
    let first = try #require(
      report(Size(width: 320, height: 80), for: row(0, 0), to: driver, record))
    let second = try #require(
      report(Size(width: 320, height: 90), for: row(1, 0), to: driver, record))
    #expect(first.contentOffsetAdjustment == Point(x: 0, y: 0))
    #expect(second.contentOffsetAdjustment == Point(x: 0, y: 0))
    #expect(second.contentSizeAdjustment == Size(width: 0, height: 40))
    #expect(driver.layout.viewport.contentOffset == Point(x: 0, y: 1_000))
    // At the update's end the offset moves by both corrections, 70, once.
    #expect(driver.finalizeUpdates() == Point(x: 0, y: 70))
    #expect(driver.layout.viewport.contentOffset == Point(x: 0, y: 1_070))
    #expect(
      driver.layout.attributes(for: row(0, 2))?.frame
        == Rect(x: 0, y: 1_070, width: 320, height: 50))
    #expect(
      driver.targetContentOffset(forProposed: Point(x: 0, y: 1_070)) == Point(x: 0, y: 1_070))
  }

  @Test(
    "a row inserted and measured during the update starts and pushes its neighbour from its measured size"
  )
  func pendingAnimationsAfterMeasurement() throws {
    let record = listRecord()
    let driver = preparedList(record)
    // UIKit's order: counts invalidated, `prepare()`, the update items, then the
    // animations' attributes, asked for before the inserted row measures.
    let counts = [10, 10, 11] + Array(repeating: 10, count: 7)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: driver.layout.viewport, dataSource: record.content(list(counts)))
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 2)))],
      base: list(counts), record: record)
    #expect(driver.lastError == nil)
    // Section 2 starts at y 1000: the new row 0 takes its 50-point estimate there, and
    // the old row 0 ends its shift one row lower, at 1050.
    let start = try #require(driver.initialAttributes(forAppearing: row(0, 2)))
    #expect(start.frame == Rect(x: 0, y: 1_000, width: 320, height: 50))
    #expect(start.alpha == 0)
    #expect(
      driver.finalAttributes(forDisappearing: row(0, 2))?.frame
        == Rect(x: 0, y: 1_050, width: 320, height: 50))
    // The new row measures 120 tall: asked again, the start is 120 tall and the
    // shifted row ends 70 points lower, 1120; these are what the UIKit layout copies
    // into the attributes it handed out.
    try #require(report(Size(width: 320, height: 120), for: row(0, 2), to: driver, record) != nil)
    #expect(
      driver.initialAttributes(forAppearing: row(0, 2))?.frame
        == Rect(x: 0, y: 1_000, width: 320, height: 120))
    #expect(
      driver.finalAttributes(forDisappearing: row(0, 2))?.frame
        == Rect(x: 0, y: 1_120, width: 320, height: 50))
  }

  @Test("corrections measured before UIKit asks for the update's offset are applied there, once")
  func correctionBeforeTargetOffset() throws {
    let record = listRecord()
    let driver = listReloadingFarBelow(record)
    try #require(report(Size(width: 320, height: 80), for: row(0, 0), to: driver, record) != nil)
    #expect(
      driver.targetContentOffset(forProposed: Point(x: 0, y: 1_000)) == Point(x: 0, y: 1_030))
    #expect(driver.finalizeUpdates() == nil)
  }

  @Test(
    "a row measured taller above the view moves the offset by as much, so nothing visible moves")
  func correctionAbove() throws {
    let record = listRecord()
    let driver = preparedList(record)
    let correction = try #require(
      report(Size(width: 320, height: 80), for: row(0, 0), to: driver, record))
    #expect(
      correction
        == SizeCorrection(
          sections: [0], contentOffsetAdjustment: Point(x: 0, y: 30),
          contentSizeAdjustment: Size(width: 0, height: 30)))
    #expect(driver.layout.contentSize == Size(width: 320, height: 5_030))
    #expect(driver.layout.viewport.contentOffset == Point(x: 0, y: 1_030))
    #expect(
      driver.layout.attributes(for: row(0, 2))?.frame
        == Rect(x: 0, y: 1_030, width: 320, height: 50))
    #expect(
      driver.layout.attributes(for: row(1, 0))?.frame == Rect(x: 0, y: 80, width: 320, height: 50))
    #expect(record.measuredSizes.size(for: row(0, 0)) == Size(width: 320, height: 80))
  }

  @Test("a row measured below the view changes the content size only")
  func correctionBelow() throws {
    let record = listRecord()
    let driver = preparedList(record)
    let correction = try #require(
      report(Size(width: 320, height: 20), for: row(0, 5), to: driver, record))
    #expect(
      correction
        == SizeCorrection(
          sections: [5], contentOffsetAdjustment: Point(x: 0, y: 0),
          contentSizeAdjustment: Size(width: 0, height: -30)))
    #expect(
      driver.layout.attributes(for: row(1, 5))?.frame
        == Rect(x: 0, y: 2_520, width: 320, height: 50))
  }

  @Test("inside the view, the first settled row holds still and the rows after it move")
  func correctionInside() throws {
    let record = listRecord()
    let driver = preparedList(record)
    #expect(report(Size(width: 320, height: 50), for: row(0, 2), to: driver, record) == nil)
    let correction = try #require(
      report(Size(width: 320, height: 100), for: row(1, 2), to: driver, record))
    #expect(correction.contentOffsetAdjustment == Point(x: 0, y: 0))
    #expect(correction.contentSizeAdjustment == Size(width: 0, height: 50))
    #expect(
      driver.layout.attributes(for: row(0, 2))?.frame
        == Rect(x: 0, y: 1_000, width: 320, height: 50))
    #expect(
      driver.layout.attributes(for: row(1, 2))?.frame
        == Rect(x: 0, y: 1_050, width: 320, height: 100))
    #expect(
      driver.layout.attributes(for: row(2, 2))?.frame
        == Rect(x: 0, y: 1_150, width: 320, height: 50))
  }

  @Test("anchored at the bottom, as a chat, the last visible row keeps its bottom edge")
  func bottomAnchor() throws {
    let record = listRecord()
    let driver = preparedList(record)
    let correction = try #require(
      report(
        Size(width: 320, height: 90), for: row(7, 2), to: driver, record, anchor: .lastVisibleItem))
    #expect(correction.contentOffsetAdjustment == Point(x: 0, y: 40))
    let frame = try #require(driver.layout.attributes(for: row(7, 2))?.frame)
    #expect(frame == Rect(x: 0, y: 1_350, width: 320, height: 90))
    #expect(frame.maxY - driver.layout.viewport.contentOffset.y == 400)
  }

  @Test(
    "a size already measured, an element that does not size itself or an invalid size asks nothing")
  func noInvalidation() throws {
    let record = listRecord()
    let driver = preparedList(record)
    #expect(report(Size(width: 320, height: 80), for: row(0, 0), to: driver, record) != nil)
    let measured = try #require(driver.layout.attributes(for: row(0, 0)))
    #expect(!driver.shouldInvalidate(forPreferredSize: measured.size, of: measured, record: record))

    let headerRecord = listRecord()
    let headerDriver = ListDriver(layout: FlowLayout(configuration: listConfiguration()))
    headerDriver.prepare(
      for: Viewport(size: Size(width: 320, height: 400)), dataSource: headerRecord.content(list()))
    let header = try #require(
      headerDriver.layout.attributes(
        for: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0))))
    #expect(
      !headerDriver.shouldInvalidate(
        forPreferredSize: Size(width: 320, height: 60), of: header, record: headerRecord))

    let invalid = Size(width: 320, height: .nan)
    let original = try #require(driver.layout.attributes(for: row(1, 2)))
    #expect(!driver.shouldInvalidate(forPreferredSize: invalid, of: original, record: record))
    guard case .invalidPreferredSize(let element, let size) = driver.lastError else {
      Issue.record(
        "expected an invalid preferred size, got \(String(describing: driver.lastError))")
      return
    }
    #expect(element == row(1, 2) && size.width == 320 && size.height.isNaN)
    #expect(record.measuredSizes.size(for: row(1, 2)) == nil)
  }

  @Test("an inserted row starts at its estimate and the measured rows keep their sizes")
  func updatesCarryMeasurements() throws {
    let record = listRecord()
    let driver = preparedList(record, y: 0)
    report(Size(width: 320, height: 80), for: row(0, 0), to: driver, record)
    driver.invalidate(everything: false, dataSourceCounts: true)
    var counts = Array(repeating: 10, count: 10)
    counts[0] = 11
    driver.prepare(
      forUpdates: [UpdateItem(action: .insert, after: .item(IndexPath(item: 0, section: 0)))],
      base: list(counts), record: record)
    #expect(driver.lastError == nil)
    #expect(record.measuredSizes.size(for: row(1, 0)) == Size(width: 320, height: 80))
    #expect(record.measuredSizes.size(for: row(0, 0)) == nil)
    #expect(
      driver.layout.attributes(for: row(0, 0))?.frame == Rect(x: 0, y: 0, width: 320, height: 50))
    #expect(
      driver.layout.attributes(for: row(1, 0))?.frame == Rect(x: 0, y: 50, width: 320, height: 80))
  }

  @Test("random measurements never move the anchor on screen, and end as a fresh preparation")
  func randomMeasurements() async {
    await propertyCheck(count: 100, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        Int.random(in: 0...20, using: &random)
      }
      let record = listRecord()
      let driver = ListDriver(layout: FlowLayout(configuration: listConfiguration()))
      var viewport = Viewport(size: Size(width: 320, height: 400))
      driver.prepare(for: viewport, dataSource: record.content(list(counts)))
      for _ in 0..<6 {
        let height = driver.layout.contentSize.height
        viewport.contentOffset.y = Double(
          Int.random(in: 0...max(0, Int(height) - 400), using: &random))
        _ = driver.invalidate(forBoundsChange: viewport.bounds)
        driver.prepare(for: viewport, dataSource: record.content(list(counts)))
        // The visible rows first, then the rows above them from the bottom up, as when
        // the user scrolls up through estimates.
        let start = driver.layout.viewport.bounds
        let shown = driver.layout.elements(in: start).map(\.id).filter(isCell)
        let above = driver.layout.elements(
          in: Rect(x: 0, y: start.minY - 300, width: 320, height: 300)
        ).filter { isCell($0.id) && $0.frame.maxY <= start.minY }.map(\.id).reversed()
        for element in shown + above {
          let bounds = driver.layout.viewport.bounds
          guard let attributes = driver.layout.attributes(for: element) else { continue }
          let measured = Size(width: 320, height: Double(Int.random(in: 10...120, using: &random)))
          let first = driver.layout.elements(in: bounds)
            .filter { isCell($0.id) && $0.frame.intersects(bounds) }
            .min { $0.id.indexPath < $1.id.indexPath }
          guard driver.shouldInvalidate(forPreferredSize: measured, of: attributes, record: record)
          else { continue }
          let anchorIsSettled =
            first.map {
              $0.id == element || !record.content(list(counts)).needsMeasurement($0)
            } ?? false
          guard
            let correction = driver.invalidate(
              forPreferredSizeOf: attributes, record: record, base: list(counts))
          else {
            Issue.record("seed \(seed): the correction was refused")
            continue
          }
          let newOffset = driver.layout.viewport.contentOffset.y
          #expect(newOffset - bounds.minY == correction.contentOffsetAdjustment.y, "seed \(seed)")
          let limit = driver.layout.contentSize.height - 400
          if let first, anchorIsSettled, newOffset > 0, newOffset < limit {
            let now = driver.layout.attributes(for: first.id)?.frame.minY ?? .nan
            #expect(now - newOffset == first.frame.minY - bounds.minY, "seed \(seed)")
          }
          // UIKit asks the cell again in its new frame; the same answer settles it.
          if let resized = driver.layout.attributes(for: element) {
            #expect(
              !driver.shouldInvalidate(forPreferredSize: measured, of: resized, record: record),
              "seed \(seed)")
          }
        }
        viewport.contentOffset = driver.layout.viewport.contentOffset
      }
      let fresh = FlowLayout(configuration: listConfiguration())
      do {
        try record.content(list(counts)).prepare(fresh, for: driver.layout.viewport)
      } catch {
        Issue.record("a fresh preparation failed: \(error)")
      }
      #expect(driver.layout.allElements() == fresh.allElements(), "seed \(seed)")
    }
  }
}
