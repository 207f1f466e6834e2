import Trellis

extension SnapshotAction {
  /// The fields of a `snapshot` object.
  static let fieldNames = LayoutSpec.dataFields + ["animation"]

  /// The field that names a section or an item in a snapshot.
  static let identifierField = "id"

  /// Reads a `snapshot` object for a spec whose layout is `layout`, as its kind reads
  /// identifiers and data: most kinds read `sections` whose `items` are identifiers.
  init(_ node: Node, layout: LayoutSpec) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    let options = try fields["animation"].map { node throws(SpecError) in try UpdateOptions(node) }
    let read = try layout.visitRegistered(Reader(fields: fields)).get()
    self.init(sections: read.sections, content: read.content, options: options ?? UpdateOptions())
  }

  /// Reads a snapshot's identifiers and data as the spec's kind does.
  private struct Reader: RegisteredSpecLayoutVisitor {
    let fields: Fields

    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind)
      -> Result<(sections: [Section], content: SpecContent), SpecError>
    {
      do throws(SpecError) {
        _ = try LayoutSpec.data(of: Kind.self, in: fields)
        let read = try spec.snapshot(fields)
        return .success((read.sections, SpecContent(read.content, of: Kind.self)))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Reads the sections of a snapshot of a layout of sections: each an `id` and its
  /// `items`, a list of identifiers, with the fields of the kind's sections in
  /// `sectionFields`, read by `read` with the number of items.
  static func sections<Section>(
    _ fields: Fields, allowing sectionFields: [String],
    read: (Fields, Int, Node) throws(SpecError) -> Section
  ) throws(SpecError) -> (sections: [SnapshotAction.Section], content: [Section]) {
    var sections: [SnapshotAction.Section] = []
    var content: [Section] = []
    for node in try fields.required("sections").array() {
      let (section, items) = try Self.section(node, allowing: sectionFields)
      sections.append(section)
      content.append(try read(items, section.items.count, node))
    }
    return (sections, content)
  }

  /// Reads a snapshot section's `id` and its `items`, a list of identifiers, and
  /// returns them with the section's fields for the layout to read the rest.
  ///
  /// `id` and `items` are always allowed, whatever `names` holds: a kind whose sections
  /// have no fields of their own passes none.
  static func section(_ node: Node, allowing names: [String]) throws(SpecError)
    -> (Section, Fields)
  {
    let own = [identifierField, "items"]
    let fields = try node.object(allowing: own + names.filter { !own.contains($0) })
    let id = try fields.required(identifierField).string()
    let items = try fields.required("items").list { node throws(SpecError) in try node.string() }
    return (Section(id: id, items: items), fields)
  }
}
