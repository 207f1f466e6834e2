/// Places a group's subitems, recursively, into a ``GroupTemplate``, checking every
/// value on the way and naming the first bad one by its path.
struct GroupTemplateBuilder {
  /// The most items one group may hold, nested groups and repetitions included.
  static let maximumItemCount = 100_000
  /// The deepest nesting of groups.
  static let maximumDepth = 32

  private var leaves: [GroupTemplate.Leaf] = []
  private var badges: [GroupTemplate.Badge] = []

  /// The template of `group` in `container`, the size of the section's content.
  static func template(
    of group: LayoutGroup, in container: Size, at path: CompositionalInput
  ) throws(LayoutError) -> GroupTemplate {
    let size = try group.layoutSize.resolved(in: container, at: path.appending("size"))
    var builder = GroupTemplateBuilder()
    try builder.place(group, in: Rect(origin: .zero, size: size), at: path, depth: 0)
    return GroupTemplate(size: size, leaves: builder.leaves, badges: builder.badges)
  }

  /// Places the subitems of `group`, whose place is `place`.
  private mutating func place(
    _ group: LayoutGroup, in place: Rect, at path: CompositionalInput, depth: Int
  ) throws(LayoutError) {
    guard depth < Self.maximumDepth else {
      throw .countAboveLimit(.compositional(path), depth + 1, limit: Self.maximumDepth)
    }
    try LayoutError.check(group.contentInsets, as: .compositional(path.appending("contentInsets")))
    let content = place.shrunk(by: group.contentInsets)
    switch group.arrangement {
    case .custom(let provider):
      try placeCustom(provider.frames(content.size), in: content, at: path)
    case .horizontal:
      try placeLine(group, along: .horizontal, in: content, at: path, depth: depth)
    case .vertical:
      try placeLine(group, along: .vertical, in: content, at: path, depth: depth)
    }
  }

  /// One subitem's place in a line, before spacing is shared out.
  private struct Entry {
    var index: Int
    var size: Size
  }

  /// Places the subitems of a horizontal or vertical group along `axis` in `content`.
  private mutating func placeLine(
    _ group: LayoutGroup, along axis: ScrollDirection, in content: Rect,
    at path: CompositionalInput, depth: Int
  ) throws(LayoutError) {
    let subitemsPath = path.appending("subitems")
    let subitems = group.subitems
    guard !subitems.isEmpty else { throw .invalidCount(.compositional(subitemsPath), 0) }
    let spacing = group.interItemSpacing ?? .fixed(0)
    try LayoutError.check(spacing.value, as: .compositional(path.appending("interItemSpacing")))
    var sizes: [Size] = []
    var steps: [Double] = []
    for (index, subitem) in subitems.enumerated() {
      let subitemPath = subitemsPath.appending(index)
      sizes.append(
        try subitem.layoutSize.resolved(in: content.size, at: subitemPath.appending("size")))
      var step = axis.main(of: Point(x: sizes[index].width, y: sizes[index].height))
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
    let length = axis == .horizontal ? content.width : content.height
    var entries: [Entry] = []
    if let count = group.count {
      let countInput = LayoutInput.compositional(path.appending("count"))
      guard count >= 1 else { throw .invalidCount(countInput, count) }
      guard count <= Self.maximumItemCount - leaves.count else {
        throw .countAboveLimit(countInput, count, limit: Self.maximumItemCount)
      }
      guard subitems.count == 1 else {
        throw .invalidCount(.compositional(subitemsPath), subitems.count)
      }
      let along = max(0, (length - spacing.value * Double(count - 1)) / Double(count))
      let cross = axis == .horizontal ? sizes[0].height : sizes[0].width
      steps[0] += along - (axis == .horizontal ? sizes[0].width : sizes[0].height)
      let size =
        axis == .horizontal
        ? Size(width: along, height: cross) : Size(width: cross, height: along)
      entries = Array(repeating: Entry(index: 0, size: size), count: count)
    } else {
      entries = sizes.enumerated().map { Entry(index: $0.offset, size: $0.element) }
      try repeatWhileFitting(
        &entries, sizes: sizes, steps: steps, spacing: spacing.value,
        length: length, at: subitemsPath)
    }
    var used = spacing.value * Double(entries.count - 1)
    var flexibleSlots = spacing.isFlexible ? entries.count - 1 : 0
    for entry in entries {
      used += steps[entry.index]
      let (before, after) = subitems[entry.index].edgeSpacing?.sides(along: axis) ?? (nil, nil)
      if before?.isFlexible == true { flexibleSlots += 1 }
      if after?.isFlexible == true { flexibleSlots += 1 }
    }
    let extra = flexibleSlots > 0 && used < length ? (length - used) / Double(flexibleSlots) : 0
    var cursor = 0.0
    for (position, entry) in entries.enumerated() {
      let subitem = subitems[entry.index]
      if position > 0 { cursor += spacing.value + (spacing.isFlexible ? extra : 0) }
      let edges = subitem.edgeSpacing ?? LayoutEdgeSpacing()
      let (before, after) = edges.sides(along: axis)
      cursor += Self.length(of: before, extra: extra)
      let (crossBefore, crossAfter) = edges.sides(along: axis.orthogonal)
      let crossLength = axis == .horizontal ? content.height : content.width
      let itemCross = axis == .horizontal ? entry.size.height : entry.size.width
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
      switch subitem {
      case .item(let item): try placeItem(item, in: place, at: subitemPath)
      case .group(let nested): try self.place(nested, in: place, at: subitemPath, depth: depth + 1)
      }
      cursor +=
        (axis == .horizontal ? entry.size.width : entry.size.height)
        + Self.length(of: after, extra: extra)
    }
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
      entries.append(Entry(index: index, size: sizes[index]))
      index = (index + 1) % steps.count
    }
  }

  /// Adds one item at `place`, shrunk by its content insets, with its supplementary
  /// items.
  private mutating func placeItem(_ item: LayoutItem, in place: Rect, at path: CompositionalInput)
    throws(LayoutError)
  {
    guard leaves.count < Self.maximumItemCount else {
      throw .countAboveLimit(.compositional(path), leaves.count + 1, limit: Self.maximumItemCount)
    }
    try LayoutError.check(item.contentInsets, as: .compositional(path.appending("contentInsets")))
    let frame = place.shrunk(by: item.contentInsets)
    let first = badges.count
    for (index, supplementary) in item.supplementaryItems.enumerated() {
      let badgePath = path.appending("supplementaryItems").appending(index)
      let size = try supplementary.layoutSize.resolved(
        in: frame.size, at: badgePath.appending("size"))
      try supplementary.containerAnchor.validate(at: badgePath)
      if badges[first...].contains(where: { $0.kind == supplementary.elementKind }) {
        throw .invalidCount(.compositional(badgePath.appending("kind")), index)
      }
      badges.append(
        GroupTemplate.Badge(
          kind: supplementary.elementKind,
          frame: supplementary.containerAnchor.frame(of: size, in: frame),
          zIndex: supplementary.zIndex))
    }
    leaves.append(GroupTemplate.Leaf(frame: frame, zIndex: 0, badges: first..<badges.count))
  }

  /// Adds the items of a custom group at the frames its function returned.
  private mutating func placeCustom(
    _ items: [LayoutGroupCustomItem], in content: Rect, at path: CompositionalInput
  ) throws(LayoutError) {
    let input = LayoutInput.compositional(path.appending("customItems"))
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
