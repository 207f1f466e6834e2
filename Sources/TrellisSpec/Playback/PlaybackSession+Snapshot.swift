import Trellis

extension PlaybackSession {
  /// Applies the difference between the current identifiers and `snapshot`'s as a
  /// batch update.
  mutating func run(_ snapshot: SnapshotAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    let content = try self.content(snapshot.content, at: path)
    let identified = snapshot.sections.map { ($0.id, $0.items) }
    let new: Snapshot<String, String>
    do {
      new = try Snapshot<String, String>(identified)
    } catch {
      throw Self.specError(for: error, in: snapshot, at: path)
    }
    let old: Snapshot<String, String>
    if let identifiers { old = identifiers } else { old = try positionalIdentifiers(at: path) }
    let step = try apply(
      new.batchUpdate(from: old), content: content, data: snapshot.content, snapshot.options,
      action, at: path)
    identifiers = new
    return step
  }

  /// The identifiers of the data by position: sections `"0"`, `"1"`, …, items `"s.i"`.
  private func positionalIdentifiers(at path: SpecPath) throws(SpecError)
    -> Snapshot<String, String>
  {
    let sections = collection.itemCounts.enumerated().map { section, count in
      ("\(section)", (0..<count).map { "\(section).\($0)" })
    }
    do throws(SnapshotError<String, String>) {
      return try Snapshot<String, String>(sections)
    } catch {
      // Positions are unique, so this is never reached.
      throw SpecError(path: path, problem: .duplicateItemIdentifier(""))
    }
  }

  /// The spec error of a snapshot that uses an identifier twice, at its second use.
  static func specError(
    for error: SnapshotError<String, String>, in snapshot: SnapshotAction, at path: SpecPath
  ) -> SpecError {
    // Data in sections names an item by its section; other data is one list.
    let dataField = snapshot.content.fieldName
    let isSections = dataField == "sections"
    switch error {
    case .duplicateSection(let id):
      let second = snapshot.sections.indices.filter { snapshot.sections[$0].id == id }.dropFirst()
      guard let index = second.first else {
        return SpecError(path: path, problem: .duplicateSectionIdentifier(id))
      }
      return SpecError(
        path: path.appending("sections").appending(index).appending("id"),
        problem: .duplicateSectionIdentifier(id))
    case .duplicateItem(let id):
      var seen = false
      for (section, identifiers) in snapshot.sections.enumerated() {
        for (item, identifier) in identifiers.items.enumerated() where identifier == id {
          if seen {
            let place =
              isSections
              ? path.appending("sections").appending(section).appending("items").appending(item)
              : path.appending(dataField).appending(item).appending("id")
            return SpecError(path: place, problem: .duplicateItemIdentifier(id))
          }
          seen = true
        }
      }
      return SpecError(path: path, problem: .duplicateItemIdentifier(id))
    case .unknownItem, .unknownSection, .noSection, .itemMovedRelativeToItself,
      .sectionMovedRelativeToItself:
      // A snapshot made from whole sections refuses duplicates only.
      return SpecError(path: path, problem: .duplicateItemIdentifier(""))
    }
  }
}
