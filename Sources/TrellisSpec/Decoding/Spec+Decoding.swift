import Trellis

extension Spec {
  /// The fields of a spec document.
  static let fieldNames = ["viewport", "layout", "sections", "events", "actions"]

  /// Reads a spec from the document's root value.
  ///
  /// `sections` is required unless the layout is a week calendar, whose data is its
  /// `events`. `actions` is read after the layout, whose type says how an action's data
  /// is read.
  init(_ root: Node) throws(SpecError) {
    let fields = try root.object(allowing: Self.fieldNames)
    let sections =
      LayoutSpec.isWeek(fields["layout"]) ? fields["sections"] : try fields.required("sections")
    var viewport = Self.defaultViewport
    if let node = fields["viewport"] { viewport = try Viewport(node) }
    let layout = try LayoutSpec(fields["layout"], sections: sections, events: fields["events"])
    var actions: [SpecAction] = []
    if let node = fields["actions"] { actions = try SpecAction.list(node, layout: layout) }
    self.init(viewport: viewport, layout: layout, actions: actions)
  }
}
