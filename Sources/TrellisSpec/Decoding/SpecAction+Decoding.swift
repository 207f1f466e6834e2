import Trellis

extension SpecAction {
  /// The fields of an action, of which it has exactly one.
  static let fieldNames = [
    "update", "snapshot", "scroll", "measure", "scrollTo", "release", "move", "transition",
    "scrollSection", "expand", "collapse", "swipe",
  ]

  /// Reads the `actions` array of a spec whose layout is `layout`; a transition that
  /// ends in a layout of another type must be the last action.
  static func list(_ node: Node, layout: LayoutSpec) throws(SpecError) -> [SpecAction] {
    var actions: [SpecAction] = []
    for element in try node.array() {
      if case .transition(let transition) = actions.last, transition.changesType(of: layout) {
        throw element.error(.actionAfterLayoutType(transition.layout.typeName))
      }
      actions.append(try SpecAction(element, layout: layout))
    }
    return actions
  }

  /// Reads one action: an object with exactly one of `update`, `snapshot`, `scroll`,
  /// `measure`, `scrollTo`, `release`, `move`, `transition`, `scrollSection`, `expand`,
  /// `collapse` and `swipe`.
  init(_ node: Node, layout: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let names = fields.members.map { $0.key }
    guard let name = names.first else { throw node.error(.missingField(Self.fieldNames)) }
    guard names.count == 1 else { throw node.error(.conflictingFields(names)) }
    let value = try fields.required(name)
    switch name {
    case "update": self = .update(try UpdateAction(value, layout: layout))
    case "snapshot": self = .snapshot(try SnapshotAction(value, layout: layout))
    case "measure": self = .measure(try MeasureAction(value))
    case "scrollTo": self = .scrollTo(try ScrollToAction(value))
    case "release": self = .release(try ReleaseAction(value))
    case "move": self = .move(try MoveAction(value))
    case "transition": self = .transition(try TransitionAction(value, current: layout))
    case "scrollSection": self = .scrollSection(try SectionScrollAction(value))
    case "expand": self = .expand(try OutlineAction(value))
    case "collapse": self = .collapse(try OutlineAction(value))
    case "swipe": self = .swipe(try RowSwipeAction(value))
    default: self = .scroll(try value.point())
    }
  }
}

extension ReleaseAction {
  /// Reads `{"offset": [x, y], "velocity": [vx, vy]}`.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: ["offset", "velocity"])
    self.init(
      offset: try fields.required("offset").point(),
      velocity: try fields.required("velocity").point())
  }
}

extension RowSwipeAction {
  /// Reads `{"item": [0, 1], "offset": -160}`, with `"velocity": -300` for a release.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: ["item", "offset", "velocity"])
    self.init(
      item: try fields.required("item").indexPath(),
      offset: try fields.required("offset").number(),
      velocity: try fields["velocity"]?.number())
  }
}

extension SectionScrollAction {
  /// Reads `{"section": 1, "offset": 120}`, with `"velocity": 900` for a release.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: ["section", "offset", "velocity"])
    self.init(
      section: try fields.required("section").count(),
      offset: try fields.required("offset").number(),
      velocity: try fields["velocity"]?.number())
  }
}

extension UpdateOptions {
  /// The fields of an update's or a snapshot's `animation` object.
  static let specFieldNames = ["anchor", "curve"]

  /// Reads `{"anchor": "firstVisibleItem", "curve": "linear"}`; absent fields keep
  /// UIKit's behavior.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.specFieldNames)
    self.init()
    if let node = fields["anchor"] { contentOffset = try node.choice(SpecNames.anchor) }
    if let node = fields["curve"] { curve = try TimingCurve(node) }
  }
}

extension TimingCurve {
  /// The fields of a spring curve.
  static let springFieldNames = ["dampingRatio", "response"]

  /// Reads a named curve (`"easeInOut"`) or a spring
  /// (`{"spring": {"dampingRatio": 0.8, "response": 0.4}}`).
  init(_ node: Node) throws(SpecError) {
    guard case .object = node.value else {
      self = try node.choice(SpecNames.curve)
      return
    }
    let spring = try node.object(allowing: ["spring"]).required("spring")
    let fields = try spring.object(allowing: Self.springFieldNames)
    self = .spring(
      dampingRatio: try fields.required("dampingRatio").positive(),
      response: try fields.required("response").positive())
  }
}

extension LayoutSpec {
  /// Reads the data an action gives for this layout, in `fields`: the field the kind
  /// reads its data from; `nil` when the action gives none.
  func content(in fields: Fields) throws(SpecError) -> SpecContent? {
    try visitRegistered(ContentReader(fields: fields)).get()
  }
}

/// Reads the data an action gives as the data of the spec's kind.
private struct ContentReader: RegisteredSpecLayoutVisitor {
  let fields: Fields

  func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result<SpecContent?, SpecError> {
    do throws(SpecError) {
      guard let data = try LayoutSpec.data(of: Kind.self, in: fields) else { return .success(nil) }
      return .success(SpecContent(try spec.content(data), of: Kind.self))
    } catch {
      return .failure(error)
    }
  }
}
