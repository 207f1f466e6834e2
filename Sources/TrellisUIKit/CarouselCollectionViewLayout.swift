#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a `CarouselLayout`: cards, cover flow or a
  /// deck, snapping as the configuration says.
  public typealias CarouselCollectionViewLayout = CollectionViewLayout<
    CountedCarouselSource<UICollectionView>
  >

  extension CollectionViewLayout where DataSource == CountedCarouselSource<UICollectionView> {
    /// A carousel with `configuration`.
    public convenience init(carousel configuration: CarouselLayout.Configuration = .init()) {
      self.init(layout: CarouselLayout(configuration: configuration)) { collectionView, _ in
        CountedCarouselSource(counts: collectionView)
      }
    }
  }
#endif
