/// The animation of an update, a layout transition or the items that make room for a
/// dragged one, and the views it moves, until it finishes.
@usableFromInline
struct RunningAnimation<View> {
  /// The elements and where each starts and ends.
  var plan: AnimationPlan
  /// The view of each element of the plan, in the plan's order.
  var views: [View]
  /// The elements that left the screen, whose views go back to the pool when the
  /// animation finishes; they are the last elements of the plan.
  var leaving: [VisibleElement<View>]
  /// How far the host has driven it, from 0 to 1: where a slide that a new target
  /// interrupts takes each view from.
  var progress: Double = 0
}
