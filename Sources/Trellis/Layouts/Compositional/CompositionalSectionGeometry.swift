/// One prepared section of a compositional layout: its group's template and where the
/// groups, boundary items and backgrounds are.
///
/// Positions along the scroll axis are relative to the section's ``start``, except in
/// ``reach``.
struct CompositionalSectionGeometry {
  /// The number of items.
  var itemCount: Int
  /// The group every item is placed in, at the estimates.
  var template: GroupTemplate
  /// The groups whose measured items change their places, sorted by group.
  var sizedGroups: [SizedGroup]
  /// The number of groups: the last may be partly filled.
  var groupCount: Int
  /// How the groups scroll across the scroll axis.
  var behavior: OrthogonalScrollingBehavior
  /// How the row moves under the finger and after a release.
  var properties: OrthogonalScrollingProperties
  /// Where the section starts along the scroll axis.
  var start: Double
  /// The section's extent along the scroll axis.
  var length: Double
  /// The origin of group 0: along the scroll axis relative to ``start``, across it
  /// absolute (before the orthogonal offset).
  var groupOrigin: (main: Double, cross: Double)
  /// The distance from one group's origin to the next, along the scroll axis, or across
  /// it for an orthogonal section.
  var pitch: Double
  /// The length of an orthogonal section's row, insets included.
  var rowLength: Double
  /// The length across the scroll axis the row is seen through.
  var visibleRowLength: Double
  /// The section's boundary items.
  var boundaries: [PlacedBoundary]
  /// How far the edges the section's insets and its boundary items are measured from
  /// lie inside the container, across the scroll axis.
  var references: (content: EdgeInsets, supplementary: EdgeInsets)
  /// The section's backgrounds: kind, frame (along the scroll axis relative to
  /// ``start``), zIndex and corner radius.
  var decorations: [(kind: ElementKind, frame: Rect, zIndex: Int, cornerRadius: Double)]
  /// The separators between the section's items, if it has them.
  var separators: ItemSeparators?
  /// How far the layout margins lie inside the container across the scroll axis (left is
  /// leading): where a separator's automatic leading inset ends.
  var layoutMargins: EdgeInsets
  /// The range along the scroll axis, absolute, that every element of the section stays
  /// in, pinned or not.
  var reach: (lower: Double, upper: Double)
  /// How the items look as the view and the section scroll, if they change.
  var handler: VisibleItemsHandler?
  /// The rect, relative to a group's origin, that every drawn shape of the group stays
  /// in: the template's bounds, widened for items a handler scales up.
  var searchBounds: Rect

  /// Whether the groups scroll across the scroll axis.
  var isOrthogonal: Bool { behavior != .none }

  /// The distance along the scroll axis that an element of a group reaches before its
  /// origin, at most.
  var underflow: Double
  /// The distance along the scroll axis that an element of a group reaches beyond its
  /// end, at most.
  var overflow: Double

