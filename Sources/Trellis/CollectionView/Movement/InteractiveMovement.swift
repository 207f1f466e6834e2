/// An item being dragged: where it comes from, where it would go and where the finger is.
///
/// A host reads it from ``CollectionView/interactiveMovement`` to draw the lifted item
/// (with a shadow, say) above the others.
public struct InteractiveMovement: Hashable, Sendable {
  /// The item's index path in the data, which does not change during the drag.
  public var item: IndexPath
  /// Where the item would go if the drag ended now, as an index path after the move.
  public var target: IndexPath
  /// The finger, in content coordinates: the lifted item's center.
  public var position: Point
  /// The look and the auto-scrolling of the drag.
  public var options: MovementOptions

  /// The order in which the layout shows the items.
  public var reordering: ItemReordering { ItemReordering(source: item, destination: target) }
}
