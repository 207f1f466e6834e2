/// A prepared compositional layout: its sections in order along the scroll axis, the
/// layout-wide boundary items, and what a query needs to find them.
struct CompositionalGeometry {
  /// The axis the sections follow one another along.
  var direction: ScrollDirection
  /// Whether frames are mirrored, as for a right-to-left language.
  var isMirrored: Bool
  /// The screen scale frames are rounded to.
  var scale: Double
  /// The size of the content.
  var contentSize: Size
  /// The sections.
  var sections: [CompositionalSectionGeometry]
  /// The section each of ``sections`` lays out.
  var definitions: [LayoutSection]
  /// For each section, the largest end of the reach of it and every section before it.
  var reachEnds: [Double]
  /// For each section, the smallest start of the reach of it and every section after
  /// it.
  var reachStarts: [Double]
  /// The layout-wide boundary items, along the scroll axis relative to the content's
  /// start.
  var boundaries: [PlacedBoundary]
  /// Whether an element follows scrolling.
  var hasPinnedElements: Bool
  /// Whether the look of an item follows scrolling.
  var hasVisibleItemsHandlers: Bool
  /// What sections are laid out in: the visible size, the scale and the direction.
  var environment: LayoutEnvironment
  /// The size sections are laid out in.
  var containerSize: Size { environment.containerSize }

  /// An empty layout.
  init() {
    direction = .vertical
    isMirrored = false
    scale = 1
    contentSize = .zero
    sections = []
    definitions = []
    reachEnds = []
    reachStarts = []
    boundaries = []
    hasPinnedElements = false
    hasVisibleItemsHandlers = false
    environment = LayoutEnvironment(containerSize: .zero)
  }

  /// The geometry of `itemCounts` items, with the sections `provider` gives, in
  /// `viewport`; `measured` gives what a host measured in a section, and `kept` a
  /// section laid out before that stays as it was, if any.
  init(
    configuration: CompositionalLayout.Configuration, provider: CompositionalLayout.SectionProvider,
    itemCounts: [Int], viewport: Viewport,
    measured: (_ section: Int, _ definition: LayoutSection) throws(LayoutError)
      -> SectionMeasurements = { _, _ in SectionMeasurements() },
    kept: (_ section: Int, _ definition: LayoutSection, _ environment: LayoutEnvironment)
      -> CompositionalSectionGeometry? = { _, _, _ in nil }
  ) throws(LayoutError) {
    direction = configuration.scrollDirection
    isMirrored = viewport.layoutDirection == .rightToLeft
    scale = viewport.scale
    let container = Rect(origin: .zero, size: viewport.size).shrunk(by: viewport.contentInset).size
    let environment = LayoutEnvironment(
      containerSize: container, scale: viewport.scale, layoutDirection: viewport.layoutDirection)
    self.environment = environment
    let layoutPath = CompositionalInput(section: nil).appending("boundarySupplementaryItems")
    let layoutReference = configuration.contentInsetsReference.insets(
      in: viewport, along: direction)
    let layoutMargins = ContentInsetsReference.layoutMargins.insets(in: viewport, along: direction)
    let leading = try PlacedBoundary.place(
      configuration.boundarySupplementaryItems, direction: direction, container: container,
      insets: .zero, reference: layoutReference, followsInsets: true, contentMain: 0,
      at: layoutPath)
    var budget = ElementBudget(total: configuration.boundarySupplementaryItems.count)
    var start = leading.groupsMain
    sections = []
    sections.reserveCapacity(itemCounts.count)
    definitions = []
    definitions.reserveCapacity(itemCounts.count)
    for (index, itemCount) in itemCounts.enumerated() {
      if index > 0 { start += configuration.interSectionSpacing }
      let section = provider.section(at: index, environment: environment)
      let geometry: CompositionalSectionGeometry
      let references = (
        content: section.contentInsetsReference.insets(in: viewport, along: direction),
        supplementary: section.supplementaryContentInsetsReference.insets(
          in: viewport, along: direction)
      )
      if let previous = kept(index, section, environment), previous.references == references,
        previous.layoutMargins == layoutMargins
      {
        geometry = previous.moved(to: start)
      } else {
        geometry = try CompositionalSectionGeometry(
          section, itemCount: itemCount, start: start, environment: environment,
          direction: direction, measured: try measured(index, section), references: references,
          layoutMargins: layoutMargins, at: CompositionalInput(section: index))
      }
      try budget.add(geometry.elementCount)
      sections.append(geometry)
      definitions.append(section)
      start += geometry.length
    }
    let sectionsMain = start - leading.groupsMain
    let placement = try PlacedBoundary.place(
      configuration.boundarySupplementaryItems, direction: direction, container: container,
      insets: .zero, reference: layoutReference, followsInsets: true,
      contentMain: sectionsMain, at: layoutPath)
    boundaries = placement.placed
    if let first = sections.first {
      let kinds = first.boundaries.map { $0.kind } + first.template.badges.map { $0.kind }
      for (index, boundary) in boundaries.enumerated() where kinds.contains(boundary.kind) {
        throw .duplicateKind(
          .compositional(layoutPath.appending(index).appending("kind")), boundary.kind)
      }
    }
    let crossLength = direction.cross(of: Point(x: container.width, y: container.height))
    contentSize = direction.size(main: placement.end, cross: crossLength)
    try LayoutError.check(contentSize: contentSize)
    reachEnds = []
    reachEnds.reserveCapacity(sections.count)
    var end = -Double.infinity
    for section in sections {
      end = max(end, section.reach.upper)
      reachEnds.append(end)
    }
    reachStarts = Array(repeating: 0, count: sections.count)
    var lower = Double.infinity
    for index in sections.indices.reversed() {
      lower = min(lower, sections[index].reach.lower)
      reachStarts[index] = lower
    }
    hasPinnedElements =
      boundaries.contains { $0.pin != .none }
      || sections.contains { $0.boundaries.contains { $0.pin != .none } }
    hasVisibleItemsHandlers = sections.contains { $0.handler != nil }
  }

