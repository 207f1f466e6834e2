/// Places a group's subitems, recursively, into a ``GroupTemplate``, checking every
/// value on the way and naming the first bad one by its path.
///
/// A group with measured items is placed with their lengths along the scroll axis: an
/// item whose dimension along it is ``LayoutDimension/estimated(_:)`` takes its measured
/// length (its content insets are ignored along an estimated axis, as in UIKit), and a group whose dimension is estimated takes the
/// length its subitems need: their sum, spacing and edge spacing included, along a line
/// on the scroll axis; the longest of them across it. Other lengths stay as resolved,
/// so a fraction of such a group follows its final length. How many items the group
/// holds never changes: repetition is decided by the estimates.
struct GroupTemplateBuilder {
  /// The most items one group may hold, nested groups and repetitions included.
  static let maximumItemCount = 100_000
  /// The deepest nesting of groups.
  static let maximumDepth = 32

  /// The axis measured lengths are along: the layout's scroll direction.
  private let direction: ScrollDirection
  /// The section's environment, which custom groups receive with their own content
  /// size.
  private let environment: LayoutEnvironment
  /// The measured lengths of the group's items, sorted by item, whose items count from
  /// ``firstItem``.
  private let measured: ArraySlice<MeasuredLength>
  /// The item of the section the group's first cell shows.
  private let firstItem: Int
  private var leaves: [GroupTemplate.Leaf] = []
  private var badges: [GroupTemplate.Badge] = []
  /// The number of subitems each line holds, in the order lines are placed: recorded
  /// at the estimates, followed when items are measured.
  private var repetitions: [Int]
  /// The next line's position in ``repetitions``.
  private var line = 0
  /// Whether the subitems being placed are only measured: their lengths count, their
  /// frames are thrown away. A line measures its subitems, then places them once at the
  /// lengths they need, so each level of nesting adds one measuring pass of what is
  /// below it rather than doubling the work.
  private var measuring = false

  private init(
    direction: ScrollDirection, environment: LayoutEnvironment,
    measured: ArraySlice<MeasuredLength>, firstItem: Int, repetitions: [Int]
  ) {
    self.direction = direction
    self.environment = environment
    self.measured = measured
    self.firstItem = firstItem
    self.repetitions = repetitions
  }

  /// The template of `group` at its estimates in `container`, the size of the section's
  /// content, in a section whose environment is `environment`.
  static func template(
    of group: LayoutGroup, in container: Size, direction: ScrollDirection,
    environment: LayoutEnvironment, at path: CompositionalInput
  ) throws(LayoutError) -> GroupTemplate {
    let size = try group.layoutSize.resolved(in: container, at: path.appending("size"))
    var builder = GroupTemplateBuilder(
      direction: direction, environment: environment, measured: [], firstItem: 0,
      repetitions: [])
    try builder.place(group, in: Rect(origin: .zero, size: size), at: path, depth: 0)
    return GroupTemplate(
      size: size, leaves: builder.leaves, badges: builder.badges,
      repetitions: builder.repetitions)
  }

  /// The template of `group` in `container` with the `measured` lengths along
  /// `direction` of the items from `firstItem` on, and as many items as `estimated`, the
  /// template at the estimates, has.
  static func template(
    of group: LayoutGroup, in container: Size, direction: ScrollDirection,
    environment: LayoutEnvironment, measured: ArraySlice<MeasuredLength>, firstItem: Int,
    estimated: GroupTemplate, at path: CompositionalInput
  ) throws(LayoutError) -> GroupTemplate {
    var size = estimated.size
    var builder = GroupTemplateBuilder(
      direction: direction, environment: environment, measured: measured,
      firstItem: firstItem, repetitions: estimated.repetitions)
    if group.layoutSize.dimension(along: direction).isEstimated {
      builder.measuring = true
      let natural = try builder.place(
        group, in: Rect(origin: .zero, size: size), at: path, depth: 0)
      builder.measuring = false
      builder.rollBack(leaves: 0, badges: 0, line: 0)
      size = builder.resizing(size, to: natural)
    }
    try builder.place(group, in: Rect(origin: .zero, size: size), at: path, depth: 0)
    return GroupTemplate(
      size: size, leaves: builder.leaves, badges: builder.badges,
      repetitions: estimated.repetitions)
  }

