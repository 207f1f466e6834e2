import PropertyBased
import Testing
import Trellis
import TrellisTestSupport

@Suite("Week calendar: updates through a layout change")
struct WeekCalendarLayoutChangeTests {
  @Test("an event moved by an update was where it had been before the update")
  func eventMoved() throws {
    var events = [timed(0, 9, 10), timed(1, 12, 13)]
    let layout = try preparedCalendar(events)
    // Event 0 at day 0 (x 50), 9 o'clock (y 30 + 60): 120 x 60.
    #expect(layout.eventFrame(0) == rect(50, 90, 120, 60))
    events[0] = timed(2, 14, 15)
    try layout.update(
      for: .everything(sectionCount: 1), dataSource: WeekCalendarContent(events: events))
    #expect(layout.eventFrame(0) == rect(290, 390, 120, 60))
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == rect(50, 90, 120, 60))
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 0))) == nil)
    try layout.prepare(for: layout.viewport, dataSource: WeekCalendarContent(events: events))
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0))) == nil)
  }

  @Test("a change that does not fit the events is an error that changes nothing")
  func mismatches() throws {
    let layout = try preparedCalendar([timed(0, 9, 10)])
    let elements = layout.allElements()
    let more = WeekCalendarContent(events: [timed(0, 9, 10), timed(1, 9, 10)])
    #expect(throws: LayoutError.changeMismatch(.numberOfSections, change: 2, dataSource: 1)) {
      try layout.update(for: .everything(sectionCount: 2), dataSource: more)
    }
    #expect(
      throws: LayoutError.changeMismatch(.numberOfItems(section: 0), change: 1, dataSource: 2)
    ) {
      try layout.update(for: LayoutChange(sections: [.unchanged(from: 0)]), dataSource: more)
    }
    #expect(throws: LayoutError.sectionOutOfRange(1, count: 1)) {
      try layout.update(for: LayoutChange(sections: [.unchanged(from: 1)]), dataSource: more)
    }
    #expect(throws: LayoutError.invalidCount(.eventDay(1), 5)) {
      try layout.update(
        for: .everything(sectionCount: 1),
        dataSource: WeekCalendarContent(events: [timed(0, 9, 10), timed(5, 9, 10)]))
    }
    #expect(layout.allElements() == elements)
    #expect(layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 0, section: 0))) == nil)
  }

  @Test("an update gives a fresh preparation's frames and keeps the frames from before it")
  func matchesPreparation() async {
    await propertyCheck(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, editSeed in
      let scenario = CalendarScenario(seed: seed)
      var random = SplitMix64(seed: editSeed)
      let layout = try scenario.preparedLayout()
      let before = layout.attributesByID()
      var edited = scenario
      edited.events = CalendarScenario(seed: editSeed).events.map { event in
        var event = event
        event.day %= scenario.configuration.dayCount
        return event
      }
      let unchanged = random.chance(0.3)
      if unchanged { edited.events = scenario.events }
      let change = LayoutChange(sections: [unchanged ? .unchanged(from: 0) : .laidOutAnew])
      try layout.update(for: change, dataSource: WeekCalendarContent(events: edited.events))
      try layout.expectUpdate(
        matching: edited.preparedLayout(), before: before,
        absentBefore: .cell(IndexPath(item: scenario.events.count, section: 0)), using: &random)
    }
  }
}
