import Trellis

extension ListSpec {
  /// The fields of a section of data.
  static let sectionFieldNames = ["items", "separators", "swipeActions"]
  /// The `layout` object's fields besides the list configuration's.
  static let swipeFieldNames = ["leadingSwipeActions", "trailingSwipeActions"]

  /// Reads the `layout` object's fields (a plain list when it is absent) and the
  /// `sections` data with their rows' separators.
  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    self = try Self.layout(fields ?? Fields(members: [], path: .root))
    if let data { (content, separatorOverrides, swipeActionOverrides) = try sections(data) }
  }

  /// Reads the `layout` object's fields, the `type` among them.
  static func layout(_ fields: Fields) throws(SpecError) -> ListSpec {
    try fields.check(allowing: ["type"] + ListConfiguration.fieldNames + swipeFieldNames)
    return ListSpec(
      configuration: try ListConfiguration(fields),
      swipeActions: SwipeActionsBySide(
        leading: try fields["leadingSwipeActions"].map { node throws(SpecError) in
          try SwipeActionsConfiguration(node)
        },
        trailing: try fields["trailingSwipeActions"].map { node throws(SpecError) in
          try SwipeActionsConfiguration(node)
        }))
  }

  /// Reads the item counts of a `sections` array; the rows' separators are the spec's.
  func content(_ data: Node) throws(SpecError) -> CompositionalContent {
    try sections(data).content
  }

  /// Reads a `sections` array: each section's items, its rows' separators and their
  /// swipe actions.
  func sections(_ data: Node) throws(SpecError) -> (
    content: CompositionalContent, separators: [IndexPath: SeparatorConfiguration],
    swipeActions: [IndexPath: SwipeActionsBySide]
  ) {
    var counts: [Int] = []
    var separators: [IndexPath: SeparatorConfiguration] = [:]
    var swipeActions: [IndexPath: SwipeActionsBySide] = [:]
    for (section, node) in try data.array().enumerated() {
      let fields = try node.object(allowing: Self.sectionFieldNames)
      let count = try items(fields.required("items"))
      counts.append(count)
      for row in try fields["separators"]?.array() ?? [] {
        let rowFields = try row.object(allowing: ["item"] + SeparatorConfiguration.fieldNames)
        let indexPath = IndexPath(
          item: try Self.item(rowFields.required("item"), count: count), section: section)
        separators[indexPath] = try SeparatorConfiguration(
          rowFields, over: separators[indexPath] ?? configuration.separatorConfiguration)
      }
      for row in try fields["swipeActions"]?.array() ?? [] {
        let rowFields = try row.object(allowing: ["item", "leading", "trailing"])
        let indexPath = IndexPath(
          item: try Self.item(rowFields.required("item"), count: count), section: section)
        var sides = swipeActions[indexPath] ?? SwipeActionsBySide()
        if let node = rowFields["leading"] { sides.leading = try SwipeActionsConfiguration(node) }
        if let node = rowFields["trailing"] { sides.trailing = try SwipeActionsConfiguration(node) }
        swipeActions[indexPath] = sides
      }
    }
    return (CompositionalContent(itemCounts: counts), separators, swipeActions)
  }

  /// Reads the index of a row of a section of `count` items.
  static func item(_ node: Node, count: Int) throws(SpecError) -> Int {
    let item = try node.count()
    guard item < count else { throw node.error(.itemIndexOutOfRange(item, itemCount: count)) }
    return item
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
