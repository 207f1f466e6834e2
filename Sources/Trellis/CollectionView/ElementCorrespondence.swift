/// Which element before an update is which element after it.
///
/// Cells follow the update's item mapping. Supplementary and decoration elements
/// belong to their section and follow the section mapping, keeping their item index;
/// the collection header and footer belong to no section and stay themselves.
enum ElementCorrespondence {
  /// The element before the update that `element` (after it) was, if any, and how it
  /// changed.
  static func old(of element: ElementID, in mapping: UpdateMapping) -> (ElementID?, ElementChange) {
    switch element {
    case .cell(let indexPath):
      switch mapping.change(ofNewItem: indexPath) {
      case .inserted: return (nil, .insert)
      case .reloaded(let from): return (.cell(from), .reload)
      case .moved(let from): return (.cell(from), .move)
      case .kept(let from): return (.cell(from), .none)
      }
    case .supplementary(let kind, let indexPath), .decoration(let kind, let indexPath):
      if kind == .collectionHeader || kind == .collectionFooter { return (element, .none) }
      guard let section = mapping.oldSection(forNew: indexPath.section) else {
        return (nil, .insert)
      }
      let old = element.moved(to: IndexPath(item: indexPath.item, section: section))
      if mapping.isReloaded(sectionBefore: section) { return (old, .reload) }
      return (old, section == indexPath.section ? .none : .move)
    }
  }

  /// The element after the update that `element` (before it) became, if any, and how
  /// it changed.
  static func new(of element: ElementID, in mapping: UpdateMapping) -> (ElementID?, ElementChange) {
    let new: ElementID
    switch element {
    case .cell(let indexPath):
      guard let place = mapping.newIndexPath(forOld: indexPath) else { return (nil, .delete) }
      new = .cell(place)
    case .supplementary(let kind, let indexPath), .decoration(let kind, let indexPath):
      if kind == .collectionHeader || kind == .collectionFooter { return (element, .none) }
      guard let section = mapping.newSection(forOld: indexPath.section) else {
        return (nil, .delete)
      }
      new = element.moved(to: IndexPath(item: indexPath.item, section: section))
    }
    // How it changed is the same question asked from the other side.
    return (new, old(of: new, in: mapping).1)
  }

  /// A fixed order of elements for reports: by index path, then cells before
  /// supplementary elements before decorations, then by kind name.
  static func precedes(_ a: ElementID, _ b: ElementID) -> Bool {
    if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
    if a.category != b.category { return rank(a.category) < rank(b.category) }
    return (a.kind?.name ?? "") < (b.kind?.name ?? "")
  }

  private static func rank(_ category: ElementCategory) -> Int {
    switch category {
    case .cell: 0
    case .supplementary: 1
    case .decoration: 2
    }
  }
}

extension ElementID {
  /// The element of the same category and kind at `indexPath`: this element's name
  /// after an update moved what it is attached to.
  public func moved(to indexPath: IndexPath) -> ElementID {
    switch self {
    case .cell: .cell(indexPath)
    case .supplementary(let kind, _): .supplementary(kind, indexPath)
    case .decoration(let kind, _): .decoration(kind, indexPath)
    }
  }
}
