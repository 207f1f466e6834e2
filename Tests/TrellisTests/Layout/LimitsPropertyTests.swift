import PropertyBased
import Testing
import Trellis

/// Values across the valid ranges of ``LayoutLimits``, at their edges and just outside:
/// every valid value lays out with finite frames whose queries stay exact, every value
/// outside is an error that names it and changes nothing.
@Suite("Limits: property tests across the valid ranges, at their edges and outside")
struct LimitsPropertyTests {
  private let viewport = Viewport(size: Size(width: 375, height: 667))

  /// The first of `values` that is not a valid length, with the input it feeds.
  private func firstInvalid(_ values: [(Double, LayoutInput)]) -> (Double, LayoutInput)? {
    values.first { !LimitValues.isValid($0.0) }
  }

  /// Checks that `error` names `input` and says what is wrong with `value`.
  private func expect(_ error: LayoutError, rejects value: Double, as input: LayoutInput) {
    #expect(error.input == input)
    if value.isFinite && value >= 0 {
      #expect(error == .valueOutOfRange(input, value, range: LayoutLimits.lengthRange))
    } else if case .invalidValue(_, let rejected) = error {
      #expect(rejected == value || (rejected.isNaN && value.isNaN))
    } else {
      Issue.record("\(error) for \(value)")
    }
  }

  @Test("flow lengths: valid ones lay out exactly or the content is too long; others are named")
  func flowLengths() async {
    await propertyCheck(
      count: 300, input: LimitValues.length, LimitValues.length, LimitValues.length,
      LimitValues.length
    ) { width, height, spacing, inset in
      var configuration = FlowLayout.Configuration()
      configuration.itemSize = Size(width: width, height: height)
      configuration.minimumLineSpacing = spacing
      configuration.minimumInteritemSpacing = spacing
      configuration.sectionInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
      configuration.sectionHeadersPinToVisibleBounds = true
      configuration.headerReferenceSize = Size(width: 0, height: 30)
      let layout = FlowLayout(configuration: configuration)
      let content = FlowContent(sections: [.init(itemCount: 7), .init(itemCount: 4)])
      let invalid = firstInvalid([
        (width, .defaultItemSize), (height, .defaultItemSize),
        (spacing, .minimumLineSpacing(section: nil)), (inset, .sectionInset(section: nil)),
      ])
      do throws(LayoutError) {
        try layout.prepare(for: viewport, dataSource: content)
        #expect(invalid == nil)
        expectWithinLimits(layout)
      } catch {
        if let (value, input) = invalid {
          expect(error, rejects: value, as: input)
        } else if case .valueOutOfRange(.contentSize, let length, _) = error {
          #expect(length > LayoutLimits.maximumLength)
        } else {
          Issue.record("valid lengths refused: \(error)")
        }
        #expect(layout.allElements().isEmpty)
      }
    }
  }

