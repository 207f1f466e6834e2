extension BatchUpdate: CustomStringConvertible {
  /// The update on one line, naming only its operations that are not empty, in the
  /// order they apply: section operations first, then item operations. Index paths
  /// print as `section.item`, moves as `from -> to`:
  /// `BatchUpdate(deleteSections: [2], deleteItems: [0.1], moveItems: [0.2 -> 1.0])`,
  /// and an empty update as `BatchUpdate()`.
  public var description: String {
    var parts: [String] = []
    func add(_ label: String, _ values: [String]) {
      if !values.isEmpty { parts.append(label + ": [" + values.joined(separator: ", ") + "]") }
    }
    add("deleteSections", deleteSections.map { "\($0)" })
    add("reloadSections", reloadSections.map { "\($0)" })
    add("insertSections", insertSections.map { "\($0)" })
    add("moveSections", moveSections.map { "\($0.from) -> \($0.to)" })
    add("deleteItems", deleteItems.map { $0.description })
    add("reloadItems", reloadItems.map { $0.description })
    add("insertItems", insertItems.map { $0.description })
    add("moveItems", moveItems.map { "\($0.from) -> \($0.to)" })
    return "BatchUpdate(" + parts.joined(separator: ", ") + ")"
  }
}
