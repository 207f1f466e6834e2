import Trellis

/// A host that remembers what each view shows, so that a target can compare what is
/// on screen with what the layout says, and a refused call can be checked to have left
/// the screen alone.
struct RecordingHost: CollectionViewHost, Equatable {
  /// What one view shows; a `nil` element while it waits for reuse.
  struct Shown: Equatable {
    var element: ElementID?
    var attributes: LayoutAttributes?
  }

  /// Every view made so far, by its number.
  var views: [Shown] = []

  mutating func makeView(reuseIdentifier: String) -> Int {
    views.append(Shown())
    return views.count - 1
  }

  mutating func configure(_ view: Int, for element: ElementID) {
    Invariants.require(views.indices.contains(view), "view \(view) was never made")
    views[view].element = element
  }

  mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    Invariants.require(
      views.indices.contains(view) && views[view].element != nil,
      "attributes applied to view \(view), which shows nothing")
    Invariants.requireFinite(attributes)
    views[view].attributes = attributes
  }

  mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    Invariants.require(
      views.indices.contains(view) && views[view].element != nil,
      "view \(view) was taken back twice")
    views[view] = Shown()
  }

  /// The elements on screen and their attributes, as the host draws them: an element
  /// is named by its attributes, since an update that moves it to another index path
  /// applies new attributes without configuring the view again, as UIKit moves a cell.
  var onScreen: [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for shown in views {
      guard shown.element != nil, let attributes = shown.attributes else { continue }
      Invariants.require(result[attributes.id] == nil, "two views show \(attributes.id)")
      result[attributes.id] = attributes
    }
    return result
  }
}

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