  /// Section `index` of this geometry if laying out `definition` with `itemCount` items
  /// in `environment` along `direction` would give it again, as for a section whose data
  /// an update keeps; otherwise `nil`.
  func section(
    _ index: Int, ifLaidOutAs definition: LayoutSection, itemCount: Int,
    environment: LayoutEnvironment, direction: ScrollDirection
  ) -> CompositionalSectionGeometry? {
    guard let section = section(index), section.itemCount == itemCount,
      self.environment == environment, self.direction == direction,
      definitions[index] == definition
    else { return nil }
    return section
  }

  /// The section at `index`, or `nil` if there is none.
  func section(_ index: Int) -> CompositionalSectionGeometry? {
    index >= 0 && index < sections.count ? sections[index] : nil
  }

  /// The range along the scroll axis, absolute, that the items of the orthogonal
  /// section `index` are drawn in, widened by a pixel for rounding; `nil` if there is no
  /// such section or it does not scroll sideways.
  func orthogonalBand(ofSection index: Int) -> (lower: Double, upper: Double)? {
    guard let section = section(index), section.isOrthogonal else { return nil }
    let bounds = direction.mainRange(of: section.searchBounds)
    let origin = section.start + section.groupOrigin.main
    return (origin + bounds.lower - 1 / scale, origin + bounds.upper + 1 / scale)
  }
}

extension CompositionalSectionGeometry {
  /// The number of elements of the section: items, their supplementary items and
  /// separators (two an item at most), boundary items and backgrounds.
  var elementCount: Int {
    let perGroup = template.itemCount
    guard perGroup > 0 else { return boundaries.count + decorations.count }
    let full = itemCount / perGroup
    var badgeCount = full * template.badges.count
    for leaf in template.leaves[..<(itemCount % perGroup)] { badgeCount += leaf.badges.count }
    let separatorCount = separators == nil ? 0 : 2 * itemCount
    return itemCount + badgeCount + separatorCount + boundaries.count + decorations.count
  }
}
