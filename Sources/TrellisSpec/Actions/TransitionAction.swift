import Trellis

/// A layout transition of a spec's script: the collection view switches to another
/// layout, as a pinch would drive it to a progress, and is released there to finish the
/// transition or to cancel it.
///
/// The new layout is of the spec's type unless its `type` names another kind that has
/// transitions; it then shows the same number
/// of items in each section, each of its layout-wide size. A finished transition to another type ends
/// the script.
///
/// In JSON:
///
/// ```json
/// {"transition": {"layout": {"itemSize": [320, 50]}, "progress": 0.5, "end": "finish"}}
/// {"transition": {"layout": {"type": "flow", "itemSize": [100, 100]}}}
/// ```
public struct TransitionAction: Hashable, Sendable {
  /// The new layout: a spec of its kind, whose data is the collection view's.
  public var layout: LayoutSpec
  /// Where the transition is released, from 0 (the old layout, as an animated switch
  /// starts) to 1 (the new one).
  public var progress: Double
  /// Whether the transition is cancelled (`"end": "cancel"`) instead of finished.
  public var cancels: Bool

  /// Creates a transition to `layout`, released at `progress`.
  public init(layout: LayoutSpec, progress: Double = 0, cancels: Bool = false) {
    self.layout = layout
    self.progress = progress
    self.cancels = cancels
  }
}
