import Trellis

/// The host of a playback's collection view: it draws nothing, numbers the views it is
/// asked to make, and measures the items whose sizes a `measure` action gave it.
struct PlaybackHost: CollectionViewHost {
  /// The number of views made so far.
  private(set) var madeCount = 0
  /// The sizes the host measures items at; other items it cannot measure.
  var measuredSizes: [IndexPath: Size] = [:]

  func preferredSize(for element: ElementID, fitting attributes: LayoutAttributes, in view: Int)
    -> Size?
  {
    guard case .cell(let indexPath) = element else { return nil }
    return measuredSizes[indexPath]
  }

  mutating func makeView(reuseIdentifier: String) -> Int {
    madeCount += 1
    return madeCount
  }

  func configure(_ view: Int, for element: ElementID) {}

  func apply(_ attributes: LayoutAttributes, to view: Int) {}

  func enqueue(_ view: Int, reuseIdentifier: String) {}
}
