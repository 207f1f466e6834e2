import Trellis

extension WaterfallSpec {
  /// The fields of the `layout` object of a waterfall layout.
  static let layoutFieldNames =
    [
      "type", "scrollDirection", "columnCount", "minimumColumnSpacing",
      "minimumInteritemSpacing", "sectionInset", "itemHeight", "itemRenderDirection",
      "headerHeight", "footerHeight", "headerInset", "footerInset", "estimatedItemSize",
    ] + SectionBehaviors.fieldNames

  /// The fields of a section of a waterfall layout.
  static let sectionFieldNames = [
    "items", "itemHeights", "itemSizes", "fullSpan", "columnCount", "minimumColumnSpacing",
    "minimumInteritemSpacing", "inset", "headerHeight", "footerHeight", "headerInset",
    "footerInset", "sectionBackground",
  ]

  /// Reads the `layout` object's fields (the `type` among them) into a spec without
  /// sections.
  static func layout(_ fields: Fields) throws(SpecError) -> WaterfallSpec {
    try fields.check(allowing: layoutFieldNames)
    var configuration = WaterfallLayout.Configuration()
    try read(fields, into: &configuration)
    return WaterfallSpec(
      configuration: configuration, content: WaterfallContent(sections: []),
      estimatedItemSize: try fields["estimatedItemSize"]?.size())
  }

  private static func read(
    _ fields: Fields, into configuration: inout WaterfallLayout.Configuration
  ) throws(SpecError) {
    if let node = fields["scrollDirection"] {
      configuration.scrollDirection = try node.choice(SpecNames.scrollDirection)
    }
    if let node = fields["columnCount"] { configuration.columnCount = try node.count(atLeast: 1) }
    if let node = fields["minimumColumnSpacing"] {
      configuration.minimumColumnSpacing = try node.extent()
    }
    if let node = fields["minimumInteritemSpacing"] {
      configuration.minimumInteritemSpacing = try node.extent()
    }
    if let node = fields["sectionInset"] { configuration.sectionInset = try node.insets() }
    if let node = fields["itemHeight"] { configuration.itemHeight = try node.extent() }
    if let node = fields["itemRenderDirection"] {
      configuration.itemRenderDirection = try node.choice(SpecNames.itemRenderDirection)
    }
    if let node = fields["headerHeight"] { configuration.headerHeight = try node.extent() }
    if let node = fields["footerHeight"] { configuration.footerHeight = try node.extent() }
    if let node = fields["headerInset"] { configuration.headerInset = try node.insets() }
    if let node = fields["footerInset"] { configuration.footerInset = try node.insets() }
    try configuration.behaviors.read(fields)
  }

  /// Reads one element of `sections`.
  static func section(_ node: Node) throws(SpecError) -> WaterfallContent.Section {
    let fields = try node.object(allowing: sectionFieldNames)
    try rejectBothLists(fields, of: node)
    return try section(fields, count: try fields["items"]?.count(), of: node)
  }

  /// Reads the fields of the section `node` but `items`, whose count is `count` when
  /// the section gives one: the number of `items`, or of a snapshot's identifiers.
  static func section(_ fields: Fields, count: Int?, of node: Node) throws(SpecError)
    -> WaterfallContent.Section
  {
    var section = try items(fields, count: count, of: node)
    if let node = fields["fullSpan"] {
      section.fullSpanItems = try fullSpanItems(node, itemCount: section.itemCount)
    }
    if let node = fields["columnCount"] { section.values.columnCount = try node.count(atLeast: 1) }
    if let node = fields["minimumColumnSpacing"] {
      section.values.minimumColumnSpacing = try node.extent()
    }
    if let node = fields["minimumInteritemSpacing"] {
      section.values.minimumInteritemSpacing = try node.extent()
    }
    if let node = fields["inset"] { section.values.inset = try node.insets() }
    if let node = fields["headerHeight"] { section.values.headerHeight = try node.extent() }
    if let node = fields["footerHeight"] { section.values.footerHeight = try node.extent() }
    if let node = fields["headerInset"] { section.values.headerInset = try node.insets() }
    if let node = fields["footerInset"] { section.values.footerInset = try node.insets() }
    if let node = fields["sectionBackground"] {
      section.values.background = try SectionBackground(node)
    }
    return section
  }

  /// A section with `count` items or the items of `itemHeights` or `itemSizes`: at
  /// most one of the lists, and a count that agrees with it.
  private static func items(_ fields: Fields, count: Int?, of node: Node) throws(SpecError)
    -> WaterfallContent.Section
  {
    try rejectBothLists(fields, of: node)
    func check(_ field: String, lists length: Int) throws(SpecError) {
      if let count, count != length {
        throw node.error(.itemCountMismatch(items: count, field: field, count: length))
      }
    }
    if let heightsNode = fields["itemHeights"] {
      var heights: [Double] = []
      for heightNode in try heightsNode.array() { heights.append(try heightNode.extent()) }
      try check("itemHeights", lists: heights.count)
      return WaterfallContent.Section(itemHeights: heights)
    }
    if let sizesNode = fields["itemSizes"] {
      var sizes: [Size] = []
      for sizeNode in try sizesNode.array() { sizes.append(try sizeNode.size()) }
      try check("itemSizes", lists: sizes.count)
      return WaterfallContent.Section(itemSizes: sizes)
    }
    guard let count else { throw node.error(.missingField(["items", "itemHeights", "itemSizes"])) }
    return WaterfallContent.Section(itemCount: count)
  }

  /// Throws when the section `node` gives both `itemHeights` and `itemSizes`.
  private static func rejectBothLists(_ fields: Fields, of node: Node) throws(SpecError) {
    if fields["itemHeights"] != nil && fields["itemSizes"] != nil {
      throw node.error(.conflictingFields(["itemHeights", "itemSizes"]))
    }
  }

  /// The item indexes of `fullSpan`, each one of the section's `itemCount` items and
  /// listed once.
  private static func fullSpanItems(_ node: Node, itemCount: Int) throws(SpecError) -> Set<Int> {
    var items: Set<Int> = []
    for indexNode in try node.array() {
      let index = try indexNode.count()
      guard index < itemCount else {
        throw indexNode.error(.itemIndexOutOfRange(index, itemCount: itemCount))
      }
      guard items.insert(index).inserted else { throw indexNode.error(.duplicateIndex(index)) }
    }
    return items
  }
}

extension SpecNames {
  /// The orders a waterfall fills its columns in, `"itemRenderDirection"`.
  static let itemRenderDirection: KeyValuePairs<String, WaterfallLayout.ItemRenderDirection> = [
    "shortestFirst": .shortestFirst,
    "leftToRight": .leftToRight,
    "rightToLeft": .rightToLeft,
  ]
}
