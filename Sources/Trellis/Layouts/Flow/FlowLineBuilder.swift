/// Places the items of one section into lines: UIKit's grid for sections whose items
/// share one size, and line breaking with alignment for everything else.
///
/// Positions along the scroll axis are relative to the section's origin.
struct FlowLineBuilder {
  let metrics: FlowSectionMetrics
  let alignment: FlowLayout.Alignment
  let verticalAlignment: FlowLayout.VerticalAlignment
  /// The room for items across the scroll axis: the content extent less the insets.
  let available: Double

  /// Places the items `items` whose extents are already in `buffers`, appending their
  /// lines to `lines`, and returns the section's extent along the scroll axis.
  func place(
    _ items: Range<Int>, sharingOneSize: Bool, into buffers: FlowItemBuffers,
    lines: inout [FlowLine]
  )
    -> Double
  {
    let contentStart = metrics.headerLength + metrics.insets.mainBefore
    var contentLength = 0.0
    if !items.isEmpty {
      contentLength =
        sharingOneSize && alignment == .uikit
        ? placeGrid(items, from: contentStart, into: buffers, lines: &lines)
        : placeLines(items, from: contentStart, into: buffers, lines: &lines)
    }
    return contentStart + contentLength + metrics.insets.mainAfter + metrics.footerLength
  }

  // MARK: - Uniform sections

  /// UIKit's path for items of one size: a fixed number of grid columns per line.
  private func placeGrid(
    _ items: Range<Int>, from start: Double, into buffers: FlowItemBuffers, lines: inout [FlowLine]
  )
    -> Double
  {
    let width = buffers.crossLength[items.lowerBound]
    let height = buffers.mainLength[items.lowerBound]
    let spacing = metrics.interitemSpacing
    let perLine = Self.itemsPerLine(
      width: width, spacing: spacing, available: available, count: items.count)
    let crossStart = metrics.insets.crossStart
    let gap = perLine > 1 ? (available - Double(perLine) * width) / Double(perLine - 1) : 0
    let centered = crossStart + max(0, (available - width) / 2)
    let lineCount = (items.count + perLine - 1) / perLine
    lines.reserveCapacity(lines.count + lineCount)
    for line in 0..<lineCount {
      lines.append(
        FlowLine(
          main: start + Double(line) * (height + metrics.lineSpacing), length: height,
          firstItem: items.lowerBound + line * perLine))
    }
    for (offset, index) in items.enumerated() {
      let column = offset % perLine
      buffers.cross[index] =
        perLine == 1 ? centered : crossStart + Double(column) * (width + gap)
      buffers.main[index] = start + Double(offset / perLine) * (height + metrics.lineSpacing)
    }
    return Double(lineCount) * height + Double(lineCount - 1) * metrics.lineSpacing
  }

  /// `max(1, floor((available + spacing) / (width + spacing)))`, kept within `Int`.
  /// Zero-width items with zero spacing all share one line.
  static func itemsPerLine(width: Double, spacing: Double, available: Double, count: Int) -> Int {
    guard width + spacing > 0 else { return max(1, count) }
    let fitting = ((available + spacing) / (width + spacing)).rounded(.down)
    return fitting >= Double(Int32.max) ? Int(Int32.max) : max(1, Int(fitting))
  }

  // MARK: - Line breaking

  /// Breaks items into lines greedily and places each line by the alignment.
  private func placeLines(
    _ items: Range<Int>, from start: Double, into buffers: FlowItemBuffers, lines: inout [FlowLine]
  )
    -> Double
  {
    let spacing = metrics.interitemSpacing
    var lineMain = start
    var lineStartIndex = items.lowerBound
    var remaining = available
    var previousRemaining = Double.nan
    var everyLineHoldsOne = true
    var lineCount = 0
    var lineWidth = 0.0
    var lineLength = 0.0

    func closeLine(upTo end: Int, isLast: Bool) {
      let count = end - lineStartIndex
      var isComplete = !isLast
      if isLast {
        isComplete =
          (everyLineHoldsOne && count == 1) || (lineCount >= 1 && remaining == previousRemaining)
      }
      let length = lineLength
      placeLine(
        lineStartIndex..<end, at: lineMain, width: lineWidth, length: length,
        isComplete: isComplete, isLast: isLast, into: buffers, lines: &lines)
      lineCount += 1
      everyLineHoldsOne = everyLineHoldsOne && count == 1
      previousRemaining = remaining
      if !isLast { lineMain += length + metrics.lineSpacing } else { lineMain += length }
    }

    for index in items {
      let width = buffers.crossLength[index]
      if index != lineStartIndex && !(width <= remaining) {
        closeLine(upTo: index, isLast: false)
        lineStartIndex = index
        remaining = available
        (lineWidth, lineLength) = (0, 0)
      }
      remaining -= width + spacing
      lineWidth += width
      lineLength = max(lineLength, buffers.mainLength[index])
    }
    closeLine(upTo: items.upperBound, isLast: true)
    return lineMain - start
  }

  /// Places one line's items across and along the axis, given the sum of their widths
  /// and the line's extent along the axis (its tallest item).
  private func placeLine(
    _ line: Range<Int>, at main: Double, width totalWidth: Double, length: Double,
    isComplete: Bool, isLast: Bool, into buffers: FlowItemBuffers, lines: inout [FlowLine]
  ) {
    let (first, gap) = crossPlacement(
      count: line.count, totalWidth: totalWidth, isComplete: isComplete, isLast: isLast)
    // The share of the slack above an item shorter than the line.
    let slackShare: Double
    switch verticalAlignment {
    case .top: slackShare = 0
    case .center: slackShare = 0.5
    case .bottom: slackShare = 1
    }
    var cross = first
    for index in line {
      buffers.cross[index] = cross
      cross += buffers.crossLength[index] + gap
      buffers.main[index] = main + (length - buffers.mainLength[index]) * slackShare
    }
    lines.append(FlowLine(main: main, length: length, firstItem: line.lowerBound))
  }

  /// Where a line's first item starts across the axis and the gap between its items.
  private func crossPlacement(count: Int, totalWidth: Double, isComplete: Bool, isLast: Bool)
    -> (first: Double, gap: Double)
  {
    let start = metrics.insets.crossStart
    let spacing = metrics.interitemSpacing
    let justifiedGap = count > 1 ? (available - totalWidth) / Double(count - 1) : 0
    let slack = max(0, available - totalWidth - Double(count - 1) * spacing)
    switch alignment {
    case .uikit where isComplete:
      return count > 1 ? (start, justifiedGap) : (start + slack / 2, 0)
    case .justified where !isLast && count > 1:
      return (start, justifiedGap)
    case .uikit, .justified, .leading:
      return (start, spacing)
    case .center:
      return (start + slack / 2, spacing)
    case .trailing:
      return (start + slack, spacing)
    }
  }
}