  /// Forgets what was placed since the given numbers of items, badges and lines.
  private mutating func rollBack(leaves leafCount: Int, badges badgeCount: Int, line: Int) {
    leaves.removeSubrange(leafCount...)
    badges.removeSubrange(badgeCount...)
    self.line = line
  }

  /// Whether some item of the group has a measured length.
  private var isSelfSizing: Bool { !measured.isEmpty }

  /// The measured length of the cell that the next item placed shows, if any.
  private func measuredLengthOfNextItem() -> Double? {
    let item = firstItem + leaves.count
    let index = measured.indices.partitionPoint { measured[$0].item < item }
    return index < measured.endIndex && measured[index].item == item
      ? measured[index].length : nil
  }

  /// `size` with `length` along the scroll axis.
  private func resizing(_ size: Size, to length: Double) -> Size {
    direction.size(main: length, cross: direction.crossExtent(of: size))
  }

  /// The length `insets` take along the scroll axis.
  private func mainLength(of insets: EdgeInsets) -> Double {
    direction == .vertical ? insets.top + insets.bottom : insets.left + insets.right
  }

  /// Places the subitems of `group`, whose place is `place`, and returns the length
  /// along the scroll axis the group needs: its content's, insets included, when its
  /// items have measured lengths, otherwise its place's.
  @discardableResult
  private mutating func place(
    _ group: LayoutGroup, in place: Rect, at path: CompositionalInput, depth: Int
  ) throws(LayoutError) -> Double {
    guard depth < Self.maximumDepth else {
      throw .countAboveLimit(.compositional(path), depth + 1, limit: Self.maximumDepth)
    }
    try LayoutError.check(group.contentInsets, as: .compositional(path.appending("contentInsets")))
    let content = place.shrunk(by: group.contentInsets)
    let firstLeaf = leaves.count
    let natural: Double
    switch group.arrangement {
    case .custom(let provider):
      var groupEnvironment = environment
      groupEnvironment.containerSize = content.size
      try placeCustom(provider.items(groupEnvironment), in: content, at: path)
      natural = direction.mainExtent(of: content.size)
    case .horizontal:
      natural = try placeLine(group, along: .horizontal, in: content, at: path, depth: depth)
    case .vertical:
      natural = try placeLine(group, along: .vertical, in: content, at: path, depth: depth)
    }
    try placeSupplementaries(of: group, in: place, firstLeaf: firstLeaf, at: path)
    return isSelfSizing
      ? natural + mainLength(of: group.contentInsets) : direction.mainExtent(of: place.size)
  }

  /// One subitem's place in a line, before spacing is shared out.
  private struct Entry {
    /// The subitem's position in the group's subitems.
    var index: Int
    /// The size of its place.
    var size: Size
    /// The length it takes along the line, edge spacing included.
    var step: Double
  }

