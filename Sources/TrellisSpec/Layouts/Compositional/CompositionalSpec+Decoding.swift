import Trellis

extension CompositionalSpec {
  /// The fields of the `layout` object of a compositional layout.
  static let layoutFieldNames = [
    "type", "scrollDirection", "interSectionSpacing", "section", "sections",
    "boundarySupplementaryItems", "contentInsetsReference",
  ]
  /// The fields of a section.
  static let sectionFieldNames = [
    "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
    "orthogonalScrollingProperties",
    "boundarySupplementaryItems", "supplementariesFollowContentInsets", "decorationItems",
    "visibleItemsHandler", "contentInsetsReference", "supplementaryContentInsetsReference",
    "list",
  ]
  /// The fields of a group.
  static let groupFieldNames = [
    "axis", "size", "subitems", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
    "custom", "supplementaryItems",
  ]
  /// The fields of an item.
  static let itemFieldNames = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
  /// The fields of a supplementary item anchored to an item.
  static let supplementaryFieldNames = ["kind", "size", "edges", "offset", "itemAnchor", "zIndex"]
  /// The fields of a boundary supplementary item.
  static let boundaryFieldNames = [
    "kind", "size", "alignment", "absoluteOffset", "pinToVisibleBounds", "extendsBoundary",
    "contentInsets", "zIndex",
  ]
  /// The fields of a decoration item.
  static let decorationFieldNames = ["kind", "contentInsets", "zIndex", "extent", "cornerRadius"]
  /// The kinds of dimension.
  static let dimensionNames = [
    "absolute", "estimated", "uniformAcrossSiblings", "fractionalWidth", "fractionalHeight",
  ]
  /// The kinds of spacing.
  static let spacingNames = ["fixed", "flexible"]
  /// The sides of edge spacing.
  static let edgeNames = ["leading", "top", "trailing", "bottom"]

