/// The members of a JSON object, looked up by name, each as a ``Node`` whose path is
/// the object's path plus the field's name.
struct Fields {
  /// The members in document order.
  let members: [JSONMember]
  /// Where the object is.
  let path: SpecPath

  /// The field named `name`, or `nil` if the object has none.
  subscript(name: String) -> Node? {
    guard let member = members.first(where: { $0.key == name }) else { return nil }
    return Node(value: member.value, path: path.appending(name))
  }

  /// The field named `name`, throwing if the object has none.
  func required(_ name: String) throws(SpecError) -> Node {
    guard let node = self[name] else {
      throw SpecError(path: path, problem: .missingField([name]))
    }
    return node
  }

  /// The elements of the array in the field named `name`, each read by `read`; none
  /// when the object has no such field.
  func list<Element>(_ name: String, _ read: (Node) throws(SpecError) -> Element)
    throws(SpecError) -> [Element]
  {
    try self[name]?.list(read) ?? []
  }

  /// Throws for the first field, in document order, that is not one of `allowed` or
  /// that appears a second time.
  func check(allowing allowed: [String]) throws(SpecError) {
    var seen: Set<String> = []
    for member in members {
      guard allowed.contains(member.key) else {
        throw SpecError(
          path: path.appending(member.key),
          problem: .unknownField(member.key, allowed: allowed))
      }
      guard seen.insert(member.key).inserted else {
        throw SpecError(path: path.appending(member.key), problem: .duplicateField(member.key))
      }
    }
  }
}
