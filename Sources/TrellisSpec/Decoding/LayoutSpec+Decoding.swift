import Trellis

extension LayoutSpec {
  /// Reads the `layout` object, if there is one, and the `sections` by the rules of
  /// its `type`.
  init(_ node: Node?, sections: Node) throws(SpecError) {
    guard let node else {
      self = .flow(try FlowSpec(layout: nil, sections: sections))
      return
    }
    let fields = try node.object()
    var type = SpecNames.LayoutType.flow
    if let typeNode = fields["type"] { type = try typeNode.choice(SpecNames.layoutType) }
    switch type {
    case .flow: self = .flow(try FlowSpec(layout: fields, sections: sections))
    case .waterfall: self = .waterfall(try WaterfallSpec(layout: fields, sections: sections))
    }
  }
}
