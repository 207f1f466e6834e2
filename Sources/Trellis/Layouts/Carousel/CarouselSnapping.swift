/// Where a ``CarouselLayout`` lets scrolling come to rest.
public enum CarouselSnapping: Hashable, Sendable {
  /// Scrolling stops wherever it would on its own.
  case none
  /// Scrolling rests with an item's center at the viewport's center: the nearest one
  /// after a slow release, and after a flick the next item in the flick's direction, or
  /// as many more as the momentum carries, up to `maximumPerFlick` items.
  case items(maximumPerFlick: Int)
  /// Scrolling rests on a multiple of the viewport's length (or at the end of the
  /// content): the nearest after a slow release, the next after a flick.
  case pages
}