  /// Places the subitems of a horizontal or vertical group along `axis` in `content`,
  /// and returns the length along the scroll axis its content needs.
  private mutating func placeLine(
    _ group: LayoutGroup, along axis: ScrollDirection, in content: Rect,
    at path: CompositionalInput, depth: Int
  ) throws(LayoutError) -> Double {
    let subitemsPath = path.appending("subitems")
    let subitems = group.subitems
    guard !subitems.isEmpty else { throw .conflict(.compositional(subitemsPath), .noSubitems) }
    let spacing = group.interItemSpacing ?? .fixed(0)
    try LayoutError.check(spacing.value, as: .compositional(path.appending("interItemSpacing")))
    var sizes: [Size] = []
    var steps: [Double] = []
    for (index, subitem) in subitems.enumerated() {
      let subitemPath = subitemsPath.appending(index)
      sizes.append(
        try subitem.layoutSize.resolved(in: content.size, at: subitemPath.appending("size")))
      var step = axis.mainExtent(of: sizes[index])
      if let edges = subitem.edgeSpacing {
        let edgesPath = subitemPath.appending("edgeSpacing")
        for side in [edges.leading, edges.top, edges.trailing, edges.bottom] {
          if let side { try LayoutError.check(side.value, as: .compositional(edgesPath)) }
        }
        let (before, after) = edges.sides(along: axis)
        step += (before?.value ?? 0) + (after?.value ?? 0)
      }
      steps.append(step)
    }
    let length = axis.mainExtent(of: content.size)
    var entries: [Entry] = []
    let position = line
    line += 1
    if isSelfSizing && group.count == nil {
      // Measured lengths never change how many subitems a line holds.
      entries = (0..<repetitions[position]).map { index in
        let subitem = index % subitems.count
        return Entry(index: subitem, size: sizes[subitem], step: steps[subitem])
      }
    } else if let count = group.count {
      let countInput = LayoutInput.compositional(path.appending("count"))
      guard count >= 1 else { throw .invalidCount(countInput, count) }
      guard count <= Self.maximumItemCount - leaves.count else {
        throw .countAboveLimit(countInput, count, limit: Self.maximumItemCount)
      }
      guard subitems.count == 1 else {
        throw .conflict(.compositional(subitemsPath), .countWithSubitems(subitems.count))
      }
      let along = max(0, (length - spacing.value * Double(count - 1)) / Double(count))
      let size = axis.size(main: along, cross: axis.crossExtent(of: sizes[0]))
      let step = steps[0] + along - axis.mainExtent(of: sizes[0])
      entries = Array(repeating: Entry(index: 0, size: size, step: step), count: count)
    } else {
      entries = sizes.enumerated().map {
        Entry(index: $0.offset, size: $0.element, step: steps[$0.offset])
      }
      try repeatWhileFitting(
        &entries, sizes: sizes, steps: steps, spacing: spacing.value,
        length: length, at: subitemsPath)
    }
    if !isSelfSizing { repetitions.append(entries.count) }
    guard isSelfSizing else {
      _ = try placeEntries(
        entries, of: group, along: axis, spacing: spacing, in: content, at: subitemsPath,
        depth: depth)
      return 0
    }
    let firstLeaf = leaves.count
    let firstBadge = badges.count
    let firstLine = line
    let wasMeasuring = measuring
    measuring = true
    let naturals = try placeEntries(
      entries, of: group, along: axis, spacing: spacing, in: content, at: subitemsPath,
      depth: depth)
    measuring = wasMeasuring
    for (position, natural) in sharingUniformLengths(naturals, of: entries, in: group).enumerated()
    {
      let size = entries[position].size
      entries[position].size = resizing(size, to: natural)
      if axis == direction { entries[position].step += natural - axis.mainExtent(of: size) }
    }
    if !measuring {
      rollBack(leaves: firstLeaf, badges: firstBadge, line: firstLine)
      _ = try placeEntries(
        entries, of: group, along: axis, spacing: spacing, in: content, at: subitemsPath,
        depth: depth)
    }
    if axis == direction {
      // Flexible spacing stretches the line to the group's length; otherwise it ends
      // where its subitems and fixed spacing do.
      var used = spacing.value * Double(entries.count - 1)
      var stretches = spacing.isFlexible && entries.count > 1
      for entry in entries {
        used += entry.step
        let (before, after) = subitems[entry.index].edgeSpacing?.sides(along: axis) ?? (nil, nil)
        if before?.isFlexible == true || after?.isFlexible == true { stretches = true }
      }
      return stretches ? max(used, length) : used
    }
    var longest = 0.0
    for entry in entries {
      let (before, after) = subitems[entry.index].edgeSpacing?.sides(along: direction) ?? (nil, nil)
      longest = max(
        longest, direction.mainExtent(of: entry.size) + (before?.value ?? 0) + (after?.value ?? 0))
    }
    return longest
  }

  /// `naturals`, the lengths along the scroll axis that `entries` of `group` need, with
  /// the entries whose dimension along it is
  /// ``LayoutDimension/uniformAcrossSiblings(estimate:)`` all at the longest of theirs.
  private func sharingUniformLengths(
    _ naturals: [Double], of entries: [Entry], in group: LayoutGroup
  ) -> [Double] {
    let uniform = entries.indices.filter {
      group.subitems[entries[$0].index].layoutSize.dimension(along: direction)
        .isUniformAcrossSiblings
    }
    guard uniform.count > 1 else { return naturals }
    let longest = uniform.map { naturals[$0] }.max() ?? 0
    var shared = naturals
    for position in uniform { shared[position] = longest }
    return shared
  }

