import PropertyBased
import Testing
@_spi(Testing) import Trellis
import TrellisConformance
import TrellisTestSupport
import TrellisTesting

@Suite("Week calendar: updates of a few events")
struct WeekCalendarIncrementalUpdateTests {
  @Test("an event that moves to another day leaves its neighbor the whole day, unprepared")
  func eventLeavesItsCluster() throws {
    var events = [timed(0, 9, 11), timed(0, 10, 12), timed(2, 8, 9)]
    let layout = try preparedCalendar(events)
    // Day 0 (x 50, 120 wide) splits in two sub-columns of 60; 9 o'clock is at y 90.
    #expect(layout.eventFrame(0) == rect(50, 90, 60, 120))
    #expect(layout.eventFrame(1) == rect(110, 150, 60, 120))
    events[1] = timed(1, 10, 12)
    try layout.update(
      for: .reloadingItems([1], inSection: 0, of: 1),
      dataSource: WeekCalendarContent(events: events))
    #expect(layout.preparationCount == 1)
    #expect(layout.eventFrame(0) == rect(50, 90, 120, 120))
    #expect(layout.eventFrame(1) == rect(170, 150, 120, 120))
    #expect(layout.eventFrame(2) == rect(290, 30, 120, 60))
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == rect(50, 90, 60, 120))
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 1, section: 0)))?.frame
        == rect(110, 150, 60, 120))
  }

  @Test("an event that becomes all-day opens the all-day row, and the grid moves down")
  func eventBecomesAllDay() throws {
    var events = [timed(0, 9, 10), timed(1, 9, 10)]
    let layout = try preparedCalendar(events)
    events[0] = .allDay(on: 2)
    try layout.update(
      for: .reloadingItems([0], inSection: 0, of: 1),
      dataSource: WeekCalendarContent(events: events))
    // One 20-point lane under the 30-point day headers: 9 o'clock is at y 110.
    #expect(layout.allDayRowHeight == 20)
    #expect(layout.eventFrame(0) == rect(290, 30, 120, 20))
    #expect(layout.eventFrame(1) == rect(170, 110, 120, 60))
    #expect(layout.preparationCount == 1)
  }

  @Test("the all-day row keeps a lane for the fullest day, and closes it when that day empties")
  func allDayLanesFollowTheFullestDay() throws {
    var events: [CalendarEvent] = [.allDay(on: 1), .allDay(on: 1), .allDay(on: 2), timed(0, 9, 10)]
    let layout = try preparedCalendar(events)
    // Two 20-point lanes under the 30-point day headers: 9 o'clock is at y 130.
    #expect(layout.allDayRowHeight == 40)
    #expect(layout.eventFrame(3) == rect(50, 130, 120, 60))
    // Day 2 was not the fullest: the row stays.
    events[2] = timed(0, 12, 13)
    try layout.update(
      for: .reloadingItems([2], inSection: 0, of: 1),
      dataSource: WeekCalendarContent(events: events))
    #expect(layout.allDayRowHeight == 40)
    // Day 1 was, and now holds one: one lane, and 9 o'clock moves up to y 110.
    events[0] = timed(0, 14, 15)
    try layout.update(
      for: .reloadingItems([0], inSection: 0, of: 1),
      dataSource: WeekCalendarContent(events: events))
    #expect(layout.allDayRowHeight == 20)
    #expect(layout.eventFrame(3) == rect(50, 110, 120, 60))
    #expect(layout.allElements() == (try preparedCalendar(events)).allElements())
    #expect(layout.preparationCount == 1)
  }

  @Test("updates across the days' storage chunks equal a preparation", arguments: [31, 32, 63, 99])
  func updatesAcrossDayChunks(day: Int) throws {
    let setDays: (inout WeekCalendarLayout.Configuration) -> Void = { $0.dayCount = 100 }
    var events = (0..<300).map { timed($0 % 100, 8 + Double($0 % 7), 9.5 + Double($0 % 7)) }
    events.append(.allDay(on: day))
    let layout = try preparedCalendar(events, setDays)
    for (index, event) in [(0, timed(day, 9, 11)), (day, timed(0, 8, 9)), (300, .allDay(on: 0))] {
      events[index] = event
      try layout.update(
        for: .reloadingItems([index], inSection: 0, of: 1),
        dataSource: WeekCalendarContent(events: events))
      #expect(layout.allElements() == (try preparedCalendar(events, setDays)).allElements())
    }
    #expect(layout.preparationCount == 1)
  }

  @Test("reloaded events that do not fit the data are an error that changes nothing")
  func mismatches() throws {
    let events = [timed(0, 9, 10), timed(1, 9, 10)]
    let layout = try preparedCalendar(events)
    let elements = layout.allElements()
    let content = WeekCalendarContent(events: events)
    #expect(
      throws: LayoutError.changeMismatch(.numberOfItems(section: 0), change: 6, dataSource: 2)
    ) {
      try layout.update(for: .reloadingItems([1, 5], inSection: 0, of: 1), dataSource: content)
    }
    #expect(throws: LayoutError.sectionOutOfRange(3, count: 1)) {
      try layout.update(
        for: LayoutChange(
          sections: [.laidOutAnew],
          reloadedItems: [0: LayoutChange.ReloadedItems(previousSection: 3, items: [0])]),
        dataSource: content)
    }
    #expect(
      throws: LayoutError.changeMismatch(.numberOfItems(section: 0), change: 2, dataSource: 3)
    ) {
      try layout.update(
        for: .reloadingItems([0], inSection: 0, of: 1),
        dataSource: WeekCalendarContent(events: events + [timed(0, 9, 10)]))
    }
    #expect(throws: LayoutError.invalidValue(.eventEnd(1), 8)) {
      try layout.update(
        for: .reloadingItems([0, 1], inSection: 0, of: 1),
        dataSource: WeekCalendarContent(events: [timed(2, 9, 10), timed(1, 9, 8)]))
    }
    #expect(layout.allElements() == elements)
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0))) == nil)
    #expect(layout.preparationCount == 1)
  }

  @Test(
    "updates of a few events give a fresh preparation's elements and keep those from before",
    arguments: [WeekCalendarLayout.OverlapStyle.columns, .cascade])
  func matchesPreparation(style: WeekCalendarLayout.OverlapStyle) async {
    await propertyCheck(count: 150, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      var scenario = CalendarScenario(seed: seed, style: style, maxEvents: 80)
      guard !scenario.events.isEmpty else { return }
      var random = SplitMix64(seed: editSeed)
      let layout = try scenario.preparedLayout()
      for _ in 0..<4 {
        let before = layout.attributesByID()
        let edited = Int.random(in: 1...3, using: &random)
        let items = (0..<edited).map { _ in
          Int.random(in: 0..<scenario.events.count, using: &random)
        }
        let source = CalendarScenario(seed: random.next(), style: style, maxEvents: 80).events
        for item in items where !source.isEmpty && !random.chance(0.2) {
          var event = source[Int.random(in: 0..<source.count, using: &random)]
          event.day %= scenario.configuration.dayCount
          scenario.events[item] = event
        }
        try layout.update(
          for: .reloadingItems(items, inSection: 0, of: 1),
          dataSource: WeekCalendarContent(events: scenario.events))
        let fresh = try scenario.preparedLayout()
        #expect(layout.preparationCount == 1)
        #expect(layout.contentSize == fresh.contentSize)
        #expect(layout.allElements() == fresh.allElements())
        #expect(layout.attributesByID() == fresh.attributesByID())
        let rect = Rect(
          x: random.points(-50...600), y: random.points(-50...900), width: random.points(1...500),
          height: random.points(1...400))
        #expect(elements(of: layout, in: rect) == elements(of: fresh, in: rect))
        for (id, attributes) in before {
          #expect(layout.attributesBeforeUpdate(for: id) == attributes)
        }
      }
    }
  }

  @Test(
    "updates in crowded days, whose clusters hold many sub-columns, place events as a preparation does",
    arguments: [WeekCalendarLayout.OverlapStyle.columns, .cascade])
  func crowdedDays(style: WeekCalendarLayout.OverlapStyle) async {
    await propertyCheck(count: 60, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let dayCount = Int.random(in: 1...2, using: &random)
      let busyQuarters = Int.random(in: 8...40, using: &random)
      func event() -> CalendarEvent {
        let start = Double(Int.random(in: 28..<(28 + busyQuarters), using: &random)) / 4
        let length = Double(Int.random(in: 1...10, using: &random)) / 4
        return timed(Int.random(in: 0..<dayCount, using: &random), start, start + length)
      }
      var events = (0..<Int.random(in: 20...250, using: &random)).map { _ in event() }
      // Sub-columns a point wide or more, so that every placement shows in the frames.
      let configure = { (configuration: inout WeekCalendarLayout.Configuration) in
        configuration.dayCount = dayCount
        configuration.dayWidth = 4000
        configuration.overlapStyle = style
        configuration.cascadeIndent = 1
      }
      let layout = try preparedCalendar(events, configure)
      for _ in 0..<5 {
        let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          Int.random(in: 0..<events.count, using: &random)
        }
        for item in items { events[item] = event() }
        try layout.update(
          for: .reloadingItems(items, inSection: 0, of: 1),
          dataSource: WeekCalendarContent(events: events))
        let fresh = try preparedCalendar(events, configure)
        #expect(layout.attributesByID() == fresh.attributesByID())
      }
    }
  }

  /// The elements a query of `rect` reports, in order.
  private func elements(of layout: WeekCalendarLayout, in rect: Rect) -> [LayoutAttributes] {
    var found: [LayoutAttributes] = []
    layout.forEachElement(in: rect) { found.append($0) }
    return found
  }

  @Test("a drag step lays out the week again without preparing it")
  func dragStepDoesNotPrepare() throws {
    var host = RecordingHost()
    let content = WeekCalendarContent(events: [timed(0, 9, 10), timed(0, 9, 11), timed(1, 9, 10)])
    let calendar = try CollectionView<WeekCalendarContent, RecordingHost>(
      layout: WeekCalendarLayout(configuration: calendarConfiguration()), dataSource: content,
      viewport: Viewport(size: Size(width: 410, height: 630)))
    #expect(calendar.beginEventMovement(at: 0, minuteStep: 15, host: &host))
    // Day 1 is x 170..<290; a one-hour event centered at y 240 starts at 11:00.
    let moved = calendar.updateEventMovement(to: Point(x: 230, y: 240), host: &host)
    #expect(moved == timed(1, 11, 12))
    #expect(calendar.layout.preparationCount == 1)
    // Event 1 has day 0 to itself again.
    #expect(calendar.layout.eventFrame(1) == rect(50, 90, 120, 120))
    #expect(calendar.endEventMovement(host: &host)?.rescheduled == timed(1, 11, 12))
    #expect(calendar.layout.preparationCount == 1)
  }

  @Test("a cancelled drag puts the event back without preparing the week")
  func cancelDoesNotPrepare() throws {
    var host = RecordingHost()
    let content = WeekCalendarContent(events: [timed(0, 9, 10), timed(0, 9, 11), timed(1, 9, 10)])
    let calendar = try CollectionView<WeekCalendarContent, RecordingHost>(
      layout: WeekCalendarLayout(configuration: calendarConfiguration()), dataSource: content,
      viewport: Viewport(size: Size(width: 410, height: 630)))
    let before = calendar.layout.allElements()
    #expect(calendar.beginEventMovement(at: 0, minuteStep: 15, host: &host))
    calendar.updateEventMovement(to: Point(x: 230, y: 240), host: &host)
    #expect(calendar.layout.eventFrame(1) == rect(50, 90, 120, 120))
    calendar.cancelInteractiveMovement(host: &host)
    #expect(calendar.layout.allElements() == before)
    // Events 0 and 1 share day 0 again, 60 points each; event 1, the longer, is first.
    #expect(calendar.layout.eventFrame(1) == rect(50, 90, 60, 120))
    #expect(calendar.layout.preparationCount == 1)
  }
}