  /// Reads the `layout` object's fields (all defaults when it is absent) and the
  /// `sections` data array; `"sections"` in the layout must have one section per data
  /// section.
  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    let fields = fields ?? Fields(members: [], path: .root)
    self = try Self.layout(fields)
    if let data { content = try content(data) }
    if !isUniform, let node = fields["sections"], self.sections.count != content.itemCounts.count {
      throw node.error(
        .wrongElementCount(
          expected: "one section per data section (\(content.itemCounts.count))",
          count: self.sections.count))
    }
    try validate(layoutAt: SpecPath.root.appending("layout"))
  }

  /// Reads the `layout` object's fields (the `type` among them) into a spec without data.
  static func layout(_ fields: Fields) throws(SpecError) -> CompositionalSpec {
    try fields.check(allowing: layoutFieldNames)
    var configuration = CompositionalLayout.Configuration()
    if let node = fields["scrollDirection"] {
      configuration.scrollDirection = try node.choice(SpecNames.scrollDirection)
    }
    if let node = fields["interSectionSpacing"] {
      configuration.interSectionSpacing = try node.extent()
    }
    if let node = fields["boundarySupplementaryItems"] {
      configuration.boundarySupplementaryItems = try boundaries(node)
    }
    if let node = fields["contentInsetsReference"] {
      configuration.contentInsetsReference = try node.choice(SpecNames.contentInsetsReference)
    }
    switch (fields["section"], fields["sections"]) {
    case (let section?, nil):
      return CompositionalSpec(configuration: configuration, section: try self.section(section))
    case (nil, let sections?):
      var read: [LayoutSection] = []
      for node in try sections.array() { read.append(try section(node)) }
      guard !read.isEmpty else {
        throw sections.error(.wrongElementCount(expected: "at least one section", count: 0))
      }
      return CompositionalSpec(configuration: configuration, sections: read)
    case (.some, .some):
      throw SpecError(path: fields.path, problem: .conflictingFields(["section", "sections"]))
    case (nil, nil):
      throw SpecError(path: fields.path, problem: .missingField(["section", "sections"]))
    }
  }

  static func section(_ node: Node) throws(SpecError) -> LayoutSection {
    let fields = try node.object(allowing: sectionFieldNames)
    var section: LayoutSection
    switch (fields["list"], fields["group"]) {
    case (let list?, nil):
      section = .list(
        using: try ListConfiguration(list.object(allowing: ListConfiguration.fieldNames)))
    case (.some, .some):
      throw SpecError(path: fields.path, problem: .conflictingFields(["group", "list"]))
    case (nil, _):
      section = LayoutSection(group: try group(fields.required("group")))
    }
    if let node = fields["contentInsets"] { section.contentInsets = try node.insets() }
    if let node = fields["interGroupSpacing"] { section.interGroupSpacing = try node.extent() }
    if let node = fields["orthogonalScrollingBehavior"] {
      section.orthogonalScrollingBehavior = try node.choice(SpecNames.orthogonalScrolling)
    }
    if let node = fields["orthogonalScrollingProperties"] {
      section.orthogonalScrollingProperties = try scrollingProperties(node)
    }
    if let node = fields["boundarySupplementaryItems"] {
      section.boundarySupplementaryItems = try boundaries(node)
    }
    if let node = fields["contentInsetsReference"] {
      section.contentInsetsReference = try node.choice(SpecNames.contentInsetsReference)
    }
    if let node = fields["supplementaryContentInsetsReference"] {
      section.supplementaryContentInsetsReference = try node.choice(
        SpecNames.contentInsetsReference)
    }
    if let node = fields["supplementariesFollowContentInsets"] {
      section.supplementariesFollowContentInsets = try node.bool()
    }
    if let node = fields["visibleItemsHandler"] {
      section.visibleItemsHandler = try visibleItemsHandler(node)
    }
    if let node = fields["decorationItems"] {
      for item in try node.array() {
        let fields = try item.object(allowing: decorationFieldNames)
        var decoration = LayoutDecorationItem()
        if let node = fields["kind"] {
          decoration.elementKind = ElementKind(name: try node.string())
        }
        if let node = fields["contentInsets"] { decoration.contentInsets = try node.insets() }
        if let node = fields["zIndex"] { decoration.zIndex = try node.integer() }
        if let node = fields["extent"] {
          decoration.extent = try node.choice(SpecNames.decorationExtent)
        }
        if let node = fields["cornerRadius"] { decoration.cornerRadius = try node.extent() }
        section.decorationItems.append(decoration)
      }
    }
    return section
  }

  static func group(_ node: Node) throws(SpecError) -> LayoutGroup {
    let fields = try node.object(allowing: groupFieldNames)
    if let frames = fields["custom"] { return try customGroup(frames, fields: fields) }
    let arrangement = try fields.required("axis").choice(SpecNames.groupAxis)
    var subitems: [LayoutGroupSubitem] = []
    for subitem in try fields.required("subitems").array() {
      let members = try subitem.object()
      if members["subitems"] != nil || members["axis"] != nil || members["custom"] != nil {
        subitems.append(.group(try group(subitem)))
      } else {
        subitems.append(.item(try item(subitem)))
      }
    }
    var group = LayoutGroup(
      layoutSize: try size(fields.required("size")), arrangement: arrangement, subitems: subitems)
    if let node = fields["count"] { group.count = try node.count(atLeast: 1) }
    if let node = fields["interItemSpacing"] { group.interItemSpacing = try spacing(node) }
    if let node = fields["contentInsets"] { group.contentInsets = try node.insets() }
    if let node = fields["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(node) }
    if let node = fields["supplementaryItems"] { group.supplementaryItems = try badges(node) }
    return group
  }

  /// A custom group: `{"size": SIZE, "custom": [[x, y, width, height], …]}`, its items at
  /// those frames of its content, with its `contentInsets` and `edgeSpacing`.
  static func customGroup(_ node: Node, fields: Fields) throws(SpecError) -> LayoutGroup {
    for name in ["axis", "subitems", "count", "interItemSpacing"] where fields[name] != nil {
      throw SpecError(path: fields.path, problem: .conflictingFields(["custom", name]))
    }
    var items: [LayoutGroupCustomItem] = []
    for element in try node.array() {
      let values = try element.numbers(["x", "y", "width", "height"]) {
        node, name throws(SpecError) in
        name == "x" || name == "y" ? try node.number() : try node.extent(component: name)
      }
      items.append(
        LayoutGroupCustomItem(
          frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3])))
    }
    guard !items.isEmpty else {
      throw node.error(.wrongElementCount(expected: "at least one frame", count: 0))
    }
    let frames = items
    var group = LayoutGroup.custom(layoutSize: try size(fields.required("size"))) { _ in frames }
    if let node = fields["contentInsets"] { group.contentInsets = try node.insets() }
    if let node = fields["edgeSpacing"] { group.edgeSpacing = try edgeSpacing(node) }
    if let node = fields["supplementaryItems"] { group.supplementaryItems = try badges(node) }
    return group
  }

  static func item(_ node: Node) throws(SpecError) -> LayoutItem {
    let fields = try node.object(allowing: itemFieldNames)
    var item = LayoutItem(layoutSize: try size(fields.required("size")))
    if let node = fields["contentInsets"] { item.contentInsets = try node.insets() }
    if let node = fields["edgeSpacing"] { item.edgeSpacing = try edgeSpacing(node) }
    if let node = fields["supplementaryItems"] { item.supplementaryItems = try badges(node) }
    return item
  }

  /// Supplementary items anchored to an item or a group: `[{"kind": name, "size": SIZE,
  /// "edges": […], "offset": …, "itemAnchor": …, "zIndex": n}, …]`.
  static func badges(_ node: Node) throws(SpecError) -> [LayoutSupplementaryItem] {
    var items: [LayoutSupplementaryItem] = []
    for badge in try node.array() {
      let fields = try badge.object(allowing: supplementaryFieldNames)
      var supplementary = LayoutSupplementaryItem(
        layoutSize: try size(fields.required("size")),
        elementKind: ElementKind(name: try fields.required("kind").string()),
        containerAnchor: try anchor(fields))
      if let node = fields["itemAnchor"] {
        supplementary.itemAnchor = try anchor(try node.object(allowing: ["edges", "offset"]))
      }
      if let node = fields["zIndex"] { supplementary.zIndex = try node.integer() }
      items.append(supplementary)
    }
    return items
  }

  /// An anchor: the `"edges"` and `"offset"` fields of `fields`.
  static func anchor(_ fields: Fields) throws(SpecError) -> LayoutAnchor {
    var edges: Set<LayoutAnchor.Edge> = []
    for edge in try fields["edges"]?.array() ?? [] {
      edges.insert(try edge.choice(SpecNames.anchorEdge))
    }
    var anchor = LayoutAnchor(edges: edges)
    if let node = fields["offset"] {
      let (name, value) = try one(of: ["absolute", "fractional"], in: node)
      anchor.offset =
        name == "absolute" ? .absolute(try value.point()) : .fractional(try value.point())
    }
    return anchor
  }

  static func boundaries(_ node: Node) throws(SpecError) -> [LayoutBoundarySupplementaryItem] {
    var items: [LayoutBoundarySupplementaryItem] = []
    for element in try node.array() {
      let fields = try element.object(allowing: boundaryFieldNames)
      var item = LayoutBoundarySupplementaryItem(
        layoutSize: try size(fields.required("size")),
        elementKind: ElementKind(name: try fields.required("kind").string()),
        alignment: try fields.required("alignment").choice(SpecNames.boundaryAlignment))
      if let node = fields["absoluteOffset"] { item.absoluteOffset = try node.position() }
      if let node = fields["pinToVisibleBounds"] { item.pinToVisibleBounds = try node.bool() }
      if let node = fields["extendsBoundary"] { item.extendsBoundary = try node.bool() }
      if let node = fields["contentInsets"] { item.contentInsets = try node.insets() }
      if let node = fields["zIndex"] { item.zIndex = try node.integer() }
      items.append(item)
    }
    return items
  }

  /// A visible-items handler: `{"distanceFromCenter": {"axis": "horizontal" |
  /// "vertical", "falloff": x, "minimumScale": s, "minimumAlpha": a}}`.
  static func visibleItemsHandler(_ node: Node) throws(SpecError) -> VisibleItemsHandler {
    let (_, value) = try one(of: ["distanceFromCenter"], in: node)
    let fields = try value.object(allowing: ["axis", "falloff", "minimumScale", "minimumAlpha"])
    let axis: ScrollDirection =
      try fields["axis"]?.choice(SpecNames.scrollDirection) ?? .horizontal
    var minimumAlpha = 1.0
    if let node = fields["minimumAlpha"] { minimumAlpha = try fraction(node) }
    return .distanceFromCenter(
      along: axis, falloff: try fields.required("falloff").extent(),
      minimumScale: try fraction(fields.required("minimumScale")), minimumAlpha: minimumAlpha)
  }

  /// A number from 0 to 1.
  private static func fraction(_ node: Node) throws(SpecError) -> Double {
    let number = try node.extent()
    guard number <= 1 else { throw node.error(.outOfRange(number, "from 0 to 1")) }
    return number
  }

  /// Scrolling properties, `{"decelerationRate": "normal" | "fast" | r, "bounce":
  /// "automatic" | "always" | "never"}`.
  static func scrollingProperties(_ node: Node) throws(SpecError)
    -> OrthogonalScrollingProperties
  {
    let fields = try node.object(allowing: ["decelerationRate", "bounce"])
    var properties = OrthogonalScrollingProperties()
    if let node = fields["decelerationRate"] {
      if case .string = node.value {
        properties.decelerationRate = try node.choice(SpecNames.decelerationRate)
      } else {
        properties.decelerationRate = .custom(try node.number())
      }
    }
    if let node = fields["bounce"] { properties.bounce = try node.choice(SpecNames.bounce) }
    return properties
  }

  /// A size, `{"width": DIM, "height": DIM}`.
  static func size(_ node: Node) throws(SpecError) -> LayoutSize {
    let fields = try node.object(allowing: ["width", "height"])
    return LayoutSize(
      widthDimension: try dimension(fields.required("width")),
      heightDimension: try dimension(fields.required("height")))
  }

  /// A dimension: `{"absolute": x}`, `{"estimated": x}`, `{"uniformAcrossSiblings": x}`,
  /// `{"fractionalWidth": f}` or `{"fractionalHeight": f}`.
  static func dimension(_ node: Node) throws(SpecError) -> LayoutDimension {
    let (name, value) = try one(of: dimensionNames, in: node)
    let number = try value.extent()
    switch name {
    case "absolute": return .absolute(number)
    case "estimated": return .estimated(number)
    case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: number)
    case "fractionalWidth": return .fractionalWidth(number)
    default: return .fractionalHeight(number)
    }
  }

  /// Spacing: `{"fixed": x}` or `{"flexible": x}`.
  static func spacing(_ node: Node) throws(SpecError) -> LayoutSpacing {
    let (name, value) = try one(of: spacingNames, in: node)
    let number = try value.extent()
    return name == "fixed" ? .fixed(number) : .flexible(number)
  }

  /// Edge spacing: `{"leading": SPACING, "top": …, "trailing": …, "bottom": …}`.
  static func edgeSpacing(_ node: Node) throws(SpecError) -> LayoutEdgeSpacing {
    let fields = try node.object(allowing: edgeNames)
    var edges = LayoutEdgeSpacing()
    if let node = fields["leading"] { edges.leading = try spacing(node) }
    if let node = fields["top"] { edges.top = try spacing(node) }
    if let node = fields["trailing"] { edges.trailing = try spacing(node) }
    if let node = fields["bottom"] { edges.bottom = try spacing(node) }
    return edges
  }

  /// The one field of an object that must have exactly one of `names`.
  static func one(of names: [String], in node: Node) throws(SpecError) -> (String, Node) {
    let fields = try node.object(allowing: names)
    let present = names.filter { fields[$0] != nil }
    guard let name = present.first, let value = fields[name] else {
      throw node.error(.missingField(names))
    }
    guard present.count == 1 else { throw node.error(.conflictingFields(present)) }
    return (name, value)
  }
}

