/// What a query of a compositional layout needs besides the prepared geometry: the
/// orthogonal offsets and where the view is scrolled.
struct CompositionalQueryState {
  /// The orthogonal offset of each section.
  var offsets: [Double]
  /// The visible range along the scroll axis, in unmirrored coordinates, that pinned
  /// items stick to.
  var visible: (lower: Double, upper: Double)
  /// The visible part of the content, as a ``VisibleItemsHandler`` sees it.
  var visibleRect: Rect
}

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

  /// The state of a query at `viewport` with the orthogonal offsets `offsets`.
  func state(offsets: [Double], viewport: Viewport) -> CompositionalQueryState {
    CompositionalQueryState(
      offsets: offsets, visible: direction.mainRange(of: unmirrored(viewport.visibleRect)),
      visibleRect: viewport.visibleRect)
  }

  /// The rectangle an element's drawn shape covers: the bounding rectangle of its
  /// projected corners, or its frame when it is not transformed.
  @inline(__always)
  static func drawnBounds(of attributes: LayoutAttributes) -> Rect {
    guard !attributes.transform3D.isIdentity else { return attributes.frame }
    return attributes.transform3D.projectedCorners(of: attributes.frame)?.boundingRect
      ?? attributes.frame
  }

  /// Calls `body` with every element whose drawn shape intersects `rect`, section by
  /// section.
  ///
  /// - Complexity: O(log *s* + *k*) for *s* sections, the *k* elements of the groups
  ///   near `rect` and their sections' boundary items; allocates nothing.
  func forEachElement(
    in rect: Rect, state: CompositionalQueryState, _ body: (LayoutAttributes) -> Void
  ) {
    let margin = 1 / scale
    let search = unmirrored(rect)
    let main = direction.mainRange(of: search)
    let cross = direction.orthogonal.mainRange(of: search)
    let (lower, upper) = (main.lower - margin, main.upper + margin)
    let report = { (attributes: LayoutAttributes) in
      if Self.drawnBounds(of: attributes).intersects(rect) { body(attributes) }
    }
    forEachBoundary(state: state, report)
    var index = sections.indices.partitionPoint { reachEnds[$0] <= lower }
    while index < sections.count && reachStarts[index] < upper {
      let section = sections[index]
      forEachDecorationAndBoundary(of: index, state: state, report)
      let offset = state.offsets[index]
      let groups =
        section.isOrthogonal
        ? section.groups(
          from: cross.lower - margin, to: cross.upper + margin, offset: offset,
          direction: direction)
        : section.groups(from: lower, to: upper, offset: offset, direction: direction)
      for group in groups {
        forEachItem(of: index, section, inGroup: group, state: state, report)
      }
      index += 1
    }
  }

  /// Calls `body` with every element, section by section.
  ///
  /// - Complexity: O(*n*).
  func forEachElement(state: CompositionalQueryState, _ body: (LayoutAttributes) -> Void) {
    forEachBoundary(state: state, body)
    for index in sections.indices {
      forEachDecorationAndBoundary(of: index, state: state, body)
      for group in 0..<sections[index].groupCount {
        forEachItem(of: index, sections[index], inGroup: group, state: state, body)
      }
    }
  }

  /// Calls `body` with the layout-wide boundary items.
  @inline(__always)
  func forEachBoundary(state: CompositionalQueryState, _ body: (LayoutAttributes) -> Void) {
    let length = direction.main(of: Point(x: contentSize.width, y: contentSize.height))
    for boundary in boundaries {
      let frame = boundary.frame(direction: direction, visible: state.visible, length: length)
      body(
        LayoutAttributes(
          id: .supplementary(boundary.kind, IndexPath(item: 0, section: 0)),
          frame: finished(frame), zIndex: boundary.zIndex))
    }
  }

  /// Calls `body` with the backgrounds and boundary items of section `index`.
  @inline(__always)
  func forEachDecorationAndBoundary(
    of index: Int, state: CompositionalQueryState, _ body: (LayoutAttributes) -> Void
  ) {
    let section = sections[index]
    let indexPath = IndexPath(item: 0, section: index)
    for decoration in section.decorations {
      body(
        LayoutAttributes(
          id: .decoration(decoration.kind, indexPath),
          frame: finished(direction.moving(decoration.frame, by: section.start)),
          zIndex: decoration.zIndex, cornerRadius: decoration.cornerRadius))
    }
    let relative = (state.visible.lower - section.start, state.visible.upper - section.start)
    for boundary in section.boundaries {
      let frame = boundary.frame(direction: direction, visible: relative, length: section.length)
      body(
        LayoutAttributes(
          id: .supplementary(boundary.kind, indexPath),
          frame: finished(direction.moving(frame, by: section.start)), zIndex: boundary.zIndex))
    }
  }

  /// The attributes of the cell of item `leaf` of a group at `origin` in section `index`.
  @inline(__always)
  func cell(
    _ indexPath: IndexPath, leaf: GroupTemplate.Leaf, origin: Point,
    section: CompositionalSectionGeometry,
    state: CompositionalQueryState
  ) -> LayoutAttributes {
    let frame = finished(leaf.frame.offsetBy(dx: origin.x, dy: origin.y))
    guard let handler = section.handler else {
      return LayoutAttributes(id: .cell(indexPath), frame: frame, zIndex: leaf.zIndex)
    }
    let context = VisibleItemsContext(
      visibleRect: state.visibleRect, orthogonalOffset: state.offsets[indexPath.section],
      containerSize: containerSize)
    return handler.attributes(
      of: .cell(indexPath), frame: frame, zIndex: leaf.zIndex, context: context)
  }

  /// Calls `body` with the items of group `group` of `section`, the section at `index`,
  /// each followed by its supplementary items and its separators.
  @inline(__always)
  func forEachItem(
    of index: Int, _ section: CompositionalSectionGeometry, inGroup group: Int,
    state: CompositionalQueryState, _ body: (LayoutAttributes) -> Void
  ) {
    let origin = section.origin(ofGroup: group, offset: state.offsets[index], direction: direction)
    // The section's own template is read in place: a copy of it would cost more than the
    // items of a one-item group.
    if section.sizedGroups.isEmpty {
      forEachItem(
        of: index, section, inGroup: group, placed: section.template, at: origin, state: state,
        body)
    } else {
      forEachItem(
        of: index, section, inGroup: group, placed: section.template(ofGroup: group), at: origin,
        state: state, body)
    }
  }

  /// Calls `body` with the items of group `group` of `section`, placed as `template` says
  /// from `origin`, each followed by its supplementary items and its separators.
  @inline(__always)
  func forEachItem(
    of index: Int, _ section: CompositionalSectionGeometry, inGroup group: Int,
    placed template: GroupTemplate, at origin: Point, state: CompositionalQueryState,
    _ body: (LayoutAttributes) -> Void
  ) {
    let perGroup = template.itemCount
    let first = group * perGroup
    for leaf in 0..<min(perGroup, section.itemCount - first) {
      let item = template.leaves[leaf]
      let indexPath = IndexPath(item: first + leaf, section: index)
      body(cell(indexPath, leaf: item, origin: origin, section: section, state: state))
      for badge in template.badges[item.badges] {
        body(
          LayoutAttributes(
            id: .supplementary(badge.kind, indexPath),
            frame: finished(badge.frame.offsetBy(dx: origin.x, dy: origin.y)),
            zIndex: badge.zIndex))
      }
      if section.separators != nil {
        forEachSeparator(
          of: indexPath, row: item.frame.offsetBy(dx: origin.x, dy: origin.y), in: section, body)
      }
    }
  }

  /// The attributes of one element, or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1) for a cell, O(log *m*) in a section with *m* sized groups; O(*b*) for *b* boundary items and badges of a
  ///   supplementary element.
  func attributes(for element: ElementID, state: CompositionalQueryState) -> LayoutAttributes? {
    let indexPath = element.indexPath
    var found: LayoutAttributes?
    let match = { (attributes: LayoutAttributes) in
      if attributes.id == element { found = attributes }
    }
    if element.category == .supplementary && indexPath == IndexPath(item: 0, section: 0) {
      forEachBoundary(state: state, match)
      if let found { return found }
    }
    guard let section = section(indexPath.section), indexPath.item >= 0 else { return nil }
    let perGroup = section.template.itemCount
    switch element {
    case .cell:
      guard indexPath.item < section.itemCount else { return nil }
      let (group, leaf) = indexPath.item.quotientAndRemainder(dividingBy: perGroup)
      let origin = section.origin(
        ofGroup: group, offset: state.offsets[indexPath.section], direction: direction)
      return cell(
        indexPath, leaf: section.template(ofGroup: group).leaves[leaf], origin: origin,
        section: section, state: state)
    case .supplementary(let kind, _):
      if indexPath.item == 0 {
        forEachDecorationAndBoundary(of: indexPath.section, state: state, match)
        if let found { return found }
      }
      guard indexPath.item < section.itemCount else { return nil }
      let (group, leaf) = indexPath.item.quotientAndRemainder(dividingBy: perGroup)
      let template = section.template(ofGroup: group)
      let item = template.leaves[leaf]
      guard let badge = template.badges[item.badges].first(where: { $0.kind == kind })
      else { return nil }
      let origin = section.origin(
        ofGroup: group, offset: state.offsets[indexPath.section], direction: direction)
      return LayoutAttributes(
        id: element, frame: finished(badge.frame.offsetBy(dx: origin.x, dy: origin.y)),
        zIndex: badge.zIndex)
    case .decoration:
      if indexPath.item == 0 {
        forEachDecorationAndBoundary(of: indexPath.section, state: state, match)
        if let found { return found }
      }
      guard section.separators != nil, indexPath.item < section.itemCount else { return nil }
      let (group, leaf) = indexPath.item.quotientAndRemainder(dividingBy: perGroup)
      let origin = section.origin(
        ofGroup: group, offset: state.offsets[indexPath.section], direction: direction)
      let row = section.template(ofGroup: group).leaves[leaf].frame
      forEachSeparator(
        of: indexPath, row: row.offsetBy(dx: origin.x, dy: origin.y), in: section, match)
      return found
    }
  }
}
