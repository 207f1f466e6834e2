import Trellis

/// The host of a playback's collection view: it draws nothing and only numbers the views
/// it is asked to make.
struct PlaybackHost: CollectionViewHost {
  /// The number of views made so far.
  private(set) var madeCount = 0

  mutating func makeView(reuseIdentifier: String) -> Int {
    madeCount += 1
    return madeCount
  }

  func configure(_ view: Int, for element: ElementID) {}

  func apply(_ attributes: LayoutAttributes, to view: Int) {}

  func enqueue(_ view: Int, reuseIdentifier: String) {}
}
