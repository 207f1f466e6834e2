import Foundation
import Trellis

/// A deliberately plain restatement of `UIKIT-FLOW-SEMANTICS.md` for vertical scrolling,
/// left to right: UIKit's policy (`.uikit`, items centered in their line) with its
/// pinned headers and footers, plus the alignment options Trellis adds on top
/// (`.justified`, `.leading`, `.center`, `.trailing`; lines' top, center or bottom).
///
/// It shares no code with ``FlowLayout``: every rule of the document appears once, in the
/// document's words and order, with the most obvious data structures (arrays of lines),
/// so that agreement between the two is evidence that `FlowLayout` reproduces UIKit.
/// Speed is no concern here.
enum ReferenceFlowLayout {
  /// What the reference computes: the content size and every element in the order
  /// `FlowLayout.allElements()` promises (per section: header, items, footer).
  struct Output: Equatable {
    var contentSize: Size
    var elements: [LayoutAttributes]
  }

  /// How often the rules that decide a last line's fate applied, so that a comparison
  /// run can show it exercised them.
  struct RuleCounts {
    /// Uniform sections laid out on the grid.
    var gridSections = 0
    /// Sections of differing sizes broken into lines.
    var lineBrokenSections = 0
    /// Last lines complete because every line held one item.
    var lastLineCompleteBySingleItems = 0
    /// Last lines complete because their remaining room equals the previous line's.
    var lastLineCompleteBySameRemaining = 0
    /// Last lines left incomplete (leading-aligned).
    var lastLineIncomplete = 0
    /// Complete lines of several items, justified.
    var justifiedLines = 0
    /// Pinned headers and footers away from their natural place.
    var movedByPinning = 0
  }

