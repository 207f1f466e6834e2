import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// A frame seen along and across the scroll axis, unmirrored.
private struct AxisFrame: Equatable {
  var main: Double
  var mainEnd: Double
  var cross: Double
  var crossEnd: Double

  init(_ frame: Rect, in layout: WaterfallLayout) {
    let direction = layout.configuration.scrollDirection
    var minX = frame.minX
    if layout.viewport.layoutDirection == .rightToLeft {
      minX = layout.contentSize.width - frame.maxX
    }
    if direction == .vertical {
      (main, mainEnd, cross, crossEnd) = (frame.minY, frame.maxY, minX, minX + frame.width)
    } else {
      (main, mainEnd, cross, crossEnd) = (minX, minX + frame.width, frame.minY, frame.maxY)
    }
  }
}

/// Insets seen along the scroll axis, before and after the content, and across it, at
/// its start and end.
private struct AxisInsets {
  var mainBefore: Double
  var mainAfter: Double
  var crossStart: Double
  var crossEnd: Double

  init(_ insets: EdgeInsets, along direction: ScrollDirection) {
    if direction == .vertical {
      (mainBefore, mainAfter, crossStart, crossEnd) =
        (insets.top, insets.bottom, insets.left, insets.right)
    } else {
      (mainBefore, mainAfter, crossStart, crossEnd) =
        (insets.left, insets.right, insets.top, insets.bottom)
    }
  }
}

@Suite("Waterfall layout: properties over random inputs")
struct WaterfallPropertyTests {
  static let seeds = Array(UInt64(1)...UInt64(300))

  @Test("no two items overlap", arguments: seeds)
  func noOverlap(seed: UInt64) throws {
    let layout = try RandomWaterfall(seed: seed).prepared()
    let cells = layout.allElements().filter { $0.id.category == .cell }
    for (index, cell) in cells.enumerated() {
      for other in cells[(index + 1)...] {
        #expect(!cell.frame.intersects(other.frame), "\(cell.id) and \(other.id)")
      }
    }
  }

  @Test("columns are stacks in placement order, with the exact spacing", arguments: seeds)
  func columnStacks(seed: UInt64) throws {
    let scenario = RandomWaterfall(seed: seed)
    let layout = try scenario.prepared()
    let order = scenario.configuration.itemRenderDirection
    let crossExtent =
      scenario.configuration.scrollDirection == .vertical
      ? scenario.viewport.size.width : scenario.viewport.size.height
    let scale = scenario.viewport.scale
    for section in 0..<layout.numberOfSections {
      let values = scenario.resolved(section)
      let insets = AxisInsets(values.insets, along: scenario.configuration.scrollDirection)
      let available = crossExtent - insets.crossStart - insets.crossEnd
      let n = Double(values.columns)
      // The column width, floored to the scale: the formula of the issue.
      let width =
        (((available - (n - 1) * values.columnSpacing) / n) * scale).rounded(.down) / scale
      var ends: [Double?] = Array(repeating: nil, count: values.columns)
      // Items start below the header, its bottom inset and the section's top inset.
      let direction = scenario.configuration.scrollDirection
      var expectedStart: Double?
      if values.header > 0, !scenario.configuration.sectionHeadersPinToVisibleBounds {
        let header = AxisFrame(try #require(layout.headerFrame(section: section)), in: layout)
        expectedStart =
          header.mainEnd + AxisInsets(values.headerInset, along: direction).mainAfter
          + insets.mainBefore
      }
      var contentStart: Double?
      var turn = 0
      for item in 0..<layout.numberOfItems(inSection: section) {
        let frame = AxisFrame(try #require(layout.cellFrame(item, section: section)), in: layout)
        let next = ends.map { end in end.map { $0 + values.itemSpacing } ?? contentStart }
        if scenario.source.isFullSpan(at: IndexPath(item: item, section: section)) {
          #expect(
            frame.cross == insets.crossStart && frame.crossEnd == insets.crossStart + available)
          let expected = next.compactMap { $0 }.max() ?? contentStart ?? frame.main
          #expect(frame.main == expected, "full-span item \(item) of section \(section)")
          contentStart = contentStart ?? frame.main
          ends = Array(repeating: frame.mainEnd, count: values.columns)
          turn = 0
          continue
        }
        let column = Int(((frame.cross - insets.crossStart) / (width + values.columnSpacing)))
        #expect(frame.cross == insets.crossStart + Double(column) * (width + values.columnSpacing))
        #expect(frame.crossEnd - frame.cross == width)
        contentStart = contentStart ?? frame.main
        let starts = next.map { $0 ?? contentStart! }
        #expect(frame.main == starts[column], "item \(item) of section \(section)")
        switch order {
        case .shortestFirst:
          for other in starts.indices where other != column {
            #expect(other < column ? frame.main < starts[other] : frame.main <= starts[other])
          }
        case .leftToRight: #expect(column == turn % values.columns)
        case .rightToLeft: #expect(column == values.columns - 1 - turn % values.columns)
        }
        ends[column] = frame.mainEnd
        turn += 1
      }
      if let expectedStart, let contentStart { #expect(contentStart == expectedStart) }
      // The footer starts below the longest column, the bottom inset and its own inset;
      // in an empty section, right below the top and bottom insets.
      guard values.footer > 0, !scenario.configuration.sectionFootersPinToVisibleBounds,
        let start = contentStart ?? expectedStart
      else { continue }
      let footer = AxisFrame(try #require(layout.footerFrame(section: section)), in: layout)
      let footerInset = AxisInsets(values.footerInset, along: direction)
      let longest = ends.compactMap { $0 }.max() ?? start
      #expect(footer.main == longest + insets.mainAfter + footerInset.mainBefore)
    }
  }

  @Test("appending in chunks gives the frames of a full preparation", arguments: seeds)
  func appendMatchesFullPreparation(seed: UInt64) throws {
    let scenario = RandomWaterfall(seed: seed)
    let full = try scenario.prepared()
    var random = SplitMix64(seed: seed ^ 0xA5A5)
    let total = scenario.source.sections.last?.heights.count ?? 0
    var source = scenario.source
    var count = Int.random(in: 0...total, using: &random)
    source.lastSectionCount = count
    let layout = WaterfallLayout(configuration: scenario.configuration)
    try layout.prepare(for: scenario.viewport, dataSource: source)
    while count < total {
      let chunk = Int.random(in: 1...(total - count), using: &random)
      count += chunk
      source.lastSectionCount = count
      try layout.appendItems(count: chunk, dataSource: source)
    }
    #expect(layout.contentSize == full.contentSize)
    #expect(layout.allElements() == full.allElements())
  }

  @Test("the layout conforms, scrolled anywhere", arguments: seeds)
  func conforms(seed: UInt64) throws {
    let scenario = RandomWaterfall(seed: seed)
    let layout = try scenario.prepared()
    var random = SplitMix64(seed: seed ^ 0x5A5A)
    let size = layout.contentSize
    for step in 0..<2 {
      var viewport = layout.viewport
      viewport.contentOffset = Point(
        x: random.points(-50...Int(size.width) + 50), y: random.points(-50...Int(size.height) + 50))
      try layout.updateViewport(viewport)
      let violations = LayoutConformance(seed: seed &+ UInt64(step)).violations(of: layout)
      #expect(violations.isEmpty, "offset \(viewport.contentOffset): \(violations)")
    }
  }
}
