import Testing
import Trellis
import TrellisTesting

extension CollectionView {
  /// The elements of the layout in the visible rect and their attributes, as a
  /// brute-force reference for what the host should show.
  package var expectedOnScreen: [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for attributes in layout.elements(in: visibleRect) { result[attributes.id] = attributes }
    return result
  }
}

/// Records an issue naming the elements that `host` shows differently from what
/// `collection`'s layout has in its visible rect, and one for each call the host refused.
package func expectShowsVisibleElements<D: CollectionDataSource>(
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
  #expect(host.misuses == [], sourceLocation: sourceLocation)
  #expect(host.elementsShownTwice == [], sourceLocation: sourceLocation)
}

/// Records an issue when `collection`, after its changes, differs from a fresh collection
/// view of its data on `layout` (a new layout of the same configuration) in the same
/// viewport: in any element of the layout, or in what the hosts show.
package func expectShowsFreshLayout<D: CollectionDataSource>(
  _ collection: CollectionView<D, RecordingHost>, _ host: RecordingHost, layout: D.Layout,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let fresh = try CollectionView<D, RecordingHost>(
    layout: layout, dataSource: collection.dataSource, viewport: collection.viewport)
  var freshHost = RecordingHost()
  fresh.updateVisibleElements(host: &freshHost)
  #expect(
    collection.layout.allElements() == fresh.layout.allElements(), sourceLocation: sourceLocation)
  #expect(host.onScreen == freshHost.onScreen, sourceLocation: sourceLocation)
}
