import Trellis

/// One animated update between UIKit's `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()`: where every element went, and the attributes of
/// the elements that were in the bounds before it.
///
/// It names each element on the other side of the update, or says that it appears or
/// disappears, so a layout gives initial and final attributes to inserted and deleted
/// elements only; the others travel between their attributes before and after.
///
/// A class, so that each of UIKit's calls for an element reads it through one reference
/// instead of copying the mapping's arrays.
final class UpdateTransaction {
  /// Where every section and item went.
  let mapping: UpdateMapping
  /// The attributes of the elements in the bounds before the update, by element.
  let attributesBefore: [ElementID: LayoutAttributes]

  init(mapping: UpdateMapping, attributesBefore: [ElementID: LayoutAttributes]) {
    self.mapping = mapping
    self.attributesBefore = attributesBefore
  }

  /// `element`, named as after the update, as it was named before it: the same item
  /// moved or shifted, or the same kind of element in the section it came from; `nil`
  /// for a new element: an inserted or reloaded item, or an element of an inserted or
  /// reloaded section.
  func elementBefore(_ element: ElementID) -> ElementID? {
    switch element {
    case .cell(let indexPath):
      switch mapping.change(ofNewItem: indexPath) {
      case .inserted, .reloaded: nil
      case .moved(let old), .kept(let old): .cell(old)
      }
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      mapping.oldSection(forNew: indexPath.section).flatMap { old in
        mapping.isReloaded(sectionBefore: old) ? nil : Self.element(element, inSection: old)
      }
    }
  }

  /// `element`, named as before the update, as it is named after it; `nil` for an
  /// element that goes away: a deleted or reloaded item, or an element of a deleted or
  /// reloaded section.
  func elementAfter(_ element: ElementID) -> ElementID? {
    switch element {
    case .cell(let indexPath):
      mapping.isReloaded(itemBefore: indexPath)
        ? nil : mapping.newIndexPath(forOld: indexPath).map { .cell($0) }
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      mapping.isReloaded(sectionBefore: indexPath.section)
        ? nil
        : mapping.newSection(forOld: indexPath.section).map {
          Self.element(element, inSection: $0)
        }
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
