import Trellis

extension Spec {
  /// The fields of a spec document.
  static let fieldNames = ["viewport", "layout"] + LayoutSpec.dataFields + ["actions"]

  /// Reads a spec from the document's root value.
  ///
  /// The data field of the layout's kind (`sections` for most kinds) is looked for
  /// first. `actions` is read after the layout, whose kind says how an
  /// action's data is read.
  init(_ root: Node) throws(SpecError) {
    let fields = try root.object(allowing: Self.fieldNames)
    let data = LayoutSpec.dataRequirement(fields["layout"])
    if data.isRequired { _ = try fields.required(data.field) }
    var viewport = Self.defaultViewport
    if let node = fields["viewport"] { viewport = try Viewport(node) }
    let layout = try LayoutSpec(fields["layout"], data: fields)
    var actions: [SpecAction] = []
    if let node = fields["actions"] { actions = try SpecAction.list(node, layout: layout) }
    var outlines: [SpecOutline] = []
    if LayoutRegistry.typeNames(that: .outline).contains(layout.typeName) {
      outlines = try SpecOutline.outlines(in: fields)
    }
    self.init(viewport: viewport, layout: layout, actions: actions, outlines: outlines)
  }
}
