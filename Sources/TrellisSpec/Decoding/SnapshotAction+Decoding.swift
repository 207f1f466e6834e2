import Trellis

extension SnapshotAction {
  /// The fields of a `snapshot` object.
  static let fieldNames = ["sections", "events", "animation"]

  /// The field that names a section or an item in a snapshot.
  static let identifierField = "id"

  /// Reads a `snapshot` object for a spec whose layout is `layout`: `sections` whose
  /// `items` are identifiers, or for a week calendar `events` with an `id` each, in the
  /// one section `"0"`.
  init(_ node: Node, layout: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let options = try fields["animation"].map { node throws(SpecError) in try UpdateOptions(node) }
    var sections: [Section] = []
    let content: SpecContent
    switch layout {
    case .flow:
      try Self.rejectEvents(fields, layout: layout)
      var flow = FlowContent(sections: [])
      for node in try fields.required("sections").array() {
        let (section, items) = try Self.section(node, allowing: FlowSpec.sectionFieldNames)
        sections.append(section)
        flow.sections.append(try FlowSpec.section(items, count: section.items.count, of: node))
      }
      content = .flow(flow)
    case .waterfall:
      try Self.rejectEvents(fields, layout: layout)
      var waterfall = WaterfallContent(sections: [])
      for node in try fields.required("sections").array() {
        let (section, items) = try Self.section(node, allowing: WaterfallSpec.sectionFieldNames)
        sections.append(section)
        waterfall.sections.append(
          try WaterfallSpec.section(items, count: section.items.count, of: node))
      }
      content = .waterfall(waterfall)
    case .carousel:
      try Self.rejectEvents(fields, layout: layout)
      var carousel = CarouselContent(itemCounts: [])
      for node in try fields.required("sections").array() {
        let (section, _) = try Self.section(node, allowing: [])
        sections.append(section)
        carousel.itemCounts.append(section.items.count)
      }
      content = .carousel(carousel)
    case .week(let week):
      if let node = fields["sections"] {
        throw node.error(.notForLayoutType(field: "sections", type: "week", instead: "events"))
      }
      var events = WeekCalendarContent(events: [])
      var ids: [String] = []
      for node in try fields.required("events").array() {
        let eventFields = try node.object(
          allowing: [Self.identifierField] + WeekSpec.eventFieldNames)
        ids.append(try eventFields.required(Self.identifierField).string())
        events.events.append(
          try WeekSpec.event(eventFields, dayCount: week.configuration.dayCount))
      }
      sections = [Section(id: "0", items: ids)]
      content = .week(events)
    }
    self.init(sections: sections, content: content, options: options ?? UpdateOptions())
  }

  /// Throws when a snapshot of a layout of sections gives `events`.
  private static func rejectEvents(_ fields: Fields, layout: LayoutSpec) throws(SpecError) {
    if let events = fields["events"] {
      throw events.error(
        .onlyForLayoutType(field: "events", type: "week", found: layout.typeName))
    }
  }

  /// Reads a snapshot section's `id` and its `items`, a list of identifiers, and
  /// returns them with the section's fields for the layout to read the rest.
  private static func section(_ node: Node, allowing names: [String]) throws(SpecError)
    -> (Section, Fields)
  {
    let fields = try node.object(allowing: [identifierField] + names)
    let id = try fields.required(identifierField).string()
    let items = try fields.required("items").list { node throws(SpecError) in try node.string() }
    return (Section(id: id, items: items), fields)
  }
}