  /// Places `entries`, subitems of `group`, one after another along `axis` in `content`;
  /// returns, when items have measured lengths, the length along the scroll axis each
  /// entry needs.
  private mutating func placeEntries(
    _ entries: [Entry], of group: LayoutGroup, along axis: ScrollDirection,
    spacing: LayoutSpacing, in content: Rect, at subitemsPath: CompositionalInput, depth: Int
  ) throws(LayoutError) -> [Double] {
    let subitems = group.subitems
    let length = axis.mainExtent(of: content.size)
    var used = spacing.value * Double(entries.count - 1)
    var flexibleSlots = spacing.isFlexible ? entries.count - 1 : 0
    for entry in entries {
      used += entry.step
      let (before, after) = subitems[entry.index].edgeSpacing?.sides(along: axis) ?? (nil, nil)
      if before?.isFlexible == true { flexibleSlots += 1 }
      if after?.isFlexible == true { flexibleSlots += 1 }
    }
    let extra = flexibleSlots > 0 && used < length ? (length - used) / Double(flexibleSlots) : 0
    var naturals: [Double] = []
    if isSelfSizing { naturals.reserveCapacity(entries.count) }
    var cursor = 0.0
    for (position, entry) in entries.enumerated() {
      let subitem = subitems[entry.index]
      if position > 0 { cursor += spacing.value + (spacing.isFlexible ? extra : 0) }
      let edges = subitem.edgeSpacing ?? LayoutEdgeSpacing()
      let (before, after) = edges.sides(along: axis)
      cursor += Self.length(of: before, extra: extra)
      let (crossBefore, crossAfter) = edges.sides(along: axis.orthogonal)
      let crossLength = axis.crossExtent(of: content.size)
      let itemCross = axis.crossExtent(of: entry.size)
      let crossFree = crossLength - itemCross - (crossBefore?.value ?? 0) - (crossAfter?.value ?? 0)
      let crossFlexible =
        (crossBefore?.isFlexible == true ? 1 : 0) + (crossAfter?.isFlexible == true ? 1 : 0)
      let crossExtra = crossFlexible > 0 && crossFree > 0 ? crossFree / Double(crossFlexible) : 0
      let crossOffset = Self.length(of: crossBefore, extra: crossExtra)
      let origin =
        axis == .horizontal
        ? Point(x: content.minX + cursor, y: content.minY + crossOffset)
        : Point(x: content.minX + crossOffset, y: content.minY + cursor)
      let place = Rect(origin: origin, size: entry.size)
      let subitemPath = subitemsPath.appending(entry.index)
      let estimated = subitem.layoutSize.dimension(along: direction).isEstimated
      var natural = direction.mainExtent(of: entry.size)
      switch subitem {
      case .item(let item):
        if isSelfSizing && estimated, let measured = measuredLengthOfNextItem() {
          // The item's insets along the scroll axis, estimated, are ignored.
          natural = measured
        }
        try placeItem(item, in: place, at: subitemPath)
      case .group(let nested):
        let needed = try self.place(nested, in: place, at: subitemPath, depth: depth + 1)
        if estimated { natural = needed }
      }
      if isSelfSizing { naturals.append(natural) }
      cursor += axis.mainExtent(of: entry.size) + Self.length(of: after, extra: extra)
    }
    return naturals
  }

  /// The length of one side's spacing: a flexible side gets its share of the free
  /// length too.
  private static func length(of side: LayoutSpacing?, extra: Double) -> Double {
    guard let side else { return 0 }
    return side.value + (side.isFlexible ? extra : 0)
  }

  /// Appends copies of the subitems, in order, while the next one fits in `length`.
  private func repeatWhileFitting(
    _ entries: inout [Entry], sizes: [Size], steps: [Double], spacing: Double, length: Double,
    at path: CompositionalInput
  ) throws(LayoutError) {
    var used = spacing * Double(steps.count - 1)
    for step in steps { used += step }
    let cycle = used + spacing
    // A pass that takes no length would repeat forever; such subitems are placed once.
    guard cycle > 0, used < length else { return }
    let passes = ((length - used) / cycle).rounded(.down) + 1
    let bound = passes * Double(steps.count)
    guard bound <= Double(Self.maximumItemCount - leaves.count - entries.count) else {
      throw .countAboveLimit(
        .compositional(path), bound < 0x1p62 ? Int(bound) : .max, limit: Self.maximumItemCount)
    }
    // Fractions that add up to the whole length, such as three thirds, fit.
    let tolerance = length * 1e-9
    var index = 0
    while used + spacing + steps[index] <= length + tolerance {
      used += spacing + steps[index]
      entries.append(Entry(index: index, size: sizes[index], step: steps[index]))
      index = (index + 1) % steps.count
    }
  }

