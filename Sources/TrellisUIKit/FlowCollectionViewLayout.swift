#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a ``Trellis/FlowLayout`` that reads the
  /// collection view's `UICollectionViewDelegateFlowLayout`.
  public typealias FlowCollectionViewLayout = CollectionViewLayout<DelegatedFlowSource>

  extension CollectionViewLayout where DataSource == DelegatedFlowSource {
    /// A flow layout with `configuration`, the drop-in replacement for
    /// `UICollectionViewFlowLayout`.
    public convenience init(flow configuration: FlowLayout.Configuration = .init()) {
      self.init(layout: FlowLayout(configuration: configuration)) {
        DelegatedFlowSource(collectionView: $0, layout: $1)
      }
    }
  }
#endif