  /// The layout of `content` in `viewport`.
  ///
  /// - Precondition: vertical scrolling, left to right, every item at least one point
  ///   wide; pinning (if any) in UIKit's `.push` mode; no collection header or footer and
  ///   no section backgrounds.
  static func layout(
    _ configuration: FlowLayout.Configuration, _ content: FlowContent, _ viewport: Viewport,
    counts: inout RuleCounts
  ) -> Output {
    precondition(configuration.scrollDirection == .vertical)
    precondition(viewport.layoutDirection == .leftToRight)
    precondition(configuration.behaviors.pinningMode == .push)
    precondition(configuration.behaviors.collectionHeader == nil)
    precondition(configuration.behaviors.collectionFooter == nil)
    precondition(configuration.behaviors.sectionBackground == nil)
    let alignment = configuration.alignment
    let verticalAlignment = configuration.verticalAlignment

    // "dimension = view width minus the content inset's left and right"
    let contentInset = viewport.contentInset
    let dimension = max(0, viewport.size.width - contentInset.left - contentInset.right)
    // Safe area / layout margins: what they reach beyond the content inset is added.
    var extraLeft = 0.0
    var extraRight = 0.0
    switch configuration.sectionInsetReference {
    case .fromContentInset:
      break
    case .fromSafeArea:
      extraLeft = max(0, viewport.safeAreaInsets.left - contentInset.left)
      extraRight = max(0, viewport.safeAreaInsets.right - contentInset.right)
    case .fromLayoutMargins:
      extraLeft = max(0, viewport.layoutMargins.left - contentInset.left)
      extraRight = max(0, viewport.layoutMargins.right - contentInset.right)
    }

    // "round(v * scale) / scale, with C's round"
    func pixel(_ value: Double) -> Double {
      Foundation.round(value * viewport.scale) / viewport.scale
    }

    // Pinning: "visible = bounds (content offset + view size) inset by the effective
    // content inset".
    let visibleMinY = viewport.contentOffset.y + contentInset.top
    let visibleMaxY = viewport.contentOffset.y + viewport.size.height - contentInset.bottom

    var elements: [LayoutAttributes] = []
    var sectionY = 0.0
    for (sectionIndex, section) in content.sections.enumerated() {
      let inset = section.values.inset ?? configuration.sectionInset
      let left = inset.left + extraLeft
      let right = inset.right + extraRight
      let avail = max(0, dimension - left - right)
      let s = section.values.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
      let lineSpacing = section.values.minimumLineSpacing ?? configuration.minimumLineSpacing
      let headerHeight = (section.values.headerReferenceSize ?? configuration.headerReferenceSize)
        .height
      let footerHeight = (section.values.footerReferenceSize ?? configuration.footerReferenceSize)
        .height
      var itemSizes: [Size] = []
      for item in 0..<section.itemCount {
        itemSizes.append(section.itemSizes?[item] ?? configuration.itemSize)
      }

      let firstLineY = sectionY + headerHeight + inset.top
      var placed: [(x: Double, y: Double)]
      var contentHeight: Double
      if itemSizes.isEmpty {
        placed = []
        contentHeight = 0
      } else if alignment == .uikit && itemSizes.allSatisfy({ $0 == itemSizes[0] }) {
        counts.gridSections += 1
        (placed, contentHeight) = grid(
          itemSizes.count, size: itemSizes[0], left: left, avail: avail, s: s,
          lineSpacing: lineSpacing)
      } else {
        counts.lineBrokenSections += 1
        (placed, contentHeight) = lines(
          itemSizes, left: left, avail: avail, s: s, lineSpacing: lineSpacing,
          alignment: alignment, verticalAlignment: verticalAlignment, counts: &counts)
      }
      let sectionHeight =
        headerHeight + inset.top + contentHeight + inset.bottom + footerHeight
      let sectionMaxY = sectionY + sectionHeight

      if headerHeight > 0 {
        var y = sectionY
        var zIndex = 0
        if configuration.sectionHeadersPinToVisibleBounds {
          // "y = max(visible.minY, naturalY); if y + H + F > section.maxY then
          // y = section.maxY - (F + H)"
          y = max(visibleMinY, y)
          if y + headerHeight + footerHeight > sectionMaxY {
            y = sectionMaxY - (footerHeight + headerHeight)
          }
          zIndex = SectionBehaviors.pinnedZIndex
          if y != sectionY { counts.movedByPinning += 1 }
        }
        elements.append(
          LayoutAttributes(
            id: .supplementary(.sectionHeader, IndexPath(item: 0, section: sectionIndex)),
            frame: Rect(x: 0, y: pixel(y), width: dimension, height: headerHeight),
            zIndex: zIndex))
      }
      for (item, position) in placed.enumerated() {
        let frame = Rect(
          x: pixel(position.x), y: pixel(firstLineY + position.y),
          width: itemSizes[item].width, height: itemSizes[item].height)
        elements.append(
          LayoutAttributes(id: .cell(IndexPath(item: item, section: sectionIndex)), frame: frame))
      }
      if footerHeight > 0 {
        var y = sectionMaxY - footerHeight
        var zIndex = 0
        if configuration.sectionFootersPinToVisibleBounds {
          // "if visible.maxY < natural.maxY then y = visible.maxY - F;
          // if y - H < section.minY then y = section.minY + H"
          if visibleMaxY < sectionMaxY { y = visibleMaxY - footerHeight }
          if y - headerHeight < sectionY { y = sectionY + headerHeight }
          zIndex = SectionBehaviors.pinnedZIndex
          if y != sectionMaxY - footerHeight { counts.movedByPinning += 1 }
        }
        elements.append(
          LayoutAttributes(
            id: .supplementary(.sectionFooter, IndexPath(item: 0, section: sectionIndex)),
            frame: Rect(x: 0, y: pixel(y), width: dimension, height: footerHeight),
            zIndex: zIndex))
      }
      sectionY = sectionMaxY
    }
    return Output(contentSize: Size(width: dimension, height: sectionY), elements: elements)
  }

  /// "Sections whose items all have the same size": positions relative to the first
  /// line's top, and the height of all lines.
  private static func grid(
    _ count: Int, size: Size, left: Double, avail: Double, s: Double, lineSpacing: Double
  ) -> (positions: [(x: Double, y: Double)], height: Double) {
    let w = size.width
    let h = size.height
    // N = max(1, floor((avail + s) / (w + s)))
    let n = max(1, Int(((avail + s) / (w + s)).rounded(.down)))
    let gap = n > 1 ? (avail - Double(n) * w) / Double(n - 1) : 0
    var positions: [(x: Double, y: Double)] = []
    for i in 0..<count {
      // N == 1: centered; an item wider than avail starts at inset.left.
      let x = n == 1 ? left + max(0, avail - w) / 2 : left + Double(i % n) * (w + gap)
      let y = Double(i / n) * (h + lineSpacing)
      positions.append((x, y))
    }
    let lineCount = (count + n - 1) / n
    return (positions, Double(lineCount) * h + Double(lineCount - 1) * lineSpacing)
  }

