extension CompositionalGeometry {
  /// Rounds `frame` to the screen's pixels and mirrors it for a right-to-left layout.
  @inline(__always)
  func finished(_ frame: Rect) -> Rect {
    var x = frame.minX.rounded(toScale: scale)
    if isMirrored { x = contentSize.width - x - frame.width }
    return Rect(
      x: x, y: frame.minY.rounded(toScale: scale), width: frame.width, height: frame.height)
  }

  /// `rect` in the unmirrored coordinates the layout is computed in.
  @inline(__always)
  func unmirrored(_ rect: Rect) -> Rect {
    guard isMirrored else { return rect }
    return Rect(
      x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// The visible range along the scroll axis that pinned items stick to.
  func visibleRange(of viewport: Viewport) -> (lower: Double, upper: Double) {
    direction.mainRange(of: unmirrored(viewport.visibleRect))
  }

  /// Calls `body` with every element whose finished frame intersects `rect`, section by
  /// section, at the orthogonal offsets `offsets` and the visible range `visible`.
  ///
  /// - Complexity: O(log *s* + *k*) for *s* sections, the *k* elements of the groups
  ///   near `rect` and their sections' boundary items; allocates nothing.
  func forEachElement(
    in rect: Rect, offsets: [Double], visible: (lower: Double, upper: Double),
    _ body: (LayoutAttributes) -> Void
  ) {
    let margin = 1 / scale
    let search = unmirrored(rect)
    let main = direction.mainRange(of: search)
    let cross = direction.orthogonal.mainRange(of: search)
    let (lower, upper) = (main.lower - margin, main.upper + margin)
    forEachBoundary(at: visible) { attributes in
      if attributes.frame.intersects(rect) { body(attributes) }
    }
    var index = sections.indices.partitionPoint { reachEnds[$0] <= lower }
    while index < sections.count && reachStarts[index] < upper {
      let section = sections[index]
      forEachDecorationAndBoundary(of: index, at: visible) { attributes in
        if attributes.frame.intersects(rect) { body(attributes) }
      }
      let offset = offsets[index]
      let groups =
        section.isOrthogonal
        ? section.groups(
          from: cross.lower - margin, to: cross.upper + margin, offset: offset,
          direction: direction)
        : section.groups(from: lower, to: upper, offset: offset, direction: direction)
      for group in groups {
        forEachItem(of: index, inGroup: group, offset: offset) { attributes in
          if attributes.frame.intersects(rect) { body(attributes) }
        }
      }
      index += 1
    }
  }

  /// Calls `body` with every element, section by section.
  ///
  /// - Complexity: O(*n*).
  func forEachElement(
    offsets: [Double], visible: (lower: Double, upper: Double), _ body: (LayoutAttributes) -> Void
  ) {
    forEachBoundary(at: visible, body)
    for index in sections.indices {
      forEachDecorationAndBoundary(of: index, at: visible, body)
      for group in 0..<sections[index].groupCount {
        forEachItem(of: index, inGroup: group, offset: offsets[index], body)
      }
    }
  }

  /// Calls `body` with the layout-wide boundary items.
  @inline(__always)
  func forEachBoundary(
    at visible: (lower: Double, upper: Double), _ body: (LayoutAttributes) -> Void
  ) {
    let length = direction.main(of: Point(x: contentSize.width, y: contentSize.height))
    for boundary in boundaries {
      let frame = boundary.frame(direction: direction, visible: visible, length: length)
      body(
        LayoutAttributes(
          id: .supplementary(boundary.kind, IndexPath(item: 0, section: 0)),
          frame: finished(frame), zIndex: boundary.zIndex))
    }
  }

  /// Calls `body` with the backgrounds and boundary items of section `index`.
  @inline(__always)
  func forEachDecorationAndBoundary(
    of index: Int, at visible: (lower: Double, upper: Double), _ body: (LayoutAttributes) -> Void
  ) {
    let section = sections[index]
    let indexPath = IndexPath(item: 0, section: index)
    for decoration in section.decorations {
      body(
        LayoutAttributes(
          id: .decoration(decoration.kind, indexPath),
          frame: finished(direction.moving(decoration.frame, by: section.start)),
          zIndex: decoration.zIndex))
    }
    let relative = (visible.lower - section.start, visible.upper - section.start)
    for boundary in section.boundaries {
      let frame = boundary.frame(direction: direction, visible: relative, length: section.length)
      body(
        LayoutAttributes(
          id: .supplementary(boundary.kind, indexPath),
          frame: finished(direction.moving(frame, by: section.start)), zIndex: boundary.zIndex))
    }
  }

  /// Calls `body` with the items of group `group` of section `index`, each followed by
  /// its supplementary items.
  @inline(__always)
  func forEachItem(
    of index: Int, inGroup group: Int, offset: Double, _ body: (LayoutAttributes) -> Void
  ) {
    let section = sections[index]
    let origin = section.origin(ofGroup: group, offset: offset, direction: direction)
    let perGroup = section.template.itemCount
    let first = group * perGroup
    for leaf in 0..<min(perGroup, section.itemCount - first) {
      let item = section.template.leaves[leaf]
      let indexPath = IndexPath(item: first + leaf, section: index)
      body(
        LayoutAttributes(
          id: .cell(indexPath),
          frame: finished(item.frame.offsetBy(dx: origin.x, dy: origin.y)), zIndex: item.zIndex))
      for badge in section.template.badges[item.badges] {
        body(
          LayoutAttributes(
            id: .supplementary(badge.kind, indexPath),
            frame: finished(badge.frame.offsetBy(dx: origin.x, dy: origin.y)),
            zIndex: badge.zIndex))
      }
    }
  }

  /// The attributes of one element, or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1) for a cell; O(*b*) for *b* boundary items and badges of a
  ///   supplementary element.
  func attributes(
    for element: ElementID, offsets: [Double], visible: (lower: Double, upper: Double)
  ) -> LayoutAttributes? {
    let indexPath = element.indexPath
    var found: LayoutAttributes?
    if element.category == .supplementary && indexPath == IndexPath(item: 0, section: 0) {
      forEachBoundary(at: visible) { attributes in
        if attributes.id == element { found = attributes }
      }
      if let found { return found }
    }
    guard let section = section(indexPath.section), indexPath.item >= 0 else { return nil }
    let perGroup = section.template.itemCount
    switch element {
    case .cell:
      guard indexPath.item < section.itemCount else { return nil }
      let (group, leaf) = indexPath.item.quotientAndRemainder(dividingBy: perGroup)
      let origin = section.origin(
        ofGroup: group, offset: offsets[indexPath.section], direction: direction)
      let item = section.template.leaves[leaf]
      return LayoutAttributes(
        id: element, frame: finished(item.frame.offsetBy(dx: origin.x, dy: origin.y)),
        zIndex: item.zIndex)
    case .supplementary(let kind, _):
      if indexPath.item == 0 {
        let match = { (attributes: LayoutAttributes) in
          if attributes.id == element { found = attributes }
        }
        forEachDecorationAndBoundary(of: indexPath.section, at: visible, match)
        if let found { return found }
      }
      guard indexPath.item < section.itemCount else { return nil }
      let (group, leaf) = indexPath.item.quotientAndRemainder(dividingBy: perGroup)
      let item = section.template.leaves[leaf]
      guard let badge = section.template.badges[item.badges].first(where: { $0.kind == kind })
      else { return nil }
      let origin = section.origin(
        ofGroup: group, offset: offsets[indexPath.section], direction: direction)
      return LayoutAttributes(
        id: element, frame: finished(badge.frame.offsetBy(dx: origin.x, dy: origin.y)),
        zIndex: badge.zIndex)
    case .decoration:
      guard indexPath.item == 0 else { return nil }
      forEachDecorationAndBoundary(of: indexPath.section, at: visible) { attributes in
        if attributes.id == element { found = attributes }
      }
      return found
    }
  }
}
