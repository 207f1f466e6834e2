import Trellis

/// The sizes a host measures, for a spec's script: `{"measure": {"sizes": {"0.3": [320,
/// 88]}, "anchor": "lastVisibleItem"}}`.
///
/// From this action on, the playback's host answers these sizes when the collection
/// view asks it to measure the items, and every later step measures the items that are
/// visible or prefetched. Items the host has no size for keep their estimates.
public struct MeasureAction: Hashable, Sendable {
  /// The measured size of each item, by index path.
  public var sizes: [IndexPath: Size]
  /// The item that keeps its place on screen while corrections move the others.
  public var anchor: ScrollAnchor

  /// Creates the action from the sizes and the anchor.
  public init(sizes: [IndexPath: Size], anchor: ScrollAnchor = .firstVisibleItem) {
    self.sizes = sizes
    self.anchor = anchor
  }
}

/// A scroll that brings an item to a place in the bounds, for a spec's script:
/// `{"scrollTo": {"item": [0, 40], "position": "center"}}`.
public struct ScrollToAction: Hashable, Sendable {
  /// The item, as `[section, item]`.
  public var item: IndexPath
  /// Where the item goes in the bounds.
  public var position: ScrollPosition

  /// Creates the action from the item and its place.
  public init(item: IndexPath, position: ScrollPosition = .top) {
    self.item = item
    self.position = position
  }
}