  /// "Sections with differing item sizes", rules 1 to 6, and the alignment options,
  /// which break every section into lines this way.
  private static func lines(
    _ sizes: [Size], left: Double, avail: Double, s: Double, lineSpacing: Double,
    alignment: FlowLayout.Alignment, verticalAlignment: FlowLayout.VerticalAlignment,
    counts: inout RuleCounts
  ) -> (positions: [(x: Double, y: Double)], height: Double) {
    // Rule 1: line breaking.
    var lines: [[Int]] = []
    var remainings: [Double] = []
    var current: [Int] = []
    var remaining = avail
    for (item, size) in sizes.enumerated() {
      if current.isEmpty || size.width <= remaining {
        current.append(item)
        remaining -= size.width + s
      } else {
        lines.append(current)
        remainings.append(remaining)
        current = [item]
        remaining = avail - (size.width + s)
      }
    }
    lines.append(current)
    remainings.append(remaining)

    var positions = [(x: Double, y: Double)](repeating: (0, 0), count: sizes.count)
    var lineY = 0.0
    for (index, line) in lines.enumerated() {
      let isLast = index == lines.count - 1
      let widths = line.map { sizes[$0].width }
      let sumW = widths.reduce(0, +)
      var (x, gap): (Double, Double)
      if alignment == .uikit {
        (x, gap) = uikitPlacement(
          lines: lines, remainings: remainings, index: index, sumW: sumW, left: left,
          avail: avail, s: s, counts: &counts)
      } else {
        // The options: the line's items with the minimum spacing between them, placed
        // at the leading edge, centered or at the trailing edge; `.justified` spreads
        // every line of several items but the last.
        let slack = max(0, avail - (sumW + Double(line.count - 1) * s))
        switch alignment {
        case .justified where !isLast && line.count >= 2:
          (x, gap) = (left, (avail - sumW) / Double(line.count - 1))
        case .center: (x, gap) = (left + slack / 2, s)
        case .trailing: (x, gap) = (left + slack, s)
        default: (x, gap) = (left, s)
        }
      }
      // Rule 5: line height; UIKit centers each item in its line.
      let lineHeight = line.map { sizes[$0].height }.max() ?? 0
      for item in line {
        let room = lineHeight - sizes[item].height
        let offset =
          switch verticalAlignment {
          case .top: 0.0
          case .center: room / 2
          case .bottom: room
          }
        positions[item] = (x, lineY + offset)
        x += sizes[item].width + gap
      }
      // Rule 6: the next line.
      lineY += lineHeight
      if !isLast { lineY += lineSpacing }
    }
    return (positions, lineY)
  }

  /// Rules 2 to 4: where UIKit starts line `index` and the gap between its items.
  private static func uikitPlacement(
    lines: [[Int]], remainings: [Double], index: Int, sumW: Double, left: Double,
    avail: Double, s: Double, counts: inout RuleCounts
  ) -> (x: Double, gap: Double) {
    let line = lines[index]
    // Rule 2: which lines are complete.
    let isLast = index == lines.count - 1
    var isComplete = !isLast
    if isLast {
      let allSingle = lines.allSatisfy { $0.count == 1 }
      let sameRemaining = lines.count >= 2 && remainings[index] == remainings[index - 1]
      isComplete = allSingle || sameRemaining
      if allSingle {
        counts.lastLineCompleteBySingleItems += 1
      } else if sameRemaining {
        counts.lastLineCompleteBySameRemaining += 1
      } else {
        counts.lastLineIncomplete += 1
      }
    }
    // Rule 3: complete lines are justified, or centered when they hold one item.
    if isComplete && line.count >= 2 {
      counts.justifiedLines += 1
      return (left, (avail - sumW) / Double(line.count - 1))
    }
    if isComplete { return (left + max(0, avail - sumW) / 2, 0) }
    // Rule 4: the incomplete last line is leading-aligned with the minimum spacing.
    return (left, s)
  }
}
