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

  /// The stacker that places this builder's lines, starting after the header and the
  /// inset before the items.
  func makeStacker() -> FlowLineStacker {
    FlowLineStacker(contentStart: contentStart, lineSpacing: metrics.lineSpacing)
  }

  /// Where the first line starts along the scroll axis, relative to the section.
  var contentStart: Double { metrics.headerLength + metrics.insets.mainBefore }

  /// Places the items `items` whose extents are already in `buffers`, appending their
  /// lines to `stacker`.
  func place(
    _ items: Range<Int>, sharingOneSize: Bool, into buffers: FlowItemBuffers,
    stacker: inout FlowLineStacker
  ) {
    guard !items.isEmpty else { return }
    if sharingOneSize && alignment == .uikit {
      placeGrid(items, into: buffers, stacker: &stacker)
    } else {
      placeLines(items, into: buffers, stacker: &stacker)
    }
  }

  /// The section's extent along the scroll axis when its last line ends at
  /// `contentEnd`.
  func sectionLength(contentEnd: Double) -> Double {
    contentEnd + metrics.insets.mainAfter + metrics.footerLength
  }

  // MARK: - Uniform sections

  /// UIKit's path for items of one size: a fixed number of grid columns per line.
  private func placeGrid(
    _ items: Range<Int>, into buffers: FlowItemBuffers, stacker: inout FlowLineStacker
  ) {
    let width = buffers.crossLength[items.lowerBound]
    let height = buffers.mainLength[items.lowerBound]
    let spacing = metrics.interitemSpacing
    let perLine = Self.itemsPerLine(
      width: width, spacing: spacing, available: available, count: items.count)
    let crossStart = metrics.insets.crossStart
    let gap = perLine > 1 ? (available - Double(perLine) * width) / Double(perLine - 1) : 0
    let centered = crossStart + max(0, (available - width) / 2)
    let lineCount = (items.count + perLine - 1) / perLine
    stacker.lines.reserveCapacity(stacker.lines.count + lineCount)
    var first = items.lowerBound
    while first < items.upperBound {
      let main = stacker.appendLine(from: first, length: height)
      let end = items.upperBound - first > perLine ? first + perLine : items.upperBound
      for index in first..<end {
        buffers.cross[index] =
          perLine == 1 ? centered : crossStart + Double(index - first) * (width + gap)
        buffers.main[index] = main
      }
      first = end
    }
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
    _ items: Range<Int>, into buffers: FlowItemBuffers, stacker: inout FlowLineStacker
  ) {
    let spacing = metrics.interitemSpacing
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
      placeLine(
        lineStartIndex..<end, width: lineWidth, length: lineLength, isComplete: isComplete,
        isLast: isLast, into: buffers, stacker: &stacker)
      lineCount += 1
      everyLineHoldsOne = everyLineHoldsOne && count == 1
      previousRemaining = remaining
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
  }

  /// Places one line's items across and along the axis, given the sum of their widths
  /// and the line's extent along the axis (its tallest item).
  private func placeLine(
    _ line: Range<Int>, width totalWidth: Double, length: Double, isComplete: Bool,
    isLast: Bool, into buffers: FlowItemBuffers, stacker: inout FlowLineStacker
  ) {
    let (first, gap) = crossPlacement(
      count: line.count, totalWidth: totalWidth, isComplete: isComplete, isLast: isLast)
    let main = stacker.appendLine(from: line.lowerBound, length: length)
    var cross = first
    for index in line {
      buffers.cross[index] = cross
      cross += buffers.crossLength[index] + gap
      buffers.main[index] = self.main(
        ofItemLength: buffers.mainLength[index], inLineAt: main, length: length)
    }
  }

  /// Where an item `itemLength` long starts along the axis in a line that starts at
  /// `main` and is `length` long: the vertical alignment shares out the slack.
  @inline(__always)
  func main(ofItemLength itemLength: Double, inLineAt main: Double, length: Double) -> Double {
    main + (length - itemLength) * slackShare
  }

  /// The share of a line's slack above an item shorter than the line.
  private var slackShare: Double {
    switch verticalAlignment {
    case .top: 0
    case .center: 0.5
    case .bottom: 1
    }
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
