import Trellis

extension OutlineAction {
  /// The fields of an `expand` or `collapse` object.
  static let fieldNames = ["section", "item", "animation"]

  /// Reads `{"section": 0, "item": "Documents"}`; `section` is 0 when absent, and an
  /// `animation` object may give the curve.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let options = try fields["animation"].map { node throws(SpecError) in try UpdateOptions(node) }
    self.init(
      section: try fields["section"]?.count() ?? 0, item: try fields.required("item").string(),
      options: options ?? UpdateOptions())
  }
}
