import Trellis

extension ListSpec {
  /// The fields of a section of data.
  static let sectionFieldNames = ["items", "separators"]

  /// Reads the `layout` object's fields (a plain list when it is absent) and the
  /// `sections` data with their rows' separators.
  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    self = try Self.layout(fields ?? Fields(members: [], path: .root))
    if let data { (content, separatorOverrides) = try sections(data) }
  }

  /// Reads the `layout` object's fields, the `type` among them.
  static func layout(_ fields: Fields) throws(SpecError) -> ListSpec {
    try fields.check(allowing: ["type"] + ListConfiguration.fieldNames)
    return ListSpec(configuration: try ListConfiguration(fields))
  }

  /// Reads the item counts of a `sections` array; the rows' separators are the spec's.
  func content(_ data: Node) throws(SpecError) -> CompositionalContent {
    try sections(data).content
  }

  /// Reads a `sections` array: each section's items and its rows' separators.
  func sections(_ data: Node) throws(SpecError) -> (
    content: CompositionalContent, separators: [IndexPath: SeparatorConfiguration]
  ) {
    var counts: [Int] = []
    var separators: [IndexPath: SeparatorConfiguration] = [:]
    for (section, node) in try data.array().enumerated() {
      let fields = try node.object(allowing: Self.sectionFieldNames)
      let count = try items(fields.required("items"))
      counts.append(count)
      for row in try fields["separators"]?.array() ?? [] {
        let rowFields = try row.object(allowing: ["item"] + SeparatorConfiguration.fieldNames)
        let itemNode = try rowFields.required("item")
        let item = try itemNode.count()
        guard item < count else {
          throw itemNode.error(.itemIndexOutOfRange(item, itemCount: count))
        }
        let indexPath = IndexPath(item: item, section: section)
        separators[indexPath] = try SeparatorConfiguration(
          rowFields, over: separators[indexPath] ?? configuration.separatorConfiguration)
      }
    }
    return (CompositionalContent(itemCounts: counts), separators)
  }

  /// Reads a section's `items`: a count, or a tree of items (an outline), whose
  /// visible rows are the section's items.
  func items(_ node: Node) throws(SpecError) -> Int {
    try node.itemCount()
  }

  /// The path of the field that the rejected value came from: a section's `items` for
  /// its count, the `sections` array for counts together, the `layout` object otherwise.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    switch (error.input.kind, error.input.subject) {
    case (.numberOfItems, .numbered(let section)), (.appendedItemCount, .numbered(let section)):
      return parent.appending("sections").appending(section).appending("items")
    default:
      return error.input == .numberOfSections || error.input == .elementCount
        ? parent.appending("sections") : SpecPath.root.appending("layout")
    }
  }
}
