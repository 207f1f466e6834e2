extension SectionStack {
  /// The header of `section`, at its pinned position for the visible range `visible`
  /// when headers pin, or `nil` if the section has none.
  func header(of section: Int, visible: Range<Double>) -> LayoutAttributes? {
    let span = spans[section]
    guard span.headerLength > 0 else { return nil }
    let pinned = behaviors.sectionHeadersPinToVisibleBounds
    return boundary(
      .sectionHeader, of: section,
      slotAt: pinned ? pinnedHeaderOrigin(of: section, visible: visible) : span.origin,
      slotLength: span.headerLength, insets: span.headerInsets, pinned: pinned)
  }

  /// The footer of `section`, at its pinned position when footers pin, or `nil` if the
  /// section has none.
  func footer(of section: Int, visible: Range<Double>) -> LayoutAttributes? {
    let span = spans[section]
    guard span.footerLength > 0 else { return nil }
    let pinned = behaviors.sectionFootersPinToVisibleBounds
    var main = span.end - span.footerLength
    if pinned {
      if visible.upperBound < span.end { main = visible.upperBound - span.footerLength }
      main = max(main, span.origin + span.headerLength)
    }
    return boundary(
      .sectionFooter, of: section, slotAt: main, slotLength: span.footerLength,
      insets: span.footerInsets, pinned: pinned)
  }

  /// The header or footer of `section` in its slot, which starts at `main` along the
  /// scroll axis and holds the element and its `insets` in `slotLength`; above the
  /// cells when `pinned`.
  private func boundary(
    _ kind: ElementKind, of section: Int, slotAt main: Double, slotLength: Double,
    insets: AxisInsets, pinned: Bool
  ) -> LayoutAttributes {
    attributes(
      .supplementary(kind, IndexPath(item: 0, section: section)),
      main: main + insets.mainBefore,
      length: slotLength - insets.mainBefore - insets.mainAfter,
      zIndex: pinned ? SectionBehaviors.pinnedZIndex : 0, insets: insets)
  }

  /// Where a pinned header starts along the scroll axis, by the pinning mode.
  private func pinnedHeaderOrigin(of section: Int, visible: Range<Double>) -> Double {
    let span = spans[section]
    switch behaviors.pinningMode {
    case .push:
      // UIKit's rule: stay at the visible edge, but stop where the header and the
      // section's footer together reach the section's end.
      return min(
        max(visible.lowerBound, span.origin), span.end - span.footerLength - span.headerLength)
    case .stack:
      return max(span.origin, visible.lowerBound + stackedHeaderOffsets[section])
    case .untilNextPinned:
      return min(max(visible.lowerBound, span.origin), headerLimits[section] - span.headerLength)
    }
  }

  /// The background of `section`, or `nil` if it has none or it covers no area.
  func background(of section: Int) -> LayoutAttributes? {
    let span = spans[section]
    guard let background = span.background else { return nil }
    let insets = AxisInsets(background.insets, along: mapping.direction)
    let start = (background.includesHeader ? span.origin : span.origin + span.headerLength)
    let end = (background.includesFooter ? span.end : span.end - span.footerLength)
    let main = start + insets.mainBefore
    let length = end - insets.mainAfter - main
    let crossLength = crossExtent - insets.crossStart - insets.crossEnd
    guard length > 0 && crossLength > 0 else { return nil }
    let frame = mapping.frame(
      main: main, cross: insets.crossStart, mainLength: length, crossLength: crossLength)
    return LayoutAttributes(
      id: .decoration(.sectionBackground, IndexPath(item: 0, section: section)), frame: frame,
      zIndex: background.zIndex)
  }

  /// The collection header for the visible range: stretched when pulled past the top,
  /// moved by its parallax factor when scrolled up.
  func collectionHeader(visible: Range<Double>) -> LayoutAttributes? {
    guard let header = behaviors.collectionHeader, header.length > 0 else { return nil }
    var main = 0.0
    var length = header.length
    var zIndex = 0
    if header.isStretchy && visible.lowerBound < 0 {
      (main, length) = (visible.lowerBound, header.length - visible.lowerBound)
    } else if header.parallax > 0 {
      main = max(0, visible.lowerBound) * header.parallax
      zIndex = -1
    }
    return attributes(
      .supplementary(.collectionHeader, IndexPath(item: 0, section: 0)), main: main,
      length: length, zIndex: zIndex)
  }

  /// The collection footer for the visible range: stretched by however far the
  /// content is pulled past its largest resting offset.
  func collectionFooter(visible: Range<Double>) -> LayoutAttributes? {
    guard let footer = behaviors.collectionFooter, footer.length > 0 else { return nil }
    let main = nextOrigin
    var length = footer.length
    if footer.isStretchy {
      let largestRestingStart = max(0, mainExtent - (visible.upperBound - visible.lowerBound))
      length += max(0, visible.lowerBound - largestRestingStart)
    }
    return attributes(
      .supplementary(.collectionFooter, IndexPath(item: 0, section: 0)), main: main,
      length: length, zIndex: 0)
  }

  /// The attributes of a header or footer that spans the content across the scroll
  /// axis less the `insets` at its start and end.
  private func attributes(
    _ id: ElementID, main: Double, length: Double, zIndex: Int,
    insets: AxisInsets = noInsets
  ) -> LayoutAttributes {
    let crossLength = max(0, crossExtent - insets.crossStart - insets.crossEnd)
    return LayoutAttributes(
      id: id,
      frame: mapping.frame(
        main: main, cross: insets.crossStart, mainLength: length, crossLength: crossLength),
      zIndex: zIndex)
  }
}