  /// Lays out `section` with `itemCount` items from `start`, in `environment`, whose
  /// container is the collection's visible size, with the lengths of the items and
  /// boundary items a host `measured`, the section's insets and its boundary items
  /// measured from the `references` edges across the scroll axis, and the layout margins
  /// `layoutMargins` inside the container across it.
  init(
    _ section: LayoutSection, itemCount: Int, start: Double, environment: LayoutEnvironment,
    direction: ScrollDirection, measured: SectionMeasurements = SectionMeasurements(),
    references: (content: EdgeInsets, supplementary: EdgeInsets) = (.zero, .zero),
    layoutMargins: EdgeInsets = .zero, at path: CompositionalInput
  ) throws(LayoutError) {
    try LayoutError.check(
      section.contentInsets, as: .compositional(path.appending("contentInsets")))
    let container = environment.containerSize
    let spacing = section.interGroupSpacing
    try LayoutError.check(spacing, as: .compositional(path.appending("interGroupSpacing")))
    try LayoutError.check(
      section.headerTopPadding, as: .compositional(path.appending("headerTopPadding")))
    self.references = references
    self.layoutMargins = layoutMargins
    separators = section.separators
    if let separators = section.separators {
      let separatorsPath = path.appending("separators")
      for (name, insets) in [
        ("topSeparatorInsets", separators.configuration.topSeparatorInsets),
        ("bottomSeparatorInsets", separators.configuration.bottomSeparatorInsets),
      ] {
        if let insets {
          try LayoutError.check(insets, as: .compositional(separatorsPath.appending(name)))
        }
      }
    }
    let content = Rect(origin: .zero, size: container).shrunk(
      by: section.contentInsets.adding(references.content))
    let template = try GroupTemplateBuilder.template(
      of: section.group, in: content.size, direction: direction, environment: environment,
      at: path.appending("group"))
    let perGroup = template.itemCount
    if itemCount > 0 && perGroup == 0 {
      throw .conflict(.compositional(path.appending("group")), .noItems)
    }
    self.itemCount = itemCount
    self.template = template
    self.behavior = section.orthogonalScrollingBehavior
    try section.orthogonalScrollingProperties.validate(
      at: path.appending("orthogonalScrollingProperties"))
    self.properties = section.orthogonalScrollingProperties
    let orthogonal = behavior != .none
    let groupMain = direction.mainExtent(of: template.size)
    let groupCross = direction.crossExtent(of: template.size)
    sizedGroups = try Self.sizedGroups(
      of: section.group, measured: measured.items, template: template, in: content.size,
      direction: direction, environment: environment, sequential: !orthogonal,
      pitch: groupMain + spacing, spacing: spacing, at: path.appending("group"))
    handler = section.visibleItemsHandler
    try handler?.validate(at: path.appending("visibleItemsHandler"))
    let growth = max(0, (handler?.maximumScale ?? 1) - 1) / 2
    var bounds = template.bounds
    for sized in sizedGroups { bounds = bounds.union(sized.template.bounds) }
    searchBounds = bounds.shrunk(
      by: EdgeInsets(
        top: -growth * bounds.height, left: -growth * bounds.width,
        bottom: -growth * bounds.height, right: -growth * bounds.width))
    self.groupCount = perGroup == 0 ? 0 : itemCount / perGroup + (itemCount % perGroup > 0 ? 1 : 0)
    self.start = start
    let extent = direction.mainRange(of: searchBounds)
    underflow = max(0, -extent.lower)
    overflow = max(0, extent.upper - groupMain)
    for sized in sizedGroups {
      overflow = max(overflow, extent.upper - direction.mainExtent(of: sized.template.size))
    }
    let contentMain: Double
    if groupCount == 0 {
      contentMain = 0
    } else if orthogonal {
      contentMain = sizedGroups.reduce(groupMain) {
        max($0, direction.mainExtent(of: $1.template.size))
      }
    } else if let last = sizedGroups.last {
      contentMain =
        last.offset + direction.mainExtent(of: last.template.size)
        + Double(groupCount - 1 - last.index) * (groupMain + spacing)
    } else {
      contentMain = Double(groupCount) * groupMain + Double(groupCount - 1) * spacing
    }
    let placement = try PlacedBoundary.place(
      measured.measuring(section.boundarySupplementaryItems, along: direction),
      direction: direction, container: container, insets: section.contentInsets,
      reference: references.supplementary,
      followsInsets: section.supplementariesFollowContentInsets, contentMain: contentMain,
      headerPadding: section.headerTopPadding, at: path.appending("boundarySupplementaryItems"))
    boundaries = placement.placed
    length = placement.end
    let crossStart = direction.cross(of: content.origin)
    let crossLength = direction.cross(of: Point(x: content.width, y: content.height))
    let lead =
      behavior == .groupPagingCentered ? max(0, (crossLength - groupCross) / 2) : 0
    groupOrigin = (placement.groupsMain, crossStart + lead)
    pitch = (orthogonal ? groupCross : groupMain) + spacing
    let containerCross = direction.cross(of: Point(x: container.width, y: container.height))
    let row =
      groupCount == 0 ? 0 : Double(groupCount) * groupCross + Double(groupCount - 1) * spacing
    rowLength = containerCross - crossLength + 2 * lead + row
    // A row is content too, along the other axis: as long as the content may be.
    if orthogonal {
      try LayoutError.check(
        contentSize: direction.size(main: 0, cross: rowLength))
    }
    visibleRowLength = containerCross
    decorations = []
    for (index, decoration) in section.decorationItems.enumerated() {
      let decorationPath = path.appending("decorationItems").appending(index)
      try LayoutError.check(
        decoration.contentInsets, as: .compositional(decorationPath.appending("contentInsets")))
      if section.decorationItems[..<index].contains(where: {
        $0.elementKind == decoration.elementKind
      }) {
        throw .duplicateKind(
          .compositional(decorationPath.appending("kind")), decoration.elementKind)
      }
      try LayoutError.check(
        decoration.cornerRadius,
        as: .compositional(decorationPath.appending("cornerRadius")))
      let covered: Rect
      switch decoration.extent {
      case .section:
        covered = Rect(origin: .zero, size: direction.size(main: length, cross: containerCross))
      case .content:
        covered = Rect(
          origin: direction.point(main: placement.groupsMain, cross: crossStart),
          size: direction.size(main: contentMain, cross: crossLength))
      }
      decorations.append(
        (
          decoration.elementKind, covered.shrunk(by: decoration.contentInsets),
          decoration.zIndex, decoration.cornerRadius
        ))
    }
    let badgeKinds = template.badges.map { $0.kind }
    for (index, boundary) in boundaries.enumerated() where badgeKinds.contains(boundary.kind) {
      throw .duplicateKind(
        .compositional(
          path.appending("boundarySupplementaryItems").appending(index).appending("kind")),
        boundary.kind)
    }
    var lower = 0.0
    var upper = length
    for boundary in boundaries {
      let reach = boundary.reach(direction: direction, length: length)
      (lower, upper) = (min(lower, reach.lower), max(upper, reach.upper))
    }
    for decoration in decorations {
      let range = direction.mainRange(of: decoration.frame)
      (lower, upper) = (min(lower, range.lower), max(upper, range.upper))
    }
    if groupCount > 0 {
      // A row's groups all start at the groups' origin; others run through the content.
      lower = min(lower, groupOrigin.main - underflow)
      upper = max(upper, groupOrigin.main + (orthogonal ? groupMain : contentMain) + overflow)
    }
    reach = (start + lower, start + upper)
  }

