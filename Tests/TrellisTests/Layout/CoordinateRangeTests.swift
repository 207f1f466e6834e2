import Testing
import Trellis

/// Lengths, scales and results at and beyond the valid coordinate range: every one
/// past it is an error naming the value and the range, and the layout keeps its state.
@Suite("Coordinate range: huge values are errors, never non-finite frames")
struct CoordinateRangeTests {
  private let viewport = Viewport(size: Size(width: 375, height: 667))
  private let lengths = 0...1e12

  @Test("an item size of 1e308 is an error, layout-wide or from the data source")
  func hugeItemSize() throws {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 375, height: 1e308)
    let layout = FlowLayout(configuration: configuration)
    #expect(throws: LayoutError.valueOutOfRange(.defaultItemSize, 1e308, range: lengths)) {
      try layout.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemCount: 3)]))
    }
    let sized = FlowLayout()
    let sizes = [Size(width: 10, height: 10), Size(width: 1e12.nextUp, height: 10)]
    #expect(
      throws: LayoutError.valueOutOfRange(
        .itemSize(IndexPath(item: 1, section: 0)), 1e12.nextUp, range: lengths)
    ) {
      try sized.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemSizes: sizes)]))
    }
    #expect(sized.allElements().isEmpty)
  }

  @Test(
    "a scale outside 0.01...100 is an error",
    arguments: [1e306, Double.leastNonzeroMagnitude, 0.001, 101])
  func scales(scale: Double) throws {
    let layout = FlowLayout()
    let content = FlowContent(sections: [.init(itemCount: 3)])
    try layout.prepare(for: viewport, dataSource: content)
    let before = layout.allElements()
    var scaled = viewport
    scaled.scale = scale
    #expect(throws: LayoutError.valueOutOfRange(.scale, scale, range: 0.01...100)) {
      try layout.prepare(for: scaled, dataSource: content)
    }
    #expect(layout.viewport.scale == 1)
    #expect(layout.allElements() == before)
  }

  @Test("an offset past 1e12 either way is an error, and the viewport stays")
  func offsets() throws {
    let layout = FlowLayout()
    try layout.prepare(for: viewport, dataSource: FlowContent(sections: [.init(itemCount: 3)]))
    var far = viewport
    far.contentOffset = Point(x: 0, y: -1e300)
    #expect(throws: LayoutError.valueOutOfRange(.contentOffset, -1e300, range: -1e12...1e12)) {
      try layout.updateViewport(far)
    }
    far.contentOffset = Point(x: 0, y: 1e12)
    #expect(try layout.updateViewport(far) == .none)
    #expect(layout.viewport.contentOffset.y == 1e12)
  }

  @Test("insets of 1.5e308 are errors; two valid insets that add past the limit are too")
  func insetsThatAdd() throws {
    var configuration = FlowLayout.Configuration()
    configuration.sectionInset = EdgeInsets(top: 1.5e308, left: 0, bottom: 1.5e308, right: 0)
    let content = FlowContent(sections: [.init(itemCount: 3)])
    #expect(
      throws: LayoutError.valueOutOfRange(.sectionInset(section: nil), 1.5e308, range: lengths)
    ) {
      try FlowLayout(configuration: configuration).prepare(for: viewport, dataSource: content)
    }
    configuration.sectionInset = EdgeInsets(top: 6e11, left: 0, bottom: 6e11, right: 0)
    // 6e11 above the line of three 50-point items and 6e11 below it.
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.2e12 + 50, range: lengths)) {
      try FlowLayout(configuration: configuration).prepare(for: viewport, dataSource: content)
    }
    configuration.sectionInset = EdgeInsets(top: 5e11, left: 0, bottom: 5e11 - 50, right: 0)
    let atLimit = FlowLayout(configuration: configuration)
    try atLimit.prepare(for: viewport, dataSource: content)
    #expect(atLimit.contentSize == Size(width: 375, height: 1e12))
    #expect(atLimit.elements(in: Rect(x: 0, y: 5e11, width: 1, height: 1)).count == 1)
  }

  @Test("a week's hour height of 1e308 is an error, and one that makes the day too tall too")
  func weekHourHeight() throws {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.hourHeight = 1e308
    let events = WeekCalendarContent(events: [CalendarEvent(day: 0, start: 9, end: 10)])
    #expect(throws: LayoutError.valueOutOfRange(.hourHeight, 1e308, range: lengths)) {
      try WeekCalendarLayout(configuration: configuration).prepare(
        for: viewport, dataSource: events)
    }
    configuration.hourHeight = 5e10
    // The day headers (40) and 24 hours of 5e10.
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.2e12 + 40, range: lengths)) {
      try WeekCalendarLayout(configuration: configuration).prepare(
        for: viewport, dataSource: events)
    }
  }

  @Test("zooming to 1e308 points an hour, or to a day too tall, throws and keeps the zoom")
  func zoom() throws {
    let layout = WeekCalendarLayout()
    try layout.prepare(
      for: viewport,
      dataSource: WeekCalendarContent(events: [CalendarEvent(day: 0, start: 9, end: 10)]))
    let before = layout.allElements()
    #expect(throws: LayoutError.valueOutOfRange(.hourHeight, 1e308, range: lengths)) {
      try layout.setHourHeight(1e308)
    }
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.2e12 + 40, range: lengths)) {
      try layout.setHourHeight(5e10)
    }
    #expect(layout.configuration.hourHeight == 50)
    #expect(layout.contentSize.height == 40 + 24 * 50)
    #expect(layout.allElements() == before)
    try layout.setHourHeight(4e10)
    #expect(layout.contentSize.height == 40 + 24 * 4e10)
  }

  @Test("a waterfall spacing of 1e308 is an error, and spacing that adds past the limit too")
  func waterfallSpacing() throws {
    let sections: [WaterfallContent.Section] = [.init(itemCount: 5)]
    #expect(
      throws: LayoutError.valueOutOfRange(
        .minimumInteritemSpacing(section: nil), 1e308, range: lengths)
    ) {
      _ = try preparedWaterfall(viewport: viewport, sections: sections) {
        $0.minimumInteritemSpacing = 1e308
      }
    }
    // Two columns of 50-point items: the third item of the first column ends at
    // 2 * (50 + 6e11) + 50.
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.2e12 + 150, range: lengths)) {
      _ = try preparedWaterfall(viewport: viewport, sections: sections) {
        $0.minimumInteritemSpacing = 6e11
      }
    }
  }

  @Test("appending items that take the content past the limit throws and changes nothing")
  func waterfallAppend() throws {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 1
    let layout = WaterfallLayout(configuration: configuration)
    var content = WaterfallContent(sections: [.init(itemHeights: [4e11, 4e11])])
    try layout.prepare(for: viewport, dataSource: content)
    let before = layout.allElements()
    content.sections[0].itemHeights?.append(4e11)
    content.sections[0].itemCount = 3
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.2e12 + 20, range: lengths)) {
      try layout.appendItems(count: 1, dataSource: content)
    }
    #expect(layout.numberOfItems(inSection: 0) == 2)
    #expect(layout.contentSize.height == 8e11 + 10)
    #expect(layout.allElements() == before)
    content.sections[0].itemHeights?[2] = 1e11
    try layout.appendItems(count: 1, dataSource: content)
    #expect(layout.contentSize.height == 9e11 + 20)
  }

  @Test("a section update that takes the content past the limit throws and changes nothing")
  func flowSectionUpdate() throws {
    let layout = FlowLayout()
    let tall = Size(width: 50, height: 4e11)
    var content = FlowContent(sections: [.init(itemSizes: [tall]), .init(itemSizes: [tall])])
    try layout.prepare(for: viewport, dataSource: content)
    let before = layout.allElements()
    content.sections[0].itemSizes = [Size(width: 50, height: 7e11)]
    #expect(throws: LayoutError.valueOutOfRange(.contentSize, 1.1e12, range: lengths)) {
      try layout.updateSections([0], dataSource: content)
    }
    #expect(layout.allElements() == before)
    #expect(layout.contentSize.height == 8e11)
  }

  @Test("errors outside a range say the value and the range")
  func descriptions() {
    #expect(
      LayoutError.valueOutOfRange(.hourHeight, 1e308, range: lengths).description
        == "the hour height is 1e+308; it must be from 0.0 to 1000000000000.0")
    #expect(
      LayoutError.valueOutOfRange(.contentSize, 2e12, range: lengths).description
        == "the content would be 2000000000000.0 points long; it must be at most "
        + "1000000000000.0 along each axis, so the layout needs fewer or smaller elements")
    #expect(LayoutError.valueOutOfRange(.scale, 200, range: 0.01...100).input == .scale)
  }
}
