/// The numbers that turn days and hours into points: where each day column and each
/// hour row lies, and how a frame is mirrored and rounded.
///
/// The time axis runs down from the top of the hour grid, below the day headers and
/// the all-day row; days run across from the trailing edge of the hour headers.
/// Positions are computed left to right and mirrored for right-to-left layouts.
///
/// Frames are rounded at both edges, each with the rule of ``AxisMapping/round(_:)``,
/// so that elements whose exact edges meet (two events that touch in time, two
/// neighboring sub-columns, two days) still meet after rounding and never overlap.
struct CalendarMetrics: Hashable, Sendable {
  var dayCount = 0
  var startHour = 0.0
  var hourCount = 0
  var hourHeight = 0.0
  var dayWidth = 0.0
  var dayHeaderHeight = 0.0
  var hourHeaderWidth = 0.0
  var allDayEventHeight = 0.0
  /// The most all-day events on one day: the number of lanes of the all-day row.
  var allDayLaneCount = 0
  var layoutDirection = LayoutDirection.leftToRight
  var scale = 1.0

  /// The height of the all-day row; zero when no day has an all-day event.
  var allDayRowHeight: Double { Double(allDayLaneCount) * allDayEventHeight }

  /// Where the hour grid starts: below the day headers and the all-day row.
  var gridTop: Double { dayHeaderHeight + allDayRowHeight }

  var endHour: Double { startHour + Double(hourCount) }

  var contentSize: Size {
    Size(
      width: hourHeaderWidth + Double(dayCount) * dayWidth,
      height: gridTop + Double(hourCount) * hourHeight)
  }

  var mapping: AxisMapping {
    AxisMapping(
      direction: .vertical, layoutDirection: layoutDirection, contentWidth: contentSize.width,
      scale: scale)
  }

  /// The left edge of `day`, left to right; `dayEdge(dayCount)` is the content's right
  /// edge.
  @inline(__always)
  func dayEdge(_ day: Int) -> Double {
    hourHeaderWidth + Double(day) * dayWidth
  }

  /// The left edge of sub-column `column` of `columnCount` in `day`; the edge after
  /// the last sub-column is exactly the next day's edge.
  @inline(__always)
  func columnEdge(day: Int, column: Int, of columnCount: Int) -> Double {
    column == columnCount
      ? dayEdge(day + 1) : dayEdge(day) + dayWidth * Double(column) / Double(columnCount)
  }

  /// The position of `hour` along the time axis.
  @inline(__always)
  func y(ofHour hour: Double) -> Double {
    gridTop + (hour - startHour) * hourHeight
  }

  /// The hour at position `y` along the time axis.
  func hour(atY y: Double) -> Double {
    startHour + (y - gridTop) / hourHeight
  }

  /// The frame with the given exact edges (left to right), mirrored for right-to-left
  /// and with each edge rounded to the screen scale.
  @inline(__always)
  func frame(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Rect {
    var left = minX
    var right = maxX
    if layoutDirection == .rightToLeft {
      let width = contentSize.width
      (left, right) = (width - maxX, width - minX)
    }
    let x = round(left)
    let y = round(minY)
    return Rect(x: x, y: y, width: round(right) - x, height: round(maxY) - y)
  }

  @inline(__always)
  func round(_ value: Double) -> Double {
    value.rounded(toScale: scale)
  }

  /// Throws if the content would be longer than ``LayoutLimits/maximumLength`` along
  /// an axis.
  func validate() throws(LayoutError) {
    try LayoutError.check(contentSize: contentSize)
  }

  /// The days whose columns overlap `x` (left to right).
  func days(overlapping x: Range<Double>) -> Range<Int> {
    Self.slots(overlapping: x, origin: hourHeaderWidth, length: dayWidth, count: dayCount)
  }

  /// The hour rows whose extent overlaps `y`.
  func hourRows(overlapping y: Range<Double>) -> Range<Int> {
    Self.slots(overlapping: y, origin: gridTop, length: hourHeight, count: hourCount)
  }

  /// The lanes of the all-day row, pinned at `pinnedTop`, that overlap `y`.
  func allDayLanes(overlapping y: Range<Double>, pinnedTop: Double) -> Range<Int> {
    Self.slots(
      overlapping: y, origin: pinnedTop + dayHeaderHeight, length: allDayEventHeight,
      count: allDayLaneCount)
  }

  /// The slots of `count` equal slots of `length` from `origin` that overlap `range`,
  /// found by arithmetic. Infinite and NaN bounds are clamped, never converted.
  private static func slots(
    overlapping range: Range<Double>, origin: Double, length: Double, count: Int
  ) -> Range<Int> {
    guard length > 0 && count > 0 && !range.isEmpty else { return 0..<0 }
    let first = index(((range.lowerBound - origin) / length).rounded(.down), count: count)
    let last = index(((range.upperBound - origin) / length).rounded(.up), count: count)
    return first < last ? first..<last : 0..<0
  }

  /// `value`, a whole number or NaN, clamped to `0...count`.
  private static func index(_ value: Double, count: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(count) else { return count }
    return Int(value)
  }
}