  @Test("waterfall heights up to 1e11: queries find every element right up to the limit")
  func waterfallHeights() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0...1e11).array(of: 1...14), Gen.int(in: 1...3),
      Gen.bool(), LimitValues.length
    ) { heights, columns, horizontal, spacing in
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = columns
      configuration.scrollDirection = horizontal ? .horizontal : .vertical
      configuration.minimumInteritemSpacing = spacing
      let layout = WaterfallLayout(configuration: configuration)
      do throws(LayoutError) {
        try layout.prepare(
          for: viewport, dataSource: WaterfallContent(sections: [.init(itemHeights: heights)]))
        #expect(LimitValues.isValid(spacing))
        expectWithinLimits(layout)
      } catch {
        if !LimitValues.isValid(spacing) {
          expect(error, rejects: spacing, as: .minimumInteritemSpacing(section: nil))
        } else if case .valueOutOfRange(.contentSize, let length, _) = error {
          #expect(length > LayoutLimits.maximumLength)
        } else {
          Issue.record("valid heights refused: \(error)")
        }
      }
    }
  }

  @Test("scales in 0.01...100 round every origin to a pixel; others are refused")
  func scales() async {
    await propertyCheck(count: 300, input: LimitValues.scale) { scale in
      let layout = FlowLayout()
      let content = FlowContent(sections: [.init(itemSizes: [Size(width: 33.3, height: 21.7)])])
      var scaled = viewport
      scaled.scale = scale
      do throws(LayoutError) {
        try layout.prepare(for: scaled, dataSource: content)
        #expect(LayoutLimits.scaleRange.contains(scale))
        for attributes in layout.allElements() {
          for origin in [attributes.frame.minX, attributes.frame.minY] {
            let pixels = origin * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(origin) at scale \(scale)")
          }
        }
        expectWithinLimits(layout)
      } catch {
        #expect(!LayoutLimits.scaleRange.contains(scale))
        #expect(error.input == .scale)
        #expect(layout.allElements().isEmpty)
      }
    }
  }

  @Test("offsets within 1e12 either way keep pinned frames finite; others are refused")
  func offsets() async throws {
    var configuration = FlowLayout.Configuration()
    configuration.headerReferenceSize = Size(width: 0, height: 40)
    configuration.footerReferenceSize = Size(width: 0, height: 20)
    configuration.sectionHeadersPinToVisibleBounds = true
    configuration.sectionFootersPinToVisibleBounds = true
    configuration.behaviors.collectionHeader = CollectionSupplementary(
      length: 100, isStretchy: true)
    configuration.behaviors.collectionFooter = CollectionSupplementary(
      length: 50, isStretchy: true)
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(
      for: viewport,
      dataSource: FlowContent(sections: [.init(itemCount: 30), .init(itemCount: 12)]))
    await propertyCheck(count: 300, input: LimitValues.offset, LimitValues.offset) { x, y in
      var moved = layout.viewport
      moved.contentOffset = Point(x: x, y: y)
      let before = layout.viewport
      do throws(LayoutError) {
        try layout.updateViewport(moved)
        #expect(LayoutLimits.offsetRange.contains(x) && LayoutLimits.offsetRange.contains(y))
        expectWithinLimits(layout)
      } catch {
        #expect(!(LayoutLimits.offsetRange.contains(x) && LayoutLimits.offsetRange.contains(y)))
        #expect(error.input == .contentOffset)
        #expect(layout.viewport == before)
      }
    }
  }

  @Test("counts past a limit or below zero are refused before anything is allocated")
  func counts() async {
    await propertyCheck(
      count: 200, input: LimitValues.countOutside(limit: LayoutLimits.maximumItemCount),
      LimitValues.countOutside(limit: LayoutLimits.maximumSectionCount)
    ) { items, sections in
      let layout = FlowLayout()
      let error = #expect(throws: LayoutError.self) {
        try layout.prepare(
          for: viewport, dataSource: FlowContent(sections: [.init(itemCount: items)]))
      }
      if items < 0 {
        #expect(error == .invalidCount(.numberOfItems(section: 0), items))
      } else {
        #expect(
          error == .countAboveLimit(.numberOfItems(section: 0), items, limit: 50_000_000))
      }
      let waterfall = WaterfallLayout()
      #expect(throws: LayoutError.self) {
        try waterfall.prepare(for: viewport, dataSource: SectionCount(count: sections))
      }
      #expect(layout.numberOfSections == 0 && waterfall.numberOfSections == 0)
    }
  }

  @Test("a week of exactly the most days is laid out")
  func mostDays() throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = LayoutLimits.maximumDayCount
    configuration.dayWidth = 1
    let layout = WeekCalendarLayout(configuration: configuration)
    try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: []))
    #expect(layout.contentSize.width == 60 + 1_000_000)
  }

  @Test("day and column counts past their limits are refused; those within are laid out")
  func daysAndColumns() async {
    await propertyCheck(
      count: 100,
      input: Gen.oneOf(
        Gen.int(in: 1...5_000),
        LimitValues.countOutside(limit: LayoutLimits.maximumDayCount)),
      Gen.oneOf(
        Gen.int(in: 1...LayoutLimits.maximumColumnCount),
        LimitValues.countOutside(limit: LayoutLimits.maximumColumnCount))
    ) { days, columns in
      var week = WeekCalendarLayout.Configuration()
      week.dayCount = days
      week.dayWidth = 1
      let calendar = WeekCalendarLayout(configuration: week)
      do throws(LayoutError) {
        try calendar.prepare(for: viewport, dataSource: WeekCalendarContent(events: []))
        #expect(days >= 1 && days <= LayoutLimits.maximumDayCount)
        #expect(calendar.contentSize.width == 60 + Double(days))
      } catch {
        #expect(days < 1 || days > LayoutLimits.maximumDayCount)
        #expect(error.input == .dayCount)
      }
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = columns
      configuration.minimumColumnSpacing = 0
      let waterfall = WaterfallLayout(configuration: configuration)
      do throws(LayoutError) {
        try waterfall.prepare(
          for: Viewport(size: Size(width: 2_000, height: 667)),
          dataSource: WaterfallContent(sections: [.init(itemCount: 5)]))
        #expect(columns >= 1 && columns <= LayoutLimits.maximumColumnCount)
        #expect(waterfall.numberOfItems(inSection: 0) == 5)
      } catch {
        #expect(columns < 1 || columns > LayoutLimits.maximumColumnCount)
        #expect(error.input == .columnCount(section: nil))
      }
    }
  }

  @Test("hour heights: a day taller than the limit is refused when prepared and when zoomed")
  func hourHeights() async throws {
    let events = WeekCalendarContent(events: [
      CalendarEvent(day: 0, start: 9, end: 10), CalendarEvent(day: 3, start: 0, end: 24),
    ])
    let zoomed = WeekCalendarLayout()
    try zoomed.prepare(for: viewport, dataSource: events)
    await propertyCheck(
      count: 300,
      input: Gen.oneOf(
        LimitValues.length, Gen.double(in: 4.16e10...4.17e10),
        Gen.int(in: 0...1).map { [(1e12 - 40) / 24, ((1e12 - 40) / 24).nextUp][$0] })
    ) { hourHeight in
      var configuration = WeekCalendarLayout.Configuration()
      configuration.hourHeight = hourHeight
      let layout = WeekCalendarLayout(configuration: configuration)
      // The content is the day headers (40) and 24 hours tall, computed as the layout does.
      let fits = 40 + Double(24) * hourHeight <= LayoutLimits.maximumLength
      let valid = hourHeight > 0 && LimitValues.isValid(hourHeight)
      let before = zoomed.allElements()
      do throws(LayoutError) {
        try layout.prepare(for: viewport, dataSource: events)
        #expect(valid && fits)
        expectWithinLimits(layout)
      } catch {
        #expect(!(valid && fits))
        #expect(error.input == (valid ? .contentSize : .hourHeight))
      }
      do throws(LayoutError) {
        try zoomed.setHourHeight(hourHeight)
        #expect(valid && fits)
        #expect(zoomed.contentSize.height == 40 + 24 * hourHeight)
        try zoomed.setHourHeight(50)
      } catch {
        #expect(!(valid && fits))
        #expect(zoomed.configuration.hourHeight == 50)
        #expect(zoomed.allElements() == before)
      }
    }
  }
}

/// A waterfall data source of `count` empty sections, for counts no array could hold.
private struct SectionCount: WaterfallLayoutDataSource {
  var count: Int
  var numberOfSections: Int { count }
  func numberOfItems(inSection section: Int) -> Int { 0 }
}