  /// Adds one item at `place`, shrunk by the content insets that apply, with its supplementary
  /// items.
  private mutating func placeItem(_ item: LayoutItem, in place: Rect, at path: CompositionalInput)
    throws(LayoutError)
  {
    guard leaves.count < Self.maximumItemCount else {
      throw .countAboveLimit(.compositional(path), leaves.count + 1, limit: Self.maximumItemCount)
    }
    try LayoutError.check(item.contentInsets, as: .compositional(path.appending("contentInsets")))
    let frame = place.shrunk(by: item.appliedContentInsets)
    let first = badges.count
    badges += try Self.badges(
      item.supplementaryItems, on: frame, besides: [], at: path.appending("supplementaryItems"))
    leaves.append(GroupTemplate.Leaf(frame: frame, zIndex: 0, badges: first..<badges.count))
  }

  /// The supplementary items `items` anchored to `frame`, whose kinds must differ from
  /// one another and from those of `others`, the badges already at the same index path.
  private static func badges(
    _ items: [LayoutSupplementaryItem], on frame: Rect,
    besides others: ArraySlice<GroupTemplate.Badge>,
    at path: CompositionalInput
  ) throws(LayoutError) -> [GroupTemplate.Badge] {
    var placed: [GroupTemplate.Badge] = []
    for (index, supplementary) in items.enumerated() {
      let badgePath = path.appending(index)
      let size = try supplementary.layoutSize.resolved(
        in: frame.size, at: badgePath.appending("size"))
      try supplementary.containerAnchor.validate(at: badgePath)
      try supplementary.itemAnchor?.validate(at: badgePath.appending("itemAnchor"))
      let kind = supplementary.elementKind
      if others.contains(where: { $0.kind == kind }) || placed.contains(where: { $0.kind == kind })
      {
        throw .duplicateKind(.compositional(badgePath.appending("kind")), kind)
      }
      placed.append(
        GroupTemplate.Badge(
          kind: kind,
          frame: supplementary.containerAnchor.frame(
            of: size, in: frame, itemAnchor: supplementary.itemAnchor),
          zIndex: supplementary.zIndex))
    }
    return placed
  }

  /// Adds the supplementary items of a group placed at `place`, whose first item is
  /// leaf `firstLeaf`, to that item's badges: they are reported at its index path.
  private mutating func placeSupplementaries(
    of group: LayoutGroup, in place: Rect, firstLeaf: Int, at path: CompositionalInput
  ) throws(LayoutError) {
    guard !group.supplementaryItems.isEmpty, firstLeaf < leaves.count else { return }
    let owner = leaves[firstLeaf].badges
    let added = try Self.badges(
      group.supplementaryItems, on: place, besides: badges[owner],
      at: path.appending("supplementaryItems"))
    badges.insert(contentsOf: added, at: owner.upperBound)
    leaves[firstLeaf].badges = owner.lowerBound..<(owner.upperBound + added.count)
    for leaf in (firstLeaf + 1)..<leaves.count {
      let range = leaves[leaf].badges
      leaves[leaf].badges = (range.lowerBound + added.count)..<(range.upperBound + added.count)
    }
  }

  /// Adds the items of a custom group at the frames its function returned.
  private mutating func placeCustom(
    _ items: [LayoutGroupCustomItem], in content: Rect, at path: CompositionalInput
  ) throws(LayoutError) {
    let input = LayoutInput.compositional(path.appending("custom"))
    guard items.count <= Self.maximumItemCount - leaves.count else {
      throw .countAboveLimit(input, items.count, limit: Self.maximumItemCount)
    }
    for item in items {
      try LayoutError.check(offset: item.frame.minX, as: input)
      try LayoutError.check(offset: item.frame.minY, as: input)
      try LayoutError.check(item.frame.size, as: input)
      leaves.append(
        GroupTemplate.Leaf(
          frame: item.frame.offsetBy(dx: content.minX, dy: content.minY), zIndex: item.zIndex,
          badges: badges.count..<badges.count))
    }
  }
}
