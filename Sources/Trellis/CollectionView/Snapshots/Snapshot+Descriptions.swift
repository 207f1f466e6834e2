#if !hasFeature(Embedded)
  extension Snapshot: CustomStringConvertible {
    /// The sections with their items, such as `["a": [1, 2], "b": []]`.
    public var description: String {
      let sections = sectionIDs.indices.map { index in
        let items = self.items[start(ofSection: index)..<sectionEnds[index]]
        return "\(String(reflecting: sectionIDs[index])): "
          + "[\(items.map { String(reflecting: $0) }.joined(separator: ", "))]"
      }
      return "[\(sections.joined(separator: ", "))]"
    }
  }

  extension SnapshotError: CustomStringConvertible {
    /// A sentence naming the identifier and what is wrong with it.
    public var description: String {
      switch self {
      case .duplicateItem(let item):
        "item \(String(reflecting: item)) appears more than once in the snapshot"
      case .duplicateSection(let section):
        "section \(String(reflecting: section)) appears more than once in the snapshot"
      case .unknownItem(let item): "the snapshot has no item \(String(reflecting: item))"
      case .unknownSection(let section):
        "the snapshot has no section \(String(reflecting: section))"
      case .noSection: "items were appended to a snapshot that has no section"
      case .itemMovedRelativeToItself(let item):
        "item \(String(reflecting: item)) cannot move before or after itself"
      case .sectionMovedRelativeToItself(let section):
        "section \(String(reflecting: section)) cannot move before or after itself"
      }
    }
  }
#endif