extension SpecNames {
  /// The axes of a group, `"axis"`.
  static let groupAxis: KeyValuePairs<String, LayoutGroup.Arrangement> = [
    "horizontal": .horizontal,
    "vertical": .vertical,
  ]

  /// The orthogonal scrolling behaviors, `"orthogonalScrollingBehavior"`.
  static let orthogonalScrolling: KeyValuePairs<String, OrthogonalScrollingBehavior> = [
    "none": .none,
    "continuous": .continuous,
    "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary,
    "paging": .paging,
    "groupPaging": .groupPaging,
    "groupPagingCentered": .groupPagingCentered,
  ]

  /// The edges insets are measured from, `"contentInsetsReference"`.
  static let contentInsetsReference: KeyValuePairs<String, ContentInsetsReference> = [
    "automatic": .automatic,
    "none": .none,
    "safeArea": .safeArea,
    "layoutMargins": .layoutMargins,
    "readableContent": .readableContent,
  ]

  /// The named deceleration rates, `"decelerationRate"`.
  static let decelerationRate:
    KeyValuePairs<String, OrthogonalScrollingProperties.DecelerationRate> = [
      "normal": .normal,
      "fast": .fast,
    ]

  /// The bouncing of a row, `"bounce"`.
  static let bounce: KeyValuePairs<String, OrthogonalScrollingProperties.Bounce> = [
    "automatic": .automatic,
    "always": .always,
    "never": .never,
  ]

  /// The edges of a boundary item, `"alignment"`.
  static let boundaryAlignment: KeyValuePairs<String, LayoutBoundarySupplementaryItem.Alignment> =
    [
      "top": .top,
      "bottom": .bottom,
      "leading": .leading,
      "trailing": .trailing,
      "topLeading": .topLeading,
      "topTrailing": .topTrailing,
      "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing,
    ]

  /// The edges a supplementary item lines up with, `"edges"`.
  static let anchorEdge: KeyValuePairs<String, LayoutAnchor.Edge> = [
    "top": .top,
    "leading": .leading,
    "bottom": .bottom,
    "trailing": .trailing,
  ]
}
