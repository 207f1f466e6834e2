import Trellis

extension LayoutSpec {
  /// The fields of a spec or an action that hold data, of one kind or another.
  static var dataFields: [String] {
    var fields = DataFields()
    LayoutRegistry.forEachKind(&fields)
    return fields.names
  }

  /// The kind a spec's `layout` object names, looked at without checking anything, so
  /// that a document without the kind's data is rejected before any other check.
  static func dataRequirement(_ layout: Node?) -> (field: String, isRequired: Bool) {
    var name = LayoutRegistry.typeNames().first ?? ""
    if case .object(let members) = layout?.value,
      let type = members.first(where: { $0.key == "type" }), case .string(let value) = type.value
    {
      name = value
    }
    var finder = DataRequirement(typeName: name)
    LayoutRegistry.forEachKind(&finder)
    return finder.requirement ?? ("sections", true)
  }

  /// Reads the `layout` object, if there is one, and the data by the rules of the kind
  /// its `type` names (the first registered kind when it names none) from `data`, the
  /// document's or an action's fields that hold data.
  init(_ node: Node?, data: Fields) throws(SpecError) {
    let fields = try node?.object()
    let names = LayoutRegistry.typeNames()
    var type = names.first ?? ""
    if let typeNode = fields?["type"] { type = try typeNode.choice(among: names) }
    var reader = SpecReader(typeName: type, layout: fields, data: data)
    LayoutRegistry.forEachKind(&reader)
    // The type is one of the registered names, and its kind read the spec.
    guard let spec = try reader.spec?.get() else {
      throw SpecError(path: .root, problem: .unknownValue(type, allowed: names))
    }
    self = spec
  }

  /// The data of kind `Kind` among `data`, the fields of a document or an action:
  /// another kind's data field is an error, except the first kind's (`sections`) when
  /// `allowingEmpty` and it is an empty array.
  ///
  /// The first kind's field (`sections`) given to a kind that reads another
  /// (`events`) is met with the field to give instead; any other with the kinds it is
  /// for.
  static func data<Kind: RegisteredSpecLayout>(
    of kind: Kind.Type, in data: Fields, allowingEmpty: Bool = false
  ) throws(SpecError) -> Node? {
    let common = dataRequirement(nil).field
    for field in dataFields where field != Kind.dataField {
      guard let node = data[field] else { continue }
      if field == common {
        if allowingEmpty, try node.array().isEmpty { continue }
        throw node.error(
          .notForLayoutType(field: field, type: Kind.typeName, instead: Kind.dataField))
      }
      var kinds = KindsReading(field: field)
      LayoutRegistry.forEachKind(&kinds)
      throw node.error(
        .onlyForLayoutType(field: field, type: kinds.list, found: Kind.typeName))
    }
    return data[Kind.dataField]
  }
}

/// Collects the data fields of the registered kinds, each once.
private struct DataFields: LayoutKindVisitor {
  var names: [String] = []

  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
    if !names.contains(Kind.dataField) { names.append(Kind.dataField) }
  }
}

/// Finds the data field of the kind of a name and whether a spec must give it.
private struct DataRequirement: LayoutKindVisitor {
  let typeName: String
  var requirement: (field: String, isRequired: Bool)?

  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
    if requirement == nil, Kind.typeName == typeName {
      requirement = (Kind.dataField, Kind.requiresData)
    }
  }
}

/// Lists the kinds whose data is in a field, as a message names them.
private struct KindsReading: LayoutKindVisitor {
  let field: String
  var names: [String] = []

  /// The kinds, as a message lists them.
  var list: String { LayoutRegistry.list(names) }

  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
    if Kind.dataField == field { names.append(Kind.typeName) }
  }
}

/// Reads a spec as the kind of a name.
private struct SpecReader: LayoutKindVisitor {
  let typeName: String
  let layout: Fields?
  let data: Fields
  var spec: Result<LayoutSpec, SpecError>?

  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
    guard spec == nil, Kind.typeName == typeName else { return }
    do throws(SpecError) {
      let data = try LayoutSpec.data(of: kind, in: data, allowingEmpty: true)
      if data == nil, Kind.requiresData {
        throw SpecError(path: .root, problem: .missingField([Kind.dataField]))
      }
      spec = .success(LayoutSpec(try Kind(layout: layout, data: data)))
    } catch {
      spec = .failure(error)
    }
  }
}
