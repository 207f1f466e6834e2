import Trellis

extension CarouselSpec {
  /// The fields of the `layout` object of a carousel.
  static let layoutFieldNames = [
    "type", "style", "scrollDirection", "itemSize", "itemSpacing", "minimumScale",
    "minimumAlpha", "fanOffset", "maximumAngle", "turnedSpacing", "visibleDepth",
    "depthOffset", "depthScale", "perspectiveDistance", "snapping", "maximumItemsPerFlick",
    "flickVelocity",
  ]

  /// The fields each style reads, besides the common ones.
  static let styleFieldNames: [String: [String]] = [
    "cards": ["minimumScale", "minimumAlpha", "fanOffset"],
    "coverFlow": ["maximumAngle", "turnedSpacing"],
    "deck": ["visibleDepth", "depthOffset", "depthScale"],
  ]

  /// Reads the `layout` object's fields (the `type` among them) into a spec without
  /// sections, whose values the layout may still refuse.
  static func layout(_ fields: Fields) throws(SpecError) -> CarouselSpec {
    try fields.check(allowing: Self.layoutFieldNames)
    let styleName = try fields["style"]?.choice(SpecNames.carouselStyle) ?? "cards"
    for (name, names) in Self.styleFieldNames where name != styleName {
      for field in names {
        if let node = fields[field] {
          throw node.error(.onlyForLayoutType(field: field, type: name, found: styleName))
        }
      }
    }
    var spec = CarouselSpec()
    try spec.read(fields, style: styleName)
    return spec
  }

  private mutating func read(_ fields: Fields, style styleName: String) throws(SpecError) {
    if let node = fields["scrollDirection"] {
      scrollDirection = try node.choice(SpecNames.scrollDirection)
    }
    if let node = fields["itemSize"] { itemSize = try node.size() }
    if let node = fields["itemSpacing"] { itemSpacing = try node.extent() }
    if let node = fields["perspectiveDistance"] { perspectiveDistance = try node.positive() }
    if let node = fields["flickVelocity"] { flickVelocity = try node.positive() }
    let snappingName = try fields["snapping"]?.choice(SpecNames.carouselSnapping) ?? "items"
    switch snappingName {
    case "pages": snapping = .pages
    case "none": snapping = .none
    default:
      snapping = .items(maximumPerFlick: try fields["maximumItemsPerFlick"]?.count(atLeast: 1) ?? 1)
    }
    switch styleName {
    case "coverFlow":
      var coverFlow = CarouselCoverFlow()
      if let node = fields["maximumAngle"] { coverFlow.maximumAngle = try node.number() }
      if let node = fields["turnedSpacing"] { coverFlow.turnedSpacing = try node.number() }
      style = .coverFlow(coverFlow)
    case "deck":
      var deck = CarouselDeck()
      if let node = fields["visibleDepth"] { deck.visibleDepth = try node.count() }
      if let node = fields["depthOffset"] { deck.depthOffset = try node.number() }
      if let node = fields["depthScale"] { deck.depthScale = try node.number() }
      style = .deck(deck)
    default:
      var cards = CarouselCards()
      if let node = fields["minimumScale"] { cards.minimumScale = try node.fraction() }
      if let node = fields["minimumAlpha"] { cards.minimumAlpha = try node.fraction() }
      if let node = fields["fanOffset"] { cards.fanOffset = try node.number() }
      style = .cards(cards)
    }
  }

  /// The path of the field that the rejected value came from, with the `sections` in
  /// the object at `parent`.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    let input = error.input
    switch (input.kind, input.subject) {
    case (.numberOfItems, .numbered(let section)), (.appendedItemCount, .numbered(let section)):
      return parent.appending("sections").appending(section).appending("items")
    default: break
    }
    switch input {
    case .numberOfSections, .elementCount: return parent.appending("sections")
    default: return Self.path(for: input, layoutAt: SpecPath.root.appending("layout"))
    }
  }

  /// The path of the field of the `layout` object at `layout` that `input` came from, or
  /// of the object itself for an input that no field names.
  static func path(for input: LayoutInput, layoutAt layout: SpecPath) -> SpecPath {
    layoutFields.first { $0.input == input }.map { layout.appending($0.field) } ?? layout
  }

  /// The fields of the `layout` object and the inputs they give the carousel.
  private static let layoutFields: [(input: LayoutInput, field: String)] = [
    (.carouselItemSize, "itemSize"), (.itemSpacing, "itemSpacing"),
    (.minimumScale, "minimumScale"), (.minimumAlpha, "minimumAlpha"),
    (.fanOffset, "fanOffset"), (.maximumAngle, "maximumAngle"),
    (.turnedSpacing, "turnedSpacing"), (.visibleDepth, "visibleDepth"),
    (.depthOffset, "depthOffset"), (.depthScale, "depthScale"),
    (.perspectiveDistance, "perspectiveDistance"),
    (.maximumItemsPerFlick, "maximumItemsPerFlick"), (.flickVelocity, "flickVelocity"),
  ]
}

extension SpecNames {
  /// The names of a carousel's built-in styles, `"style"`.
  static let carouselStyle: KeyValuePairs<String, String> = [
    "cards": "cards",
    "coverFlow": "coverFlow",
    "deck": "deck",
  ]
}

extension SpecNames {
  /// The names of where a carousel comes to rest, `"snapping"`.
  static let carouselSnapping: KeyValuePairs<String, String> = [
    "items": "items",
    "pages": "pages",
    "none": "none",
  ]
}
