import Trellis

extension FlowSpec {
  /// The fields of the `layout` object of a flow layout.
  static let layoutFieldNames =
    [
      "type", "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing",
      "sectionInset", "sectionInsetReference", "headerReferenceSize", "footerReferenceSize",
      "alignment", "verticalAlignment", "estimatedItemSize",
    ] + SectionBehaviors.fieldNames

  /// The fields of a section of a flow layout.
  static let sectionFieldNames = [
    "items", "itemSizes", "inset", "minimumLineSpacing", "minimumInteritemSpacing",
    "headerSize", "footerSize", "sectionBackground",
  ]

  /// Reads the `layout` object's fields (the `type` among them) into a spec without
  /// sections.
  static func layout(_ fields: Fields) throws(SpecError) -> FlowSpec {
    try fields.check(allowing: layoutFieldNames)
    var configuration = FlowLayout.Configuration()
    try read(fields, into: &configuration)
    return FlowSpec(
      configuration: configuration, content: FlowContent(sections: []),
      estimatedItemSize: try fields["estimatedItemSize"]?.size())
  }

  private static func read(
    _ fields: Fields, into configuration: inout FlowLayout.Configuration
  ) throws(SpecError) {
    if let node = fields["scrollDirection"] {
      configuration.scrollDirection = try node.choice(SpecNames.scrollDirection)
    }
    if let node = fields["itemSize"] { configuration.itemSize = try node.size() }
    if let node = fields["minimumLineSpacing"] {
      configuration.minimumLineSpacing = try node.extent()
    }
    if let node = fields["minimumInteritemSpacing"] {
      configuration.minimumInteritemSpacing = try node.extent()
    }
    if let node = fields["sectionInset"] { configuration.sectionInset = try node.insets() }
    if let node = fields["sectionInsetReference"] {
      configuration.sectionInsetReference = try node.choice(SpecNames.sectionInsetReference)
    }
    if let node = fields["headerReferenceSize"] {
      configuration.headerReferenceSize = try node.size()
    }
    if let node = fields["footerReferenceSize"] {
      configuration.footerReferenceSize = try node.size()
    }
    if let node = fields["alignment"] {
      configuration.alignment = try node.choice(SpecNames.alignment)
    }
    if let node = fields["verticalAlignment"] {
      configuration.verticalAlignment = try node.choice(SpecNames.verticalAlignment)
    }
    try configuration.behaviors.read(fields)
  }

  /// Reads one element of `sections`.
  static func section(_ node: Node) throws(SpecError) -> FlowContent.Section {
    let fields = try node.object(allowing: sectionFieldNames)
    // The rows of a tree of items come and go, so they take the layout-wide size.
    if let items = fields["items"], case .array = items.value, let sizes = fields["itemSizes"] {
      throw sizes.error(.conflictingFields(["items", "itemSizes"]))
    }
    return try section(fields, count: try fields["items"]?.itemCount(), of: node)
  }

  /// Reads the fields of the section `node` but `items`, whose count is `count` when
  /// the section gives one: the number of `items`, or of a snapshot's identifiers.
  static func section(_ fields: Fields, count: Int?, of node: Node) throws(SpecError)
    -> FlowContent.Section
  {
    var section: FlowContent.Section
    if let sizesNode = fields["itemSizes"] {
      var sizes: [Size] = []
      for sizeNode in try sizesNode.array() { sizes.append(try sizeNode.size()) }
      if let count, count != sizes.count {
        throw node.error(.itemCountMismatch(items: count, field: "itemSizes", count: sizes.count))
      }
      section = FlowContent.Section(itemSizes: sizes)
    } else if let count {
      section = FlowContent.Section(itemCount: count)
    } else {
      throw node.error(.missingField(["items", "itemSizes"]))
    }
    if let node = fields["inset"] { section.values.inset = try node.insets() }
    if let node = fields["minimumLineSpacing"] {
      section.values.minimumLineSpacing = try node.extent()
    }
    if let node = fields["minimumInteritemSpacing"] {
      section.values.minimumInteritemSpacing = try node.extent()
    }
    if let node = fields["headerSize"] { section.values.headerReferenceSize = try node.size() }
    if let node = fields["footerSize"] { section.values.footerReferenceSize = try node.size() }
    if let node = fields["sectionBackground"] {
      section.values.background = try SectionBackground(node)
    }
    return section
  }
}
