import Trellis

extension TransitionAction {
  /// The fields of a `transition` action.
  static let fieldNames = ["layout", "progress", "end"]

  /// Reads `{"layout": {...}, "progress": p, "end": "finish" | "cancel"}` for a spec
  /// whose layout is `current`: the new layout is of the same type, `progress` 0 and
  /// `end` `"finish"` by default.
  init(_ node: Node, current: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let layoutNode = try fields.required("layout")
    let layoutFields = try layoutNode.object()
    var type = current.typeName
    if let typeNode = layoutFields["type"] {
      type = try typeNode.choice([
        "flow": "flow", "waterfall": "waterfall", "week": "week", "carousel": "carousel",
      ])
      guard type == current.typeName else {
        throw typeNode.error(.unknownValue(type, allowed: [current.typeName]))
      }
    }
    switch current {
    case .flow:
      var configuration = FlowLayout.Configuration()
      try layoutFields.check(allowing: FlowSpec.layoutFieldNames)
      try FlowSpec.read(layoutFields, into: &configuration)
      self.init(layout: .flow(configuration))
    case .waterfall:
      var configuration = WaterfallLayout.Configuration()
      try layoutFields.check(allowing: WaterfallSpec.layoutFieldNames)
      try WaterfallSpec.read(layoutFields, into: &configuration)
      self.init(layout: .waterfall(configuration))
    case .week, .carousel:
      throw node.error(
        .onlyForLayoutType(
          field: "transition", type: "flow or waterfall", found: current.typeName))
    }
    if let progress = fields["progress"] { self.progress = try progress.fraction() }
    if let end = fields["end"] { cancels = try end.choice(["finish": false, "cancel": true]) }
  }
}