  /// The same section starting at `start` along the scroll axis.
  func moved(to start: Double) -> Self {
    var moved = self
    let distance = start - self.start
    moved.start = start
    moved.reach = (reach.lower + distance, reach.upper + distance)
    return moved
  }

  /// The largest orthogonal offset: the row's end at the visible end.
  var maximumOrthogonalOffset: Double { max(0, rowLength - visibleRowLength) }

  /// The origin of group `group`, absolute, at the orthogonal offset `offset`.
  @inline(__always)
  func origin(ofGroup group: Int, offset: Double, direction: ScrollDirection) -> Point {
    if isOrthogonal {
      return direction.point(
        main: start + groupOrigin.main, cross: groupOrigin.cross + Double(group) * pitch - offset)
    }
    return direction.point(
      main: start + groupOrigin.main + self.offset(ofGroup: group), cross: groupOrigin.cross)
  }

  /// The groups that may have an element in the range from `lower` to `upper` along the
  /// axis the groups repeat on (absolute, at the orthogonal offset `offset`).
  ///
  /// - Complexity: O(1) in a row, O(log *m*) for *m* sized groups otherwise.
  func groups(from lower: Double, to upper: Double, offset: Double, direction: ScrollDirection)
    -> Range<Int>
  {
    guard groupCount > 0 else { return 0..<0 }
    guard isOrthogonal else {
      // Group g reaches from its origin less the underflow to its end plus the overflow.
      let base = start + groupOrigin.main
      let from = lastGroup(startingAtOrBefore: lower - base - overflow)
      return from..<max(from, lastGroup(startingAtOrBefore: upper - base + underflow) + 1)
    }
    let base = groupOrigin.cross - offset
    let bounds = direction.orthogonal.mainRange(of: searchBounds)
    guard pitch > 0 else {
      return base + bounds.lower < upper && lower < base + bounds.upper ? 0..<groupCount : 0..<0
    }
    // Group g reaches from base + g × pitch + bounds.lower to base + g × pitch +
    // bounds.upper; the bounds are widened by one group so that rounding never drops one.
    let first = ((lower - base - bounds.upper) / pitch).rounded(.down)
    let last = ((upper - base - bounds.lower) / pitch).rounded(.down) + 1
    let from = Self.index(first, limit: groupCount)
    return from..<max(from, Self.index(last, limit: groupCount))
  }

  /// `value` as a group index from 0 to `limit`; a value that is not a number (from a
  /// query rect that is not finite) gives 0.
  @inline(__always)
  static func index(_ value: Double, limit: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < Double(limit) else { return limit }
    return Int(value)
  }
}
