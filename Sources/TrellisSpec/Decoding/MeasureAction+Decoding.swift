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

  /// The index path that `name` names, or `nil`: two whole numbers in canonical form,
  /// decimal digits without a sign or leading zeros, joined by a dot, such as `"1.4"`.
  static func indexPath(_ name: String) -> IndexPath? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = index(parts[0]), let item = index(parts[1]) else {
      return nil
    }
    return IndexPath(item: item, section: section)
  }

  /// The index `text` writes in canonical form: `0`, or digits not starting with `0`.
  private static func index(_ text: Substring) -> Int? {
    guard let first = text.utf8.first, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      first != 0x30 || text.utf8.count == 1
    else { return nil }
    return Int(text)
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
