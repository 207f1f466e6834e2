import Trellis

extension SpecAction {
  /// The fields of an action, of which it has exactly one.
  static let fieldNames = ["update", "snapshot", "scroll"]

  /// Reads the `actions` array of a spec whose layout is `layout`.
  static func list(_ node: Node, layout: LayoutSpec) throws(SpecError) -> [SpecAction] {
    var actions: [SpecAction] = []
    for element in try node.array() {
      actions.append(try SpecAction(element, layout: layout))
    }
    return actions
  }

  /// Reads one action: an object with exactly one of `update`, `snapshot` and `scroll`.
  init(_ node: Node, layout: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let names = fields.members.map(\.key)
    guard let name = names.first else { throw node.error(.missingField(Self.fieldNames)) }
    guard names.count == 1 else { throw node.error(.conflictingFields(names)) }
    let value = try fields.required(name)
    switch name {
    case "update": self = .update(try UpdateAction(value, layout: layout))
    case "snapshot": self = .snapshot(try SnapshotAction(value, layout: layout))
    default: self = .scroll(try value.point())
    }
  }
}

extension UpdateOptions {
  /// The fields of an update's or a snapshot's `animation` object.
  static let specFieldNames = ["anchor"]

  /// Reads `{"anchor": "firstVisibleItem"}`; absent fields keep UIKit's behavior.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.specFieldNames)
    self.init()
    if let node = fields["anchor"] { contentOffset = try node.choice(SpecNames.anchor) }
  }
}

extension LayoutSpec {
  /// Reads the data an action gives for this layout: `sections` for a flow or waterfall
  /// layout, `events` for a week calendar; `nil` when the action gives neither.
  func content(sections: Node?, events: Node?) throws(SpecError) -> SpecContent? {
    switch self {
    case .flow, .waterfall:
      if let events {
        throw events.error(.onlyForLayoutType(field: "events", type: "week", found: typeName))
      }
      guard let sections else { return nil }
      if case .flow = self { return .flow(try FlowSpec.content(sections)) }
      return .waterfall(try WaterfallSpec.content(sections))
    case .week(let week):
      if let sections {
        throw sections.error(.notForLayoutType(field: "sections", type: "week", instead: "events"))
      }
      guard let events else { return nil }
      return .week(try WeekSpec.content(events, dayCount: week.configuration.dayCount))
    }
  }
}
