/// A drag in progress and the rule that judges its targets.
@usableFromInline
struct MovementState {
  /// The dragged item, its target and the finger.
  var movement: InteractiveMovement
  /// The rule that accepts, redirects or refuses a proposed target.
  var rule: (MoveProposal) -> IndexPath?
  /// What a drag by a layout's own rule rather than by index keeps, if it is one.
  var custom: (any CustomMovement)? = nil
}
