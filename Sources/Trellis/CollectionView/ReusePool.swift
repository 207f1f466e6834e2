/// The views that left the screen, by reuse identifier, waiting to show another element.
///
/// A view is made only when its pool is empty, so the views a host ever holds are at
/// most as many as were on screen at once.
struct ReusePool<View> {
  private var views: [String: [View]] = [:]

  /// The number of views waiting, over every identifier.
  private(set) var count = 0

  /// A waiting view of `reuseIdentifier`, removed from the pool, or `nil` if none is.
  mutating func dequeue(_ reuseIdentifier: String) -> View? {
    guard let view = views[reuseIdentifier]?.popLast() else { return nil }
    count -= 1
    return view
  }

  /// Keeps `view` for the next element of `reuseIdentifier`.
  mutating func enqueue(_ view: View, _ reuseIdentifier: String) {
    views[reuseIdentifier, default: []].append(view)
    count += 1
  }
}
