import Trellis

extension SectionBehaviors {
  /// The fields of a section-based layout's `layout` object that configure its
  /// behaviors.
  static let fieldNames = [
    "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "pinningMode",
    "collectionHeader", "collectionFooter", "sectionBackground",
  ]

  /// Reads the behavior fields present in `fields`.
  mutating func read(_ fields: Fields) throws(SpecError) {
    if let node = fields["sectionHeadersPinToVisibleBounds"] {
      sectionHeadersPinToVisibleBounds = try node.bool()
    }
    if let node = fields["sectionFootersPinToVisibleBounds"] {
      sectionFootersPinToVisibleBounds = try node.bool()
    }
    if let node = fields["pinningMode"] { pinningMode = try node.choice(SpecNames.pinningMode) }
    if let node = fields["collectionHeader"] {
      collectionHeader = try CollectionSupplementary(node, allowsParallax: true)
    }
    if let node = fields["collectionFooter"] {
      collectionFooter = try CollectionSupplementary(node, allowsParallax: false)
    }
    if let node = fields["sectionBackground"] { sectionBackground = try SectionBackground(node) }
  }
}

extension CollectionSupplementary {
  /// Reads `{"height": 60, "stretchy": true, "parallax": 0.5}`; `height` is the extent
  /// along the scroll axis and is required.
  init(_ node: Node, allowsParallax: Bool) throws(SpecError) {
    let names = allowsParallax ? ["height", "stretchy", "parallax"] : ["height", "stretchy"]
    let fields = try node.object(allowing: names)
    self.init(length: try fields.required("height").extent())
    if let stretchy = fields["stretchy"] { isStretchy = try stretchy.bool() }
    if let node = fields["parallax"] { parallax = try node.fraction() }
  }
}

extension SectionBackground {
  /// Reads `{"insets": [top, left, bottom, right], "includesHeader": false,
  /// "includesFooter": false, "zIndex": -1}`; an empty object is a background with
  /// every default.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: ["insets", "includesHeader", "includesFooter", "zIndex"])
    self.init()
    if let node = fields["insets"] { insets = try node.insets() }
    if let node = fields["includesHeader"] { includesHeader = try node.bool() }
    if let node = fields["includesFooter"] { includesFooter = try node.bool() }
    if let node = fields["zIndex"] { zIndex = try node.integer() }
  }
}
