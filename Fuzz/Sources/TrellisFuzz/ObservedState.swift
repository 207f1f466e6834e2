import Trellis
import TrellisTesting

/// Everything a caller can observe of a collection view and its host: a call the
/// collection view refuses must leave all of it as it was.
struct ObservedState<Source: CollectionDataSource & Equatable>: Equatable {
  var host: RecordingHost
  var elements: [LayoutAttributes]
  var viewport: Viewport
  var contentSize: Size
  var visibleRect: Rect
  var visible: [LayoutAttributes]
  /// The drag, as text: its options may hold a lift scale that is not a number, which
  /// is never equal to itself.
  var movement: String
  var data: Source
  var itemCounts: [Int]
  var isAnimating: Bool
  var isTransitioning: Bool

  init(_ collection: CollectionView<Source, RecordingHost>, _ host: RecordingHost) {
    self.host = host
    elements = collection.layout.allElements()
    viewport = collection.viewport
    contentSize = collection.contentSize
    visibleRect = collection.visibleRect
    var visible: [LayoutAttributes] = []
    collection.forEachVisibleElement { visible.append($0) }
    self.visible = visible.sorted { "\($0.id)" < "\($1.id)" }
    movement = String(describing: collection.interactiveMovement)
    data = collection.dataSource
    itemCounts = collection.itemCounts
    isAnimating = collection.isAnimating
    isTransitioning = collection.isTransitioning
  }

  /// Stops the fuzzer unless `collection` and `host` are as `self` recorded them.
  func require(
    unchangedIn collection: CollectionView<Source, RecordingHost>, _ host: RecordingHost,
    after refusal: some Error
  ) {
    let now = ObservedState(collection, host)
    guard now != self else { return }
    let differences = [
      ("the host", now.host == self.host),
      ("the layout's elements", now.elements == elements),
      ("the viewport", now.viewport == viewport),
      ("the content size", now.contentSize == contentSize),
      ("the visible elements", now.visible == visible),
      ("the drag", now.movement == movement),
      ("the data", now.data == data),
      ("the counts", now.itemCounts == itemCounts),
      ("the animation", now.isAnimating == isAnimating),
      ("the transition", now.isTransitioning == isTransitioning),
    ].filter { !$0.1 }.map(\.0)
    Invariants.require(
      false, "refused with \(refusal), yet changed \(differences.joined(separator: ", "))")
  }
}
