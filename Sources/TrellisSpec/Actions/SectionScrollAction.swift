import Trellis

/// Scrolls one section that scrolls across the layout's scroll axis (a compositional
/// layout's orthogonal section, a shelf) to an offset, or releases it there: the
/// `scrollSection` action.
public struct SectionScrollAction: Hashable, Sendable {
  /// The section.
  public var section: Int
  /// The section's offset across the scroll axis where the finger is, or lifts.
  public var offset: Double
  /// The speed across the scroll axis, in points per second, at which the finger lifts;
  /// `nil` for a scroll that does not release, which stays at ``offset``.
  public var velocity: Double?

  /// Creates the action.
  public init(section: Int, offset: Double, velocity: Double? = nil) {
    self.section = section
    self.offset = offset
    self.velocity = velocity
  }
}
