import Trellis

/// What a change of the collection view's bounds invalidates: the answer behind UIKit's
/// `shouldInvalidateLayout(forBoundsChange:)` and `invalidationContext(forBoundsChange:)`.
public enum BoundsChange: Hashable, Sendable {
  /// Nothing: every frame is still right, and UIKit need not ask again.
  case nothing
  /// Only some elements, those whose attributes follow the scroll position (pinned
  /// headers, a stretchy collection header, cells that turn as they
  /// move); ``LayoutDriver/forEachElementChangedByScroll(_:)`` names them. The layout
  /// is not prepared again.
  case elements
  /// Everything: the size, the insets, the scale or the direction changed and the
  /// layout is prepared again with the new viewport.
  case everything
}
