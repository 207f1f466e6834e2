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

  /// `element`, named as after the update, as it was named before it, by what it is
  /// attached to (`anchoring`): the same item moved or shifted for a cell or an item's
  /// badge; the same kind of element in the section it came from; itself for an
  /// element of the whole layout. `nil` for a new element: one of an inserted or
  /// reloaded item or section.
  func elementBefore(_ element: ElementID, anchoring: ElementAnchoring) -> ElementID? {
    let indexPath = element.indexPath
    switch anchoring {
    case .layout:
      return element
    case .item:
      switch mapping.change(ofNewItem: indexPath) {
      case .inserted, .reloaded: return nil
      case .moved(let old), .kept(let old): return element.moved(to: old)
      }
    case .section:
      return mapping.oldSection(forNew: indexPath.section).flatMap { old in
        mapping.isReloaded(sectionBefore: old)
          ? nil : element.moved(to: IndexPath(item: indexPath.item, section: old))
      }
    }
  }

  /// `element`, named as before the update, as it is named after it, by what it is
  /// attached to (`anchoring`); `nil` for an element that goes away: one of a deleted
  /// or reloaded item or section.
  func elementAfter(_ element: ElementID, anchoring: ElementAnchoring) -> ElementID? {
    let indexPath = element.indexPath
    switch anchoring {
    case .layout:
      return element
    case .item:
      return mapping.isReloaded(itemBefore: indexPath)
        ? nil : mapping.newIndexPath(forOld: indexPath).map { element.moved(to: $0) }
    case .section:
      return mapping.isReloaded(sectionBefore: indexPath.section)
        ? nil
        : mapping.newSection(forOld: indexPath.section).map {
          element.moved(to: IndexPath(item: indexPath.item, section: $0))
        }
    }
  }
}
