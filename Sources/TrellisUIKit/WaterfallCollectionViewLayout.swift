#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a ``Trellis/WaterfallLayout`` that reads the
  /// collection view's delegate as a ``TrellisAdapter/WaterfallLayoutDelegate``.
  public typealias WaterfallCollectionViewLayout = CollectionViewLayout<
    DelegatedWaterfallSource<UICollectionView>
  >

  extension CollectionViewLayout where DataSource == DelegatedWaterfallSource<UICollectionView> {
    /// A waterfall layout with `configuration`.
    public convenience init(waterfall configuration: WaterfallLayout.Configuration = .init()) {
      self.init(layout: WaterfallLayout(configuration: configuration)) { collectionView, _ in
        DelegatedWaterfallSource(
          counts: collectionView, delegate: collectionView.delegate as? WaterfallLayoutDelegate)
      }
    }
  }

  /// A self-sizing waterfall layout that reads the collection view's delegate as a
  /// ``TrellisAdapter/WaterfallLayoutDelegate``; its items measure their height.
  public typealias SelfSizingWaterfallCollectionViewLayout = SelfSizingCollectionViewLayout<
    DelegatedWaterfallSource<UICollectionView>
  >

  extension SelfSizingCollectionViewLayout
  where Base == DelegatedWaterfallSource<UICollectionView> {
    /// A waterfall layout with `configuration` whose items start at
    /// `estimatedItemSize` (or the delegate's size) and take their measured height.
    public convenience init(
      waterfall configuration: WaterfallLayout.Configuration = .init(), estimatedItemSize: Size
    ) {
      let record = SelfSizingRecord<DelegatedWaterfallSource<UICollectionView>>(
        estimatedItemSize: estimatedItemSize, scrollDirection: configuration.scrollDirection)
      self.init(layout: WaterfallLayout(configuration: configuration), record: record) {
        collectionView, _ in
        DelegatedWaterfallSource(
          counts: collectionView, delegate: collectionView.delegate as? WaterfallLayoutDelegate)
      }
    }
  }
#endif
