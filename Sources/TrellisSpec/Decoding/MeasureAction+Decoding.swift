import Trellis

extension MeasureAction {
  /// The fields of a `measure` action.
  static let fieldNames = ["sizes", "anchor"]

  /// Reads `{"sizes": {"s.i": [w, h], ...}, "anchor": "firstVisibleItem"}`.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let sizes = try fields.required("sizes").object()
    self.init(sizes: [:])
    for member in sizes.members {
      let value = Node(value: member.value, path: sizes.path.appending(member.key))
      guard let indexPath = Self.indexPath(member.key) else {
        throw value.error(
          .typeMismatch(
            expected: "an item named \"section.item\"", found: JSONText.string(member.key)))
      }
      guard self.sizes.updateValue(try value.size(), forKey: indexPath) == nil else {
        throw value.error(.duplicateField(member.key))
      }
    }
    if let node = fields["anchor"] { anchor = try node.choice(SpecNames.scrollAnchor) }
  }

  /// The index path that `name`, such as `"1.4"`, names, or `nil`.
  static func indexPath(_ name: String) -> IndexPath? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]),
      section >= 0, item >= 0
    else { return nil }
    return IndexPath(item: item, section: section)
  }
}

extension ScrollToAction {
  /// The fields of a `scrollTo` action.
  static let fieldNames = ["item", "position"]

  /// Reads `{"item": [section, item], "position": "top"}`.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    self.init(item: try fields.required("item").indexPath())
    if let node = fields["position"] { position = try node.choice(SpecNames.scrollPosition) }
  }
}
