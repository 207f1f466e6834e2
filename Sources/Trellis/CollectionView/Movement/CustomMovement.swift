/// What a drag keeps, beside the item and its target, when the item moves by a layout's
/// own rule rather than by index (an event moved to another time, say).
///
/// The collection view keeps it from the start of the drag to its end without reading
/// it; the extension of ``CollectionView`` that starts such drags makes it, reads it
/// back and replaces it. It is a class so that the generic movement state can hold the
/// value of a layout it does not know, which Embedded Swift allows only for class-bound
/// protocols; it is replaced rather than changed, so that the state stays a value.
@usableFromInline
protocol CustomMovement: AnyObject {
  /// The items the layout shows otherwise than the data has them while the drag is on,
  /// in order: what a cancel reads again.
  var changedItems: [IndexPath] { get }
}
