import Trellis

extension TransitionAction {
  /// The fields of a `transition` action.
  static let fieldNames = ["layout", "progress", "end"]

  /// Reads `{"layout": {...}, "progress": p, "end": "finish" | "cancel"}` for a spec
  /// whose layout is `current`: the new layout is of the same kind unless its `type`
  /// names another kind that has transitions; `progress` is 0 and `end` `"finish"` by
  /// default.
  init(_ node: Node, current: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let kinds = LayoutRegistry.typeNames(that: .transition)
    guard kinds.contains(current.typeName) else {
      throw node.error(
        .onlyForLayoutType(
          field: "transition", type: LayoutRegistry.typeList(that: .transition),
          found: current.typeName))
    }
    let layoutNode = try fields.required("layout")
    let layoutFields = try layoutNode.object()
    var type = current.typeName
    if let typeNode = layoutFields["type"] {
      type = try typeNode.choice(among: kinds)
    }
    var reader = TargetReader(typeName: type, fields: layoutFields, node: layoutNode)
    LayoutRegistry.forEachKind(&reader)
    // The type is one of the kinds with transitions, which read a target.
    guard let layout = try reader.layout?.get() else {
      throw layoutNode.error(.unknownValue(type, allowed: kinds))
    }
    self.init(layout: layout)
    if let progress = fields["progress"] { self.progress = try progress.fraction() }
    if let end = fields["end"] { cancels = try end.choice(["finish": false, "cancel": true]) }
  }
}

extension TransitionAction {
  /// Whether the collection view ends in a layout of another type than `current`'s.
  func changesType(of current: LayoutSpec) -> Bool {
    !cancels && layout.typeName != current.typeName
  }
}

/// Reads the new layout of a transition as the kind its type names.
private struct TargetReader: LayoutKindVisitor {
  let typeName: String
  let fields: Fields
  let node: Node
  var layout: Result<LayoutSpec, SpecError>?

  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
    guard Kind.typeName == typeName else { return }
    do throws(SpecError) {
      layout = try Kind.transitionTarget(fields, at: node).map { .success(LayoutSpec($0)) }
    } catch {
      layout = .failure(error)
    }
  }
}
