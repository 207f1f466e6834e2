#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import UIKit

  /// One section of a ``LazyCollection`` whose items are their own identifiers.
  @available(*, deprecated, renamed: "IdentifiedSection")
  public typealias CollectionSection<Section: Hashable & Sendable, Item> = IdentifiedSection<
    Section, Item
  >

  @available(iOS 16.0, *)
  extension LazyCollection where Item: Hashable & Sendable, ItemID == Item {
    /// A collection of `sections` whose items are their own identifiers, laid out by the
    /// layout `layout` makes, each shown by the view `cell` builds.
    @available(
      *, deprecated,
      message: "identify items apart from their values: LazyCollection(sections:id:layout:cell:)"
    )
    public init(
      _ sections: [IdentifiedSection<SectionID, Item>],
      layout: @escaping @autoclosure @MainActor () -> UICollectionViewLayout,
      itemSize: ((Item) -> CGSize)? = nil,
      event: ((Item) -> CalendarEvent)? = nil,
      @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.init(sections: sections, id: \.self, layout: .custom(layout), cell: cell)
      self.itemSize = itemSize
      self.event = event
    }
  }
#endif
