import Trellis

extension TransitionAction {
  /// The fields of a `transition` action.
  static let fieldNames = ["layout", "progress", "end"]

  /// Reads `{"layout": {...}, "progress": p, "end": "finish" | "cancel"}` for a spec
  /// whose layout is `current`: the new layout is of the same type unless its `type`
  /// names another of flow, waterfall and carousel; `progress` is 0 and `end`
  /// `"finish"` by default.
  init(_ node: Node, current: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    guard current.typeName != "week" else {
      throw node.error(
        .onlyForLayoutType(
          field: "transition", type: "flow, waterfall or carousel", found: current.typeName))
    }
    let layoutNode = try fields.required("layout")
    let layoutFields = try layoutNode.object()
    var type = current.typeName
    if let typeNode = layoutFields["type"] {
      type = try typeNode.choice([
        "flow": "flow", "waterfall": "waterfall", "carousel": "carousel",
      ])
    }
    switch type {
    case "flow":
      var configuration = FlowLayout.Configuration()
      try layoutFields.check(allowing: FlowSpec.layoutFieldNames)
      try FlowSpec.read(layoutFields, into: &configuration)
      self.init(layout: .flow(configuration))
    case "waterfall":
      var configuration = WaterfallLayout.Configuration()
      try layoutFields.check(allowing: WaterfallSpec.layoutFieldNames)
      try WaterfallSpec.read(layoutFields, into: &configuration)
      self.init(layout: .waterfall(configuration))
    default:
      let carousel = try CarouselSpec.layout(layoutFields)
      do { try carousel.configuration.validate() } catch {
        throw layoutNode.error(.layout(error))
      }
      self.init(layout: .carousel(carousel))
    }
    if let progress = fields["progress"] { self.progress = try progress.fraction() }
    if let end = fields["end"] { cancels = try end.choice(["finish": false, "cancel": true]) }
  }
}

extension TransitionAction {
  /// Whether the collection view ends in a layout of another type than `current`'s.
  func changesType(of current: LayoutSpec) -> Bool {
    !cancels && layout.typeName != current.typeName
  }
}
