import Trellis
import TrellisSpec

/// A section of the page whose items are a tree (a spec's ``SpecOutline``): the outline
/// whose visible rows are the section's items, and the identity the page knows each of
/// its items by, shown or not.
///
/// The page numbers a spec's items section by section, in order: an outline's items in
/// the order the spec writes them (a parent before its children), hidden ones too; the
/// items of other sections as they come. An item keeps its identity while it is hidden,
/// so that it shows the same words when it shows again.
struct PageOutline {
  /// The outline, by the items' identifiers in the spec.
  var snapshot: OutlineSnapshot<String>
  /// The identity of each item of the tree.
  let identities: [String: Int]

  /// The outline of `spec`, whose items take the identities from `first` on.
  init(_ spec: SpecOutline, numberedFrom first: Int) {
    snapshot = spec.snapshot
    var identities: [String: Int] = [:]
    var pending = Array(spec.items.reversed())
    while let item = pending.popLast() {
      identities[item.id] = first + identities.count
      pending.append(contentsOf: item.children.reversed())
    }
    self.identities = identities
  }

  /// The number of items of the tree, shown or not.
  var count: Int { identities.count }

  /// The identities of the visible rows, in order.
  var visibleIdentities: [Int] {
    snapshot.visibleItems.map { identities[$0] ?? -1 }
  }
}
