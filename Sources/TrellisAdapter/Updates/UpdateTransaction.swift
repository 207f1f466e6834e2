import Trellis

/// One animated update between UIKit's `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()`: where every element went, and the attributes of
/// the elements that were in the bounds before it.
///
/// It answers which elements appear and disappear, so a layout gives initial and final
/// attributes to inserted and deleted elements only; the others travel from their old
/// attributes, which UIKit already has.
struct UpdateTransaction {
  /// Where every section and item went.
  let mapping: UpdateMapping
  /// The attributes of the elements in the bounds before the update, by element.
  let attributesBefore: [ElementID: LayoutAttributes]

  /// Whether `element`, named as after the update, is new: an inserted or reloaded
  /// item, or an element of an inserted or reloaded section.
  func isAppearing(_ element: ElementID) -> Bool {
    switch element {
    case .cell(let indexPath):
      switch mapping.change(ofNewItem: indexPath) {
      case .inserted, .reloaded: return true
      case .moved, .kept: return false
      }
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      guard let old = mapping.oldSection(forNew: indexPath.section) else { return true }
      return mapping.isReloaded(sectionBefore: old)
    }
  }

  /// Whether `element`, named as before the update, goes away: a deleted or reloaded
  /// item, or an element of a deleted or reloaded section.
  func isDisappearing(_ element: ElementID) -> Bool {
    switch element {
    case .cell(let indexPath):
      guard let new = mapping.newIndexPath(forOld: indexPath) else { return true }
      return mapping.change(ofNewItem: new) == .reloaded(from: indexPath)
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      guard mapping.newSection(forOld: indexPath.section) != nil else { return true }
      return mapping.isReloaded(sectionBefore: indexPath.section)
    }
  }

  /// `element`, named as after the update, as it was named before it: the same item
  /// moved or shifted, or the same kind of element in the section it came from; `nil`
  /// for a new element.
  func elementBefore(_ element: ElementID) -> ElementID? {
    switch element {
    case .cell(let indexPath):
      switch mapping.change(ofNewItem: indexPath) {
      case .inserted, .reloaded: nil
      case .moved(let old), .kept(let old): .cell(old)
      }
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      mapping.oldSection(forNew: indexPath.section).map { Self.element(element, inSection: $0) }
    }
  }

  /// `element`, named as before the update, as it is named after it; `nil` for an
  /// element that went away.
  func elementAfter(_ element: ElementID) -> ElementID? {
    switch element {
    case .cell(let indexPath):
      mapping.newIndexPath(forOld: indexPath).map { .cell($0) }
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      mapping.newSection(forOld: indexPath.section).map { Self.element(element, inSection: $0) }
    }
  }

  /// `element` with its index path's section replaced by `section`.
  private static func element(_ element: ElementID, inSection section: Int) -> ElementID {
    switch element {
    case .cell(let indexPath): .cell(IndexPath(item: indexPath.item, section: section))
    case .supplementary(let kind, let indexPath):
      .supplementary(kind, IndexPath(item: indexPath.item, section: section))
    case .decoration(let kind, let indexPath):
      .decoration(kind, IndexPath(item: indexPath.item, section: section))
    }
  }
}
