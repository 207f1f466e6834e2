import Trellis

extension LayoutConformance {
  /// Checks the content size, every frame, and that no id is reported twice.
  func checkElements(
    of layout: some CollectionLayout, _ snapshot: ElementSnapshot,
    into report: inout ViolationReport
  ) {
    let size = snapshot.contentSize
    if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
      report.record(.invalidContentSize(size))
    }
    var seen = Set<ElementID>()
    for attributes in snapshot.all {
      let frame = attributes.frame
      let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
      if !finite || frame.width < 0 || frame.height < 0 {
        report.record(.invalidFrame, element: attributes.id, attributes: attributes)
      }
      if !seen.insert(attributes.id).inserted {
        report.record(.duplicateElement, element: attributes.id, attributes: attributes)
      }
    }
  }

  /// Checks that ``CollectionLayout/attributes(for:)`` and
  /// ``CollectionLayout/initialAttributes(forAppearing:)`` answer for exactly the
  /// elements the layout reports, with the reported attributes.
  func checkLookups(
    of layout: some CollectionLayout, _ snapshot: ElementSnapshot,
    into report: inout ViolationReport
  ) {
    for (index, attributes) in snapshot.all.enumerated()
    where snapshot.isFirst[index] {
      let id = attributes.id
      switch layout.attributes(for: id) {
      case nil:
        report.record(.lookupMissing, element: id, attributes: attributes)
      case let found? where found != attributes:
        report.record(.lookupDiffers(found: found), element: id, attributes: attributes)
      default: break
      }
      if layout.initialAttributes(forAppearing: id) == nil {
        report.record(.initialAttributesMissing, element: id, attributes: attributes)
      }
    }
    for id in Self.absentIDs(near: snapshot) {
      if let found = layout.attributes(for: id) {
        report.record(.lookupOfMissingElement(found: found), element: id)
      }
      if let found = layout.initialAttributes(forAppearing: id) {
        report.record(.initialAttributesOfMissingElement(found: found), element: id)
      }
    }
  }

  /// Ids next to those the layout reports that it does not report: one past the last
  /// item of each section and kind, a section past the last, negative indexes, and the
  /// built-in supplementary and decoration kinds in sections that lack them.
  static func absentIDs(near snapshot: ElementSnapshot) -> [ElementID] {
    var lastItem: [Group: Int] = [:]
    var lastSection = -1
    for id in snapshot.byID.keys {
      let group = Group(id)
      lastItem[group] = max(lastItem[group] ?? -1, id.indexPath.item)
      lastSection = max(lastSection, id.indexPath.section)
    }
    var candidates: [ElementID] = [
      .cell(IndexPath(item: -1, section: 0)), .cell(IndexPath(item: 0, section: -1)),
      .cell(IndexPath(item: 0, section: lastSection + 1)),
    ]
    for (group, item) in lastItem {
      candidates.append(group.id(IndexPath(item: item + 1, section: group.section)))
      candidates.append(group.id(IndexPath(item: 0, section: lastSection + 1)))
    }
    let builtIn: [ElementID] = (0...min(lastSection + 1, 64)).flatMap { section in
      let path = IndexPath(item: 0, section: section)
      return [
        ElementID.supplementary(.sectionHeader, path), .supplementary(.sectionFooter, path),
        .supplementary(.collectionHeader, path), .supplementary(.collectionFooter, path),
        .decoration(.sectionBackground, path), .cell(path),
      ]
    }
    candidates += builtIn
    var seen = Set<ElementID>()
    return candidates.filter { snapshot.byID[$0] == nil && seen.insert($0).inserted }
  }
}

/// Elements of one category and kind in one section.
private struct Group: Hashable {
  var category: ElementCategory
  var kind: ElementKind?
  var section: Int

  init(_ id: ElementID) {
    category = id.category
    kind = id.kind
    section = id.indexPath.section
  }

  func id(_ indexPath: IndexPath) -> ElementID {
    switch (category, kind) {
    case (.supplementary, let kind?): .supplementary(kind, indexPath)
    case (.decoration, let kind?): .decoration(kind, indexPath)
    default: .cell(indexPath)
    }
  }
}
