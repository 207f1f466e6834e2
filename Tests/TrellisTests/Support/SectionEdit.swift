import Trellis

/// A random edit of a collection's sections, as a batch update makes it: sections
/// deleted, inserted, moved, replaced by others or reloaded as they are, together with
/// the ``LayoutChange`` that describes the result to a layout.
///
/// Every section that the edit leaves as it was (whether or not it moved) is marked
/// `.unchanged(from:)` with its index before the edit; new, replaced and reloaded
/// sections are `.laidOutAnew`.
struct SectionEdit<Section> {
  /// The sections after the edit.
  var sections: [Section]
  /// The change from the sections before the edit to `sections`.
  var change: LayoutChange

  /// A random edit of up to `maxSteps` steps of `old`; `newSection` makes the sections
  /// that are inserted or replace others.
  init(
    of old: [Section], maxSteps: Int = 5, using random: inout SplitMix64,
    newSection: (inout SplitMix64) -> Section
  ) {
    var entries = old.enumerated().map { index, section in
      (section: section, source: LayoutChange.SectionSource.unchanged(from: index))
    }
    for _ in 0..<Int.random(in: 0...maxSteps, using: &random) {
      let step = Int.random(in: 0..<5, using: &random)
      if step == 0 || entries.isEmpty {
        let section = newSection(&random)
        entries.insert(
          (section, .laidOutAnew), at: Int.random(in: 0...entries.count, using: &random))
        continue
      }
      let index = Int.random(in: 0..<entries.count, using: &random)
      switch step {
      case 1:
        entries.remove(at: index)
      case 2:
        let moved = entries.remove(at: index)
        entries.insert(moved, at: Int.random(in: 0...entries.count, using: &random))
      case 3:
        entries[index] = (newSection(&random), .laidOutAnew)
      default:
        entries[index].source = .laidOutAnew
      }
    }
    sections = entries.map(\.section)
    change = LayoutChange(sections: entries.map(\.source))
  }
}

extension CollectionLayout {
  /// The attributes of every element by id, as ``CollectionLayout/attributes(for:)``
  /// answers for each element that ``CollectionLayout/allElements()`` lists.
  func attributesByID() -> [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    forEachElement { element in result[element.id] = attributes(for: element.id) }
    return result
  }
}
