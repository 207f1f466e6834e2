import Trellis

/// A section's items given as a tree: the outline a spec's `"items"` array describes,
/// whose visible rows are the section's items.
///
/// In JSON, a section's `"items"` is a count or an array of items, each an identifier
/// (a leaf) or an object with an `"id"`, its `"children"` and whether it is
/// `"expanded"` (false by default):
///
/// ```json
/// {"items": [
///   {"id": "Documents", "expanded": true, "children": ["Taxes", "Letters"]},
///   "Music"
/// ]}
/// ```
///
/// The section then has one item per visible row, four here; the `expand` and
/// `collapse` actions show and hide children by identifier.
public struct SpecOutline: Hashable, Sendable {
  /// One item of the tree.
  public struct Item: Hashable, Sendable {
    /// The item's identifier, unique in its section.
    public var id: String
    /// Whether its children show when it does.
    public var isExpanded: Bool
    /// Its children, in order.
    public var children: [Item]

    /// Creates an item with its children; a leaf by default.
    public init(id: String, isExpanded: Bool = false, children: [Item] = []) {
      self.id = id
      self.isExpanded = isExpanded
      self.children = children
    }
  }

  /// The deepest an item may sit: 64 levels of children below a root item.
  public static let maximumDepth = 64

  /// The section whose items the outline gives.
  public var section: Int
  /// The root items, in order.
  public var items: [Item]

  /// Creates the outline of `section` from its root items.
  public init(section: Int, items: [Item]) {
    self.section = section
    self.items = items
  }

  /// The outline as a snapshot, expanded as the items say.
  ///
  /// - Complexity: O(*n* log *n*) for *n* items.
  public var snapshot: OutlineSnapshot<String> {
    var snapshot = OutlineSnapshot<String>()
    // The reader checked that the identifiers are unique.
    _ = try? snapshot.append(items.map { $0.id })
    var pending = items
    while let item = pending.popLast() {
      _ = try? snapshot.append(item.children.map { $0.id }, to: item.id)
      pending.append(contentsOf: item.children)
    }
    pending = items
    while let item = pending.popLast() {
      if item.isExpanded { _ = try? snapshot.expand(item.id) }
      pending.append(contentsOf: item.children)
    }
    return snapshot
  }

  /// The number of visible rows: the root items, and the children of expanded rows.
  public var visibleCount: Int {
    var count = 0
    var pending = items
    while let item = pending.popLast() {
      count += 1
      if item.isExpanded { pending.append(contentsOf: item.children) }
    }
    return count
  }
}

// MARK: - Reading

extension SpecOutline {
  /// The fields of an item object.
  static let itemFieldNames = ["id", "children", "expanded"]

  /// Reads the tree of `node`, a section's `"items"` array.
  ///
  /// - Throws: a ``SpecError`` at the item that is not an identifier or an item object,
  ///   at the second use of an identifier, or at an item deeper than ``maximumDepth``.
  static func items(_ node: Node) throws(SpecError) -> [Item] {
    var seen = Set<String>()
    return try items(node, depth: 0, seen: &seen)
  }

  private static func items(_ node: Node, depth: Int, seen: inout Set<String>)
    throws(SpecError) -> [Item]
  {
    var items: [Item] = []
    for element in try node.array() {
      if depth > maximumDepth { throw element.error(.outlineTooDeep(limit: maximumDepth)) }
      if case .string(let id) = element.value {
        guard seen.insert(id).inserted else { throw element.error(.duplicateOutlineItem(id)) }
        items.append(Item(id: id))
        continue
      }
      let fields = try element.object(allowing: itemFieldNames)
      let idNode = try fields.required("id")
      let id = try idNode.string()
      guard seen.insert(id).inserted else { throw idNode.error(.duplicateOutlineItem(id)) }
      let isExpanded = try fields["expanded"]?.bool() ?? false
      let children = try fields["children"].map { node throws(SpecError) in
        try Self.items(node, depth: depth + 1, seen: &seen)
      }
      items.append(Item(id: id, isExpanded: isExpanded, children: children ?? []))
    }
    return items
  }

  /// The outlines of the `sections` of a spec's data: one for each section whose
  /// `"items"` is an array.
  static func outlines(in fields: Fields) throws(SpecError) -> [SpecOutline] {
    guard let sections = fields["sections"], case .array = sections.value else { return [] }
    var outlines: [SpecOutline] = []
    for (index, section) in try sections.array().enumerated() {
      guard case .object = section.value, let items = try section.object()["items"],
        case .array = items.value
      else { continue }
      outlines.append(SpecOutline(section: index, items: try Self.items(items)))
    }
    return outlines
  }
}

extension Node {
  /// The number of items a section's `"items"` gives: a count, or the visible rows of
  /// a tree of items (``SpecOutline``).
  func itemCount() throws(SpecError) -> Int {
    guard case .array = value else { return try count() }
    return SpecOutline(section: 0, items: try SpecOutline.items(self)).visibleCount
  }
}
