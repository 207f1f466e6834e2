import Trellis

/// A drag of a spec's script: an item picked up, moved along a path of finger
/// positions, and dropped or put back, with an optional limit of items per section.
///
/// In JSON:
///
/// ```json
/// {"move": {"item": [0, 1], "path": [[200, 60], [160, 300]], "end": "end",
///           "maxItemsPerSection": 4, "slide": "easeInOut"}}
/// ```
public struct MoveAction: Hashable, Sendable {
  /// The item picked up, `[section, item]`.
  public var item: IndexPath
  /// The finger's positions in content coordinates, in order; a spec's coordinates are
  /// within ``LayoutLimits/offsetRange``.
  public var path: [Point]
  /// Whether the drag is cancelled at the end (`"end": "cancel"`) instead of dropped.
  public var cancels: Bool
  /// The most items a section may hold after a move into it, or `nil` for no limit.
  public var maxItemsPerSection: Int?
  /// The curve along which the items that make room for the dragged one slide to their
  /// new places at each position of the path (``MovementOptions/slideCurve``), or `nil`
  /// (the default) for items that take their places at once.
  public var slide: TimingCurve?

  /// Creates a drag of `item` along `path`, whose items take their places at once; set
  /// ``slide`` to make them slide.
  public init(item: IndexPath, path: [Point], cancels: Bool = false, maxItemsPerSection: Int? = nil)
  {
    self.item = item
    self.path = path
    self.cancels = cancels
    self.maxItemsPerSection = maxItemsPerSection
  }
}
