extension StackedGeometry {
  /// What an update from `old` to this geometry after `change` changed, at `viewport`.
  ///
  /// A section that kept its index and its extent along the scroll axis changed
  /// nothing. A section laid out anew at the same index and origin is named by
  /// `reportAnew(section, sameSpan, &report)`, which returns `false` when the whole
  /// section changed; a new extent changes its header, footer and background too. Every
  /// other section changed whole: moved along the scroll axis, to another index, new or
  /// gone. The collection footer changes with the content size. Custom decorations,
  /// headers pinned until the next pinned one, stacked headers of a new length and a
  /// new content width right to left across a horizontal axis, which move elements of
  /// sections far away, make the report ``LayoutUpdateReport/everything``.
  ///
  /// - Complexity: O(*s*) for *s* sections, plus what `reportAnew` costs.
  func updateReport(
    from old: Self, after change: LayoutChange, hasCustomDecorations: Bool,
    reportAnew: (_ section: Int, _ sameSpan: Bool, _ report: inout LayoutUpdateReport) -> Bool
  ) -> LayoutUpdateReport {
    let behaviors = stack.behaviors
    let pins = behaviors.sectionHeadersPinToVisibleBounds
    guard !hasCustomDecorations, !(pins && behaviors.pinningMode == .untilNextPinned) else {
      return .everything
    }
    var report = LayoutUpdateReport(contentSizeChanged: old.contentSize != contentSize)
    // Right to left across a horizontal axis, every frame is mirrored in the content's
    // width: a new width moves everything.
    if report.contentSizeChanged && mapping.direction == .horizontal
      && mapping.layoutDirection == .rightToLeft
    {
      return .everything
    }
    let stacksHeaders = pins && behaviors.pinningMode == .stack
    let oldSpans = old.stack.spans
    let newSpans = stack.spans
    var moved: Range<Double>?
    func changeWhole(_ section: Int) {
      report.addSection(section)
      for spans in [oldSpans, newSpans] where spans.indices.contains(section) {
        let extent = spans[section].extent
        moved = moved.map { $0.union(extent) } ?? extent
      }
    }
    for (section, source) in change.sections.enumerated() {
      let existed = oldSpans.indices.contains(section)
      // A stacked header's place depends on the lengths of every header before it.
      if stacksHeaders
        && (!existed || oldSpans[section].headerLength != newSpans[section].headerLength)
      {
        return .everything
      }
      let sameSpan = existed && oldSpans[section] == newSpans[section]
      switch source {
      case .unchanged(let previous) where previous == section && sameSpan:
        continue
      case .laidOutAnew where existed && oldSpans[section].origin == newSpans[section].origin:
        guard reportAnew(section, sameSpan, &report) else {
          changeWhole(section)
          continue
        }
        if !sameSpan { report.addBoundaries(ofSection: section) }
      default:
        changeWhole(section)
      }
    }
    for section in change.sections.count..<max(change.sections.count, oldSpans.count) {
      changeWhole(section)
    }
    if report.contentSizeChanged {
      report.elements.append(.supplementary(.collectionFooter, IndexPath(item: 0, section: 0)))
    }
    // A stacked header stays at the top of the view, outside its section.
    report.sectionBounds = stacksHeaders ? nil : moved.flatMap(bounds(along:))
    return report
  }

  /// Names the items of `section` whose attributes differ from those `old` had, at the
  /// same index; `false`, naming nothing, when the section has another number of items.
  ///
  /// - Complexity: O(*n*) for the section's *n* items.
  func reportChangedItems(
    ofSection section: Int, from old: Self, into report: inout LayoutUpdateReport
  ) -> Bool {
    let before = old.sections[section]
    let after = sections[section]
    guard before.itemCount == after.itemCount else { return false }
    for item in 0..<after.itemCount {
      let was = old.cell(before.location(ofItem: item), of: before, section: section)
      let now = cell(after.location(ofItem: item), of: after, section: section)
      if was != now { report.addItems(item..<(item + 1), inSection: section) }
    }
    return true
  }

  /// A rectangle that holds everything between `main` along a vertical scroll axis, a
  /// point more on each side for rounding; `nil` across a horizontal one, whose mirrored
  /// coordinates it does not follow.
  private func bounds(along main: Range<Double>) -> Rect? {
    guard mapping.direction == .vertical else { return nil }
    let reach = LayoutLimits.maximumLength
    return Rect(
      x: -reach, y: main.lowerBound - 1, width: 2 * reach,
      height: main.upperBound - main.lowerBound + 2)
  }
}

extension LayoutUpdateReport {
  /// Names the header, footer and background of `section` as changed.
  mutating func addBoundaries(ofSection section: Int) {
    let origin = IndexPath(item: 0, section: section)
    elements += [
      .supplementary(.sectionHeader, origin), .supplementary(.sectionFooter, origin),
      .decoration(.sectionBackground, origin),
    ]
  }
}

extension SectionStack.Span {
  /// The section's extent along the scroll axis.
  fileprivate var extent: Range<Double> { origin..<max(origin, end) }
}

extension Range<Double> {
  /// The smallest range that holds this one and `other`.
  fileprivate func union(_ other: Range<Double>) -> Range<Double> {
    Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
  }
}
