import Testing
import Trellis

/// A host that records what a collection view tells it: which element each view
/// shows, with which attributes, and which views wait for reuse.
struct RecordingHost: CollectionViewHost, Equatable {
  /// What one view shows; `nil` element while it waits in a pool.
  struct Shown: Hashable {
    var element: ElementID?
    var attributes: LayoutAttributes?
    var reuseIdentifier: String
  }

  var views: [Int: Shown] = [:]
  var made = 0
  var configured = 0
  var applied = 0
  var enqueued = 0

  mutating func makeView(reuseIdentifier: String) -> Int {
    made += 1
    views[made] = Shown(element: nil, attributes: nil, reuseIdentifier: reuseIdentifier)
    return made
  }

  mutating func configure(_ view: Int, for element: ElementID) {
    configured += 1
    views[view]?.element = element
  }

  mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    applied += 1
    views[view]?.attributes = attributes
  }

  mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    enqueued += 1
    views[view]?.element = nil
    views[view]?.attributes = nil
  }

  /// The elements on screen and their attributes, as the host draws them.
  var onScreen: [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for shown in views.values where shown.element != nil {
      if let attributes = shown.attributes { result[attributes.id] = attributes }
    }
    return result
  }

  /// The number of views that show nothing.
  var idle: Int { views.values.count { $0.element == nil } }
}

extension CollectionView {
  /// The elements of the layout in the visible rect and their attributes, as a
  /// brute-force reference for what the host should show.
  var expectedOnScreen: [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for attributes in layout.elements(in: visibleRect) { result[attributes.id] = attributes }
    return result
  }
}

/// Records an issue naming the elements that `host` shows differently from what
/// `collection`'s layout has in its visible rect.
func expectShowsVisibleElements<D: CollectionDataSource>(
  _ collection: CollectionView<D, RecordingHost>, _ host: RecordingHost,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let shown = host.onScreen
  let expected = collection.expectedOnScreen
  let wrong = Set(shown.keys).union(expected.keys).filter { shown[$0] != expected[$0] }
  #expect(
    wrong.isEmpty,
    "\(wrong.count) elements differ, such as \(wrong.first.map { "\($0)" } ?? "")",
    sourceLocation: sourceLocation)
}
