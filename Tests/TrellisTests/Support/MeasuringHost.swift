import Testing
import Trellis

/// A recording host that measures self-sizing elements with a function of the element
/// and the attributes it is measured in, and remembers what it was asked.
struct MeasuringHost: CollectionViewHost {
  var recording = RecordingHost()
  var measure: (ElementID, LayoutAttributes) -> Size?
  /// Every element the host was asked to measure, in order.
  var asked: [ElementID] = []

  init(measure: @escaping (ElementID, LayoutAttributes) -> Size?) {
    self.measure = measure
  }

  mutating func makeView(reuseIdentifier: String) -> Int {
    recording.makeView(reuseIdentifier: reuseIdentifier)
  }

  mutating func configure(_ view: Int, for element: ElementID) {
    recording.configure(view, for: element)
  }

  mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    recording.apply(attributes, to: view)
  }

  mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    recording.enqueue(view, reuseIdentifier: reuseIdentifier)
  }

  mutating func preferredSize(
    for element: ElementID, fitting attributes: LayoutAttributes, in view: Int
  ) -> Size? {
    asked.append(element)
    return measure(element, attributes)
  }
}

/// Records an issue naming the elements that `host` shows differently from what
/// `collection`'s layout has in its visible rect.
func expectShowsVisibleElements<D: CollectionDataSource>(
  _ collection: CollectionView<D, MeasuringHost>, _ host: MeasuringHost,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let shown = host.recording.onScreen
  let expected = collection.expectedOnScreen
  let wrong = Set(shown.keys).union(expected.keys).filter { shown[$0] != expected[$0] }
  #expect(
    wrong.isEmpty,
    "\(wrong.count) elements differ, such as \(wrong.first.map { "\($0)" } ?? "")",
    sourceLocation: sourceLocation)
}
