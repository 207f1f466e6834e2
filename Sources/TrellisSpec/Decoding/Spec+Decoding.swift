import Trellis

extension Spec {
  /// The fields of a spec document.
  static let fieldNames = ["viewport", "layout", "sections"]

  /// Reads a spec from the document's root value.
  init(_ root: Node) throws(SpecError) {
    let fields = try root.object(allowing: Self.fieldNames)
    let sections = try fields.required("sections")
    var viewport = Self.defaultViewport
    if let node = fields["viewport"] { viewport = try Viewport(node) }
    let layout = try LayoutSpec(fields["layout"], sections: sections)
    self.init(viewport: viewport, layout: layout)
  }
}
