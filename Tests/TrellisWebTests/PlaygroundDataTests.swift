import Testing
import Trellis
import TrellisWeb

/// The data the page reads back to show the current spec in its editor, and the target
/// of a drag it announces.
@Suite("Playground: the data and the drag target, as numbers")
struct PlaygroundDataTests {
  @Test("the numbers follow an insert and a delete: counts, then identities in order")
  func sections() {
    var (playground, _) = PlaygroundTests.loaded(
      #"{"viewport": {"width": 100, "height": 100}, "sections": [{"items": 2}, {"items": 1}]}"#)
    #expect(playground.dataNumbers == [2, 2, 0, 1, 1, 2])
    // The inserted copy of item 0.1 takes the next identity, 3, at 0.1.
    let inserted = playground.perform(.insert(IndexPath(item: 1, section: 0)))
    #expect(inserted)
    #expect(playground.dataNumbers == [2, 3, 0, 3, 1, 1, 2])
    let deleted = playground.perform(.delete(IndexPath(item: 0, section: 1)))
    #expect(deleted)
    #expect(playground.dataNumbers == [2, 3, 0, 3, 1, 0])
    #expect(Playground().dataNumbers.isEmpty)
  }

  @Test("a week's numbers end with each event's day, start, end and all-day flag")
  func events() {
    let (playground, _) = PlaygroundTests.loaded(
      """
      {"viewport": {"width": 400, "height": 900}, "layout": {"type": "week", "days": 3},
       "events": [{"day": 1, "start": 9, "end": 10.5}, {"day": 2, "allDay": true}]}
      """)
    let numbers = playground.dataNumbers
    #expect(numbers.prefix(4) == [1, 2, 0, 1])
    #expect(numbers[4] == 2)
    #expect(Array(numbers[5...8]) == [1, 9, 10.5, 0])
    #expect(numbers[9] == 2 && numbers[12] == 1)
  }

  @Test("a drag's target is its section and item; an event's is the time it would take")
  func dragTarget() {
    // 30 squares of 45 points, two to a line: item 5 is centred at (77.5, 132.5).
    var (grid, _) = PlaygroundTests.loaded(PlaygroundTests.grid)
    #expect(grid.dragTargetNumbers.isEmpty)
    let lifted = grid.beginDrag(at: Point(x: 22.5, y: 22.5), capacity: nil)
    #expect(lifted)
    _ = grid.drag(to: Point(x: 77.5, y: 132.5))
    #expect(grid.dragTargetNumbers == [0, 5])
    grid.cancelDrag()
    #expect(grid.dragTargetNumbers.isEmpty)
    var (week, _) = PlaygroundTests.loaded(PlaygroundEventDragTests.week)
    let liftedEvent = week.beginDrag(at: Point(x: 100, y: 130), capacity: nil)
    #expect(liftedEvent)
    // As in PlaygroundEventDragTests: a center at (300, 372) is day 2 from 13:00 to 14:00.
    _ = week.drag(to: Point(x: 300, y: 372))
    #expect(week.dragTargetNumbers == [0, 0, 2, 13, 14])
  }
}
