import Trellis

extension LayoutSpec {
  /// Reads the `layout` object, if there is one, and the `sections` by the rules of
  /// its `type`.
  init(_ node: Node?, sections: Node) throws(SpecError) {
    var type = SpecNames.LayoutType.flow
    var fields: Fields?
    if let node {
      fields = try node.object()
      if let typeNode = fields?["type"] { type = try typeNode.choice(SpecNames.layoutType) }
    }
    switch type {
    case .flow: self = .flow(try FlowSpec(layout: fields, sections: sections))
    }
  }
}
