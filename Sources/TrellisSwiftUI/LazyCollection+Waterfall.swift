#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import UIKit

  @available(iOS 16.0, *)
  extension LazyCollection.Coordinator: WaterfallLayoutDelegate {
    /// The item's size from `itemSize`, as a waterfall's natural size.
    public func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? {
      guard let itemSize = representable?.itemSize,
        let item = item(at: Foundation.IndexPath(item: indexPath.item, section: indexPath.section))
      else { return nil }
      let size = itemSize(item)
      return Size(width: Double(size.width), height: Double(size.height))
    }
  }
#endif
