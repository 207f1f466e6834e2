import Testing
import Trellis

/// Calls that used to trap: each is now a typed error or a documented, harmless answer.
@Suite("API traps: hostile calls get errors or harmless answers")
struct APITrapTests {
  private let viewport = Viewport(size: Size(width: 375, height: 667))

  @Test("setting the current time with a day count of -1 is an error, not a trap")
  func currentTimeWithoutDays() throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = -1
    let layout = WeekCalendarLayout(configuration: configuration)
    #expect(throws: LayoutError.invalidCount(.currentTime, 0)) {
      try layout.setCurrentTime(CalendarTime(day: 0, hour: 9))
    }
    #expect(layout.configuration.currentTime == nil)
    try layout.setCurrentTime(nil)
  }

  @Test(
    "an unprepared week answers queries as empty whatever its line thickness",
    arguments: [Double.nan, -10, .infinity])
  func unpreparedWeekQueries(thickness: Double) throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.hourLineThickness = thickness
    let layout = WeekCalendarLayout(configuration: configuration)
    let everything = Rect(x: -100, y: -100, width: 10_000, height: 10_000)
    #expect(layout.elements(in: everything).isEmpty)
    #expect(layout.allElements().isEmpty)
    // A failed preparation keeps the unprepared state, which must still answer.
    let error = #expect(throws: LayoutError.self) {
      try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: []))
    }
    #expect(error?.input == .hourLineThickness)
    #expect(layout.elements(in: everything).isEmpty)
    #expect(layout.elements(in: layout.viewport.bounds).isEmpty)
  }

  @Test("an unprepared week has no background for day -1")
  func unpreparedBackgroundDay() {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.backgroundDays = [-1, 0]
    let layout = WeekCalendarLayout(configuration: configuration)
    for day in [-1, 0] {
      #expect(
        layout.attributes(for: .decoration(.dayBackground, IndexPath(item: day, section: 0)))
          == nil)
    }
    #expect(layout.allElements().isEmpty)
  }

  @Test("appending to a waterfall whose data source lost its sections is an error")
  func appendWithoutSections() throws {
    let layout = WaterfallLayout()
    try layout.prepare(
      for: viewport, dataSource: WaterfallContent(sections: [.init(itemCount: 4)]))
    let before = layout.allElements()
    #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), 0)) {
      try layout.appendItems(count: 0, dataSource: WaterfallContent(sections: []))
    }
    #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), 2)) {
      try layout.appendItems(
        count: 2,
        dataSource: WaterfallContent(sections: [.init(itemCount: 6), .init(itemCount: 1)]))
    }
    #expect(layout.allElements() == before)
    // A layout without sections cannot take items of a data source that has some.
    #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), 0)) {
      try WaterfallLayout().appendItems(
        count: 0, dataSource: WaterfallContent(sections: [.init(itemCount: 42)]))
    }
  }

  @Test("appending to a waterfall whose data source reports Int.min items is an error")
  func appendWithIntMinItems() throws {
    let layout = WaterfallLayout()
    try layout.prepare(
      for: viewport, dataSource: WaterfallContent(sections: [.init(itemCount: 4)]))
    let before = layout.allElements()
    #expect(throws: LayoutError.invalidCount(.numberOfItems(section: 0), .min)) {
      try layout.appendItems(
        count: 1, dataSource: WaterfallContent(sections: [.init(itemCount: .min)]))
    }
    #expect(
      throws: LayoutError.countAboveLimit(.numberOfItems(section: 0), .max, limit: 50_000_000)
    ) {
      try layout.appendItems(
        count: 1, dataSource: WaterfallContent(sections: [.init(itemCount: .max)]))
    }
    #expect(throws: LayoutError.invalidCount(.appendedItemCount(section: 0), .min)) {
      try layout.appendItems(
        count: .min, dataSource: WaterfallContent(sections: [.init(itemCount: 4)]))
    }
    #expect(layout.allElements() == before)
  }
}
