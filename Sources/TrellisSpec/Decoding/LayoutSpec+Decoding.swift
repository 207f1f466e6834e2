import Trellis

extension LayoutSpec {
  /// Reads the `layout` object, if there is one, and the data by the rules of its
  /// `type`: the `sections` of a flow or waterfall layout, the `events` of a week
  /// calendar.
  ///
  /// `events` is an error for a layout of sections; `sections` may accompany a week
  /// calendar only when it is empty.
  init(_ node: Node?, sections: Node?, events: Node?) throws(SpecError) {
    let fields = try node?.object()
    var type = SpecNames.LayoutType.flow
    if let typeNode = fields?["type"] { type = try typeNode.choice(SpecNames.layoutType) }
    switch (type, fields) {
    case (.week, let fields?):
      if let sections, try !sections.array().isEmpty {
        throw sections.error(.notForLayoutType(field: "sections", type: "week", instead: "events"))
      }
      self = .week(try WeekSpec(layout: fields, events: events))
    case (.carousel, let fields?):
      let sections = try Self.sections(sections, events: events, type: "carousel")
      self = .carousel(try CarouselSpec(layout: fields, sections: sections))
    case (.waterfall, let fields?):
      let sections = try Self.sections(sections, events: events, type: "waterfall")
      self = .waterfall(try WaterfallSpec(layout: fields, sections: sections))
    default:
      let sections = try Self.sections(sections, events: events, type: "flow")
      self = .flow(try FlowSpec(layout: fields, sections: sections))
    }
  }

  /// The `sections` of a layout of sections of type `type`, which must have no
  /// `events`.
  private static func sections(_ sections: Node?, events: Node?, type: String)
    throws(SpecError) -> Node
  {
    if let events {
      throw events.error(.onlyForLayoutType(field: "events", type: "week", found: type))
    }
    guard let sections else { throw SpecError(path: .root, problem: .missingField(["sections"])) }
    return sections
  }

  /// Whether the `layout` object names a week calendar, looked at without checking
  /// anything, so that a document without `sections` is rejected before any other
  /// check unless it is one.
  static func isWeek(_ node: Node?) -> Bool {
    guard case .object(let members) = node?.value,
      let type = members.first(where: { $0.key == "type" })
    else { return false }
    return type.value == .string("week")
  }
}
