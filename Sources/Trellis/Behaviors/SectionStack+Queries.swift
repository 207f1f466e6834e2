extension SectionStack {
  /// Calls `body` with every element whose frame intersects `rect`, asking
  /// `forEachItem` for the items of each section the rect reaches.
  ///
  /// Order: the collection header; per section its background, header, items and
  /// footer; headers pinned over the rect from earlier sections; the collection footer;
  /// custom decorations.
  ///
  /// - Complexity: O(log *s* + *k*) for *s* sections, plus what `forEachItem` costs;
  ///   with ``PinningMode/stack``, O(*s*) for the sections before the rect.
  func forEachElement(
    in rect: Rect, visible: Range<Double>,
    items forEachItem: (_ section: Int, _ main: Range<Double>, _ cross: Range<Double>) -> Void,
    _ body: (LayoutAttributes) -> Void
  ) {
    func report(_ attributes: LayoutAttributes?) {
      if let attributes, attributes.frame.intersects(rect) { body(attributes) }
    }
    let (main, cross) = mapping.searchRanges(for: rect)
    report(collectionHeader(visible: visible))
    let sections = sections(overlapping: main)
    for section in sections {
      report(background(of: section))
      report(header(of: section, visible: visible))
      forEachItem(section, main, cross)
      report(footer(of: section, visible: visible))
    }
    for section in headersPinned(before: sections.lowerBound) {
      report(header(of: section, visible: visible))
    }
    report(collectionFooter(visible: visible))
    decorations.forEachElement(in: rect, body)
  }

  /// The sections before `first` whose pinned header can lie past their own extent.
  private func headersPinned(before first: Int) -> Range<Int> {
    guard behaviors.sectionHeadersPinToVisibleBounds, first > 0 else { return 0..<0 }
    switch behaviors.pinningMode {
    case .push:
      return 0..<0
    case .stack:
      return 0..<min(first, spans.count)
    case .untilNextPinned:
      let owner = headerOwners[min(first, spans.count) - 1]
      return owner >= 0 ? owner..<(owner + 1) : 0..<0
    }
  }

  /// Calls `body` with every element, asking `forEachItem` for each section's items, in
  /// the order of ``forEachElement(in:visible:items:_:)``.
  func forEachElement(
    visible: Range<Double>, items forEachItem: (_ section: Int) -> Void,
    _ body: (LayoutAttributes) -> Void
  ) {
    collectionHeader(visible: visible).map(body)
    for section in spans.indices {
      background(of: section).map(body)
      header(of: section, visible: visible).map(body)
      forEachItem(section)
      footer(of: section, visible: visible).map(body)
    }
    collectionFooter(visible: visible).map(body)
    decorations.forEachElement(body)
  }

  /// The attributes of a supplementary or decoration element, or `nil` if there is
  /// no such element.
  func attributes(for element: ElementID, visible: Range<Double>) -> LayoutAttributes? {
    let indexPath = element.indexPath
    switch element {
    case .cell:
      return nil
    case .supplementary(.collectionHeader, _) where indexPath == IndexPath(item: 0, section: 0):
      return collectionHeader(visible: visible)
    case .supplementary(.collectionFooter, _) where indexPath == IndexPath(item: 0, section: 0):
      return collectionFooter(visible: visible)
    case .supplementary(let kind, _):
      guard indexPath.item == 0, spans.indices.contains(indexPath.section) else { return nil }
      switch kind {
      case .sectionHeader: return header(of: indexPath.section, visible: visible)
      case .sectionFooter: return footer(of: indexPath.section, visible: visible)
      default: return nil
      }
    case .decoration(.sectionBackground, _)
    where indexPath.item == 0 && spans.indices.contains(indexPath.section):
      return background(of: indexPath.section)
    case .decoration:
      return decorations.attributes(for: element)
    }
  }
}
