#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import TrellisUIKit
  import UIKit

  /// One section of a ``LazyCollection``: an identifier and the identifiers of its items.
  public struct CollectionSection<Section: Hashable & Sendable, Item: Hashable & Sendable>:
    Hashable, Sendable
  {
    /// The section's identifier.
    public var id: Section
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(id: Section, items: [Item]) {
      self.id = id
      self.items = items
    }
  }

  /// A SwiftUI view that shows a huge collection with any Trellis layout, creating only
  /// the cells that are visible: a `UICollectionView` with a diffable data source, whose
  /// cells are SwiftUI views.
  ///
  /// Changing `sections` animates the difference, item by item, with the layout's
  /// appearing and disappearing attributes. With a Trellis layout the first item in
  /// view stays where it is on screen, so items inserted or removed above it do not move
  /// what the user is reading (`ContentOffsetAdjustment.anchorFirstVisibleItem`).
  ///
  /// ```swift
  /// LazyCollection(
  ///   [CollectionSection(id: 0, items: Array(0..<100_000))],
  ///   layout: FlowCollectionViewLayout(flow: configuration),
  ///   itemSize: { _ in CGSize(width: 100, height: 100) }
  /// ) { item in
  ///   Text("\(item)")
  /// }
  /// ```
  ///
  /// Sizes come from `itemSize`, which the coordinator, the delegate of the layouts that
  /// ask for sizes, hands over; without it every item has the layout's configured size.
  /// Supplementary views of every kind the layout reports (section headers and footers,
  /// and any kind of its own) are registered as they are first needed and left empty.
  @available(iOS 16.0, *)
  public struct LazyCollection<Section: Hashable & Sendable, Item: Hashable & Sendable, Cell: View>:
    UIViewRepresentable
  {
    let sections: [CollectionSection<Section, Item>]
    let makeLayout: () -> UICollectionViewLayout
    let itemSize: ((Item) -> CGSize)?
    let event: ((Item) -> CalendarEvent)?
    let cell: (Item) -> Cell

    /// A collection of `sections` laid out by the layout `layout` makes once, with the
    /// view `cell` builds for each item.
    ///
    /// `itemSize` gives each item's size to the layouts that ask for sizes (flow,
    /// waterfall); without it they use their configured size. `event` gives each item
    /// of section 0 its day and time in a `WeekCalendarCollectionViewLayout`; without it
    /// every item is an hour at midnight of day 0.
    public init(
      _ sections: [CollectionSection<Section, Item>],
      layout: @escaping @autoclosure () -> UICollectionViewLayout,
      itemSize: ((Item) -> CGSize)? = nil,
      event: ((Item) -> CalendarEvent)? = nil,
      @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.sections = sections
      self.makeLayout = layout
      self.itemSize = itemSize
      self.event = event
      self.cell = cell
    }

    /// A coordinator that will be the collection view's data source and delegate.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// A collection view with the layout, showing the sections.
    public func makeUIView(context: Context) -> UICollectionView {
      let layout = makeLayout()
      (layout as? ContentOffsetAdjusting)?.contentOffsetAdjustment = .anchorFirstVisibleItem
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      context.coordinator.attach(to: collectionView)
      context.coordinator.representable = self
      context.coordinator.apply(sections, animated: false)
      return collectionView
    }

    /// Shows the current sections, animating the difference inside an animated
    /// transaction, and shows the cells in view again with the current `cell`: a body
    /// that changed without changing the items costs what is visible, not a diff.
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
      context.coordinator.representable = self
      context.coordinator.apply(
        sections, animated: context.transaction.animation != nil,
        reconfiguringVisibleItemsOf: collectionView)
      // `itemSize` may give new sizes: the layout reads those of the items in view again
      // (a Trellis layout places again only what they move); items out of view take
      // theirs at the next preparation from scratch.
      let visible = collectionView.indexPathsForVisibleItems
      if itemSize != nil, !visible.isEmpty {
        let invalidation = UICollectionViewLayoutInvalidationContext()
        invalidation.invalidateItems(at: visible)
        collectionView.collectionViewLayout.invalidateLayout(with: invalidation)
      }
    }

    /// The collection view's data source and delegate.
    public final class Coordinator: NSObject, UICollectionViewDelegateFlowLayout {
      var representable: LazyCollection? {
        didSet { hasItemSize = representable?.itemSize != nil }
      }
      /// Whether the representable has an `itemSize`, for `responds(to:)`, which UIKit
      /// asks on the main thread but which is not isolated to the main actor.
      private nonisolated(unsafe) var hasItemSize = false
      private var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
      private static var cellIdentifier: String { "cell" }
      /// The supplementary kinds registered so far: each kind the layout asks for (a
      /// layout's own kinds, such as day and hour headers, as well as section headers and
      /// footers) is registered the first time it is dequeued, so no layout's kind crashes
      /// UIKit.
      private var registrations = SupplementaryRegistrations()

      func attach(to collectionView: UICollectionView) {
        collectionView.delegate = self
        collectionView.register(
          UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
          collectionView: collectionView
        ) { [weak self] collectionView, indexPath, item in
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: Self.cellIdentifier, for: indexPath)
          if let content = self?.representable?.cell {
            cell.contentConfiguration = UIHostingConfiguration { content(item) }.margins(.all, 0)
          }
          return cell
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
          self?.registrations.registerIfNeeded(kind) {
            collectionView.register(
              UICollectionReusableView.self, forSupplementaryViewOfKind: $0,
              withReuseIdentifier: $0)
          }
          return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }
        self.dataSource = dataSource
      }

      /// The sections of the last snapshot applied.
      private var appliedSections: [CollectionSection<Section, Item>]?

      /// Applies `sections` as a snapshot when they differ from the last ones (the same
      /// sections cost one comparison, not a diff), and with a `collectionView` builds its
      /// cells in view again with the current cell content, in place, as UIKit's
      /// `reconfigureItems` does, in the same snapshot.
      func apply(
        _ sections: [CollectionSection<Section, Item>], animated: Bool,
        reconfiguringVisibleItemsOf collectionView: UICollectionView? = nil
      ) {
        guard let dataSource else { return }
        let visible =
          collectionView?.indexPathsForVisibleItems.compactMap {
            dataSource.itemIdentifier(for: $0)
          } ?? []
        var snapshot: NSDiffableDataSourceSnapshot<Section, Item>
        if sections != appliedSections {
          appliedSections = sections
          snapshot = NSDiffableDataSourceSnapshot()
          snapshot.appendSections(sections.map(\.id))
          for section in sections { snapshot.appendItems(section.items, toSection: section.id) }
        } else if !visible.isEmpty {
          snapshot = dataSource.snapshot()
        } else {
          return
        }
        let kept = visible.filter { snapshot.indexOfItem($0) != nil }
        if !kept.isEmpty { snapshot.reconfigureItems(kept) }
        dataSource.apply(snapshot, animatingDifferences: animated)
      }

      /// The item at `indexPath`, if the data has one there.
      func item(at indexPath: Foundation.IndexPath) -> Item? {
        dataSource?.itemIdentifier(for: indexPath)
      }

      /// The coordinator answers `sizeForItemAt` only with an `itemSize`: without one, a
      /// flow layout of any kind (self-sizing too) uses its configured size, as it does
      /// for a delegate without the method.
      public override func responds(to selector: Selector!) -> Bool {
        if selector == #selector(
          UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
        {
          return hasItemSize
        }
        return super.responds(to: selector)
      }

      /// The item's size from `itemSize`; asked only when there is one.
      public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout,
        sizeForItemAt indexPath: Foundation.IndexPath
      ) -> CGSize {
        guard let itemSize = representable?.itemSize, let item = item(at: indexPath) else {
          return .zero
        }
        return itemSize(item)
      }

    }
  }
#endif
