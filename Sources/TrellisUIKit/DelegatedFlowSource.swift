#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A flow layout's data source read from a collection view and its
  /// `UICollectionViewDelegateFlowLayout`, the delegate a flow layout app already has.
  ///
  /// Built for one preparation and dropped after it: it holds the delegate no longer.
  /// Like the collection view it reads, it is used on the main actor.
  @MainActor
  public struct DelegatedFlowSource: @MainActor FlowLayoutDataSource,
    @MainActor CollectionDataSource
  {
    /// A delegated flow source is read by a ``Trellis/FlowLayout``.
    public typealias Layout = FlowLayout

    private let collectionView: UICollectionView
    private let layout: UICollectionViewLayout
    private let delegate: UICollectionViewDelegateFlowLayout?
    /// The order in which the items show while one is dragged, or `nil` for the data's
    /// own: the delegate is asked about each item where the data keeps it.
    public private(set) var order: ItemReordering?

    /// Reads `collectionView`'s counts and its delegate's flow metrics for `layout`.
    public init(collectionView: UICollectionView, layout: UICollectionViewLayout) {
      self.collectionView = collectionView
      self.layout = layout
      delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    }

    /// The collection view's number of sections.
    public var numberOfSections: Int { collectionView.numberOfSections }

    /// The collection view's number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
      collectionView.numberOfItems(inSection: section)
    }

    /// The delegate's `collectionView(_:layout:sizeForItemAt:)`, if it has one.
    public func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
      let item = order?.sourceIndexPath(forPresented: indexPath) ?? indexPath
      return (delegate?.collectionView?(collectionView, layout: layout, sizeForItemAt: .init(item)))
        .map(Size.init)
    }

    /// The values the delegate's flow layout methods give for `section`: its
    /// `insetForSectionAt`, `minimumLineSpacingForSectionAt`,
    /// `minimumInteritemSpacingForSectionAt`, `referenceSizeForHeaderInSection` and
    /// `referenceSizeForFooterInSection`, each `nil` where the delegate lacks it.
    public func valuesForSection(at section: Int) -> FlowLayout.SectionValues {
      guard let delegate else { return .init() }
      let view = collectionView
      return FlowLayout.SectionValues(
        inset: (delegate.collectionView?(view, layout: layout, insetForSectionAt: section))
          .map(EdgeInsets.init),
        minimumLineSpacing: (delegate.collectionView?(
          view, layout: layout, minimumLineSpacingForSectionAt: section
        )).map(Double.init),
        minimumInteritemSpacing: (delegate.collectionView?(
          view, layout: layout, minimumInteritemSpacingForSectionAt: section
        )).map(Double.init),
        headerReferenceSize: (delegate.collectionView?(
          view, layout: layout, referenceSizeForHeaderInSection: section
        )).map(Size.init),
        footerReferenceSize: (delegate.collectionView?(
          view, layout: layout, referenceSizeForFooterInSection: section
        )).map(Size.init))
    }
  }

  extension DelegatedFlowSource: @MainActor MovingItemsSource {
    /// This source asking the delegate for each item's size where the data keeps the
    /// item, while the items show in `order`.
    public func showing(_ order: ItemReordering) -> Self {
      var shown = self
      shown.order = order
      return shown
    }
  }

  // MARK: - Former names

  /// The former name of ``DelegatedFlowSource``, named now like the adapter's other
  /// sources that read a delegate (`DelegatedWaterfallSource`, `DelegatedWeekCalendarSource`).
  @available(*, deprecated, renamed: "DelegatedFlowSource")
  public typealias FlowDelegateSource = DelegatedFlowSource
#endif
