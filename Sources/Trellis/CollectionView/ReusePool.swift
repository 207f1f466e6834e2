/// The views that left the screen, by reuse identifier, waiting to show another element.
///
/// A view is made only when its pool is empty, so the views a host ever holds are at
/// most as many as were on screen at once. A collection view has a handful of reuse
/// identifiers, so the pools are kept in a short array and found by a linear search,
/// which also keeps dequeuing and enqueuing free of allocations.
@usableFromInline
struct ReusePool<View> {
  /// The views waiting for one reuse identifier.
  @usableFromInline
  struct Shelf {
    @usableFromInline var reuseIdentifier: String
    @usableFromInline var views: [View]

    @usableFromInline
    init(reuseIdentifier: String, views: [View]) {
      self.reuseIdentifier = reuseIdentifier
      self.views = views
    }
  }

  @usableFromInline var shelves: [Shelf] = []

  /// The number of views waiting, over every identifier.
  @usableFromInline var count = 0

  @usableFromInline
  init() {}

  /// A waiting view of `reuseIdentifier`, removed from the pool, or `nil` if none is.
  @inlinable
  mutating func dequeue(_ reuseIdentifier: String) -> View? {
    guard let shelf = shelves.firstIndex(where: { $0.reuseIdentifier == reuseIdentifier }),
      let view = shelves[shelf].views.popLast()
    else { return nil }
    count -= 1
    return view
  }

  /// Keeps `view` for the next element of `reuseIdentifier`.
  @inlinable
  mutating func enqueue(_ view: View, _ reuseIdentifier: String) {
    if let shelf = shelves.firstIndex(where: { $0.reuseIdentifier == reuseIdentifier }) {
      shelves[shelf].views.append(view)
    } else {
      shelves.append(Shelf(reuseIdentifier: reuseIdentifier, views: [view]))
    }
    count += 1
  }
}
