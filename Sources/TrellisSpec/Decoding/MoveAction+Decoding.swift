import Trellis

extension MoveAction {
  /// The fields of a `move` action.
  static let fieldNames = ["item", "path", "end", "maxItemsPerSection", "slide"]

  /// Reads `{"item": [s, i], "path": [[x, y], ...], "end": "end" | "cancel",
  /// "maxItemsPerSection": n, "slide": curve}`; `end` is `"end"`, there is no limit and
  /// nothing slides by default. `slide` is a curve as an update's `animation` names it:
  /// `"easeInOut"` or `{"spring": {"dampingRatio": 0.8, "response": 0.4}}`.
  ///
  /// Each coordinate of the path must be within ``LayoutLimits/offsetRange``, ±10^12
  /// points; one outside it is an error naming its place in the path.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    self.init(
      item: try fields.required("item").indexPath(),
      path: try fields.required("path").list { node throws(SpecError) in try node.position() })
    if let end = fields["end"] { cancels = try end.choice(["end": false, "cancel": true]) }
    if let limit = fields["maxItemsPerSection"] {
      maxItemsPerSection = try limit.count(atLeast: 1)
    }
    if let curve = fields["slide"] { slide = try TimingCurve(curve) }
  }
}
