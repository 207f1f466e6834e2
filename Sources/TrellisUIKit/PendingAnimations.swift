#if canImport(UIKit)
  import Trellis
  import UIKit

  /// The UIKit attributes that an animated update in progress handed out as the start of
  /// appearing elements and the end of disappearing ones.
  ///
  /// UIKit animates from and to these very objects, and it asks for them before the
  /// update's new cells measure themselves. A cell that measures during the update
  /// changes the layout, so the objects are brought up to date in place: an inserted
  /// chat bubble then grows in at its measured height instead of its estimate.
  /// airbnb/MagazineLayout corrects its pending attributes the same way.
  @MainActor
  struct PendingAnimations {
    /// Which end of an element's animation one of UIKit's attributes is.
    enum Endpoint: Hashable {
      /// Where an element named as after the update starts.
      case appearing(ElementID)
      /// Where an element named as before the update ends.
      case disappearing(ElementID)
    }

    /// The attributes handed out in this update, by the end of the animation they are.
    private var attributes: [Endpoint: UICollectionViewLayoutAttributes] = [:]

    /// Keeps `attributes`, handed out as `endpoint`, until the update ends, and returns
    /// them.
    mutating func record(
      _ attributes: UICollectionViewLayoutAttributes?, as endpoint: Endpoint
    ) -> UICollectionViewLayoutAttributes? {
      self.attributes[endpoint] = attributes
      return attributes
    }

    /// Brings every handed-out object up to date with what `current` now says of its
    /// endpoint; one that `current` no longer knows keeps what it had.
    func refresh(with current: (Endpoint) -> LayoutAttributes?) {
      for (endpoint, handedOut) in attributes {
        if let now = current(endpoint) { handedOut.apply(now) }
      }
    }

    /// Forgets every handed-out object: the update ended.
    mutating func removeAll() {
      attributes.removeAll()
    }
  }
#endif
