/// How a swipe ended: where the released row came to rest.
public enum SwipeOutcome: Hashable, Sendable {
  /// The row went back to its place.
  case closed
  /// The row rests open, its actions on `edge` revealed.
  case open(SwipeEdge)
  /// A full swipe performed the action at index `action` of the configuration on
  /// `edge` (the first); the row rests slid all the way until the app removes or closes
  /// it.
  case performed(SwipeEdge, action: Int)
}
