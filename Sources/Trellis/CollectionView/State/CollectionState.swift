/// What a collection view is in the middle of between two calls: nothing, an update's
/// animation, a layout transition or a drag, one at a time.
///
/// Each mode holds what it needs and nothing else, so that no combination of them can
/// be expressed: a transition always has its animation, and a drag never runs beside
/// an update's animation (it finishes the running one when it starts, and hands over to
/// the animation that settles the item when it ends). A drag may carry its own slide:
/// the items that make room for the dragged one moving to their new places.
///
/// ```
/// idle ── update ─────────▶ animating ───── finishAnimation ─────────────────▶ idle
/// idle ── transition(to:) ▶ transitioning ─ finishAnimation, cancelTransition ▶ idle
/// idle ── begin a drag ───▶ moving ──────── end or cancel it (settle) ────────▶ animating
///                           moving ──────── update, reload, new preparation ──▶ idle
///                           moving ──────── a new target, with a slide curve ─▶ moving (sliding)
/// ```
///
/// The state knows neither the host nor the layout's type: it holds views and layouts
/// as values, and the collection view calls the host as the state changes.
@usableFromInline
struct CollectionState<Layout, View> {
  /// One mode of a collection view and what it needs.
  @usableFromInline
  enum Mode {
    /// Nothing is running: the views show the layout as it is.
    case idle
    /// An update's animation, or the one that settles a dropped item, runs until it
    /// finishes.
    case animating(RunningAnimation<View>)
    /// A layout transition runs its animation, and keeps the old layout and views to
    /// cancel it.
    case transitioning(RunningAnimation<View>, undo: TransitionUndo<Layout, View>)
    /// An item is being dragged, and the items that make room for it slide to their new
    /// places when its options have a slide curve.
    case moving(MovementState, slide: RunningAnimation<View>?)
  }

  /// The current mode.
  @usableFromInline var mode: Mode = .idle

  /// The row slid sideways to show its swipe actions, if any: tracking a finger in the
  /// idle mode, or resting open (or slid all the way) in any mode, while its settling
  /// animation runs too. At most one row at a time.
  @usableFromInline var swipe: InteractiveSwipe?

  /// An idle state.
  @usableFromInline
  init() {}

  /// Whether an animation runs, an update's or a transition's.
  @inlinable
  var isAnimating: Bool {
    switch mode {
    case .animating, .transitioning: true
    case .idle, .moving: false
    }
  }

  /// Whether a layout transition runs.
  var isTransitioning: Bool {
    if case .transitioning = mode { true } else { false }
  }

  /// Whether an item is being dragged.
  @inlinable
  var isMoving: Bool {
    if case .moving = mode { true } else { false }
  }

  /// Whether the items that make room for a dragged one are sliding.
  @inlinable
  var isSliding: Bool {
    if case .moving(_, slide: .some) = mode { true } else { false }
  }

  /// The slide of the items that make room for a dragged one, if they are sliding.
  var slide: RunningAnimation<View>? {
    if case .moving(_, let slide) = mode { slide } else { nil }
  }

  /// The running animation, an update's or a transition's, if any.
  var animation: RunningAnimation<View>? {
    switch mode {
    case .animating(let animation), .transitioning(let animation, _): animation
    case .idle, .moving: nil
    }
  }

  /// The drag in progress, if any.
  var drag: MovementState? {
    if case .moving(let drag, _) = mode { drag } else { nil }
  }
}

extension CollectionState {
  /// Starts `animation` from the idle mode.
  mutating func startAnimation(_ animation: RunningAnimation<View>) {
    mode = .animating(animation)
  }

  /// Starts a layout transition's `animation` from the idle mode, keeping `undo` to
  /// cancel it.
  mutating func startTransition(
    _ animation: RunningAnimation<View>, undo: TransitionUndo<Layout, View>
  ) {
    mode = .transitioning(animation, undo: undo)
  }

  /// Replaces the running animation with `animation`, which ends elsewhere, in the
  /// same mode.
  mutating func replaceAnimation(with animation: RunningAnimation<View>) {
    switch mode {
    case .animating: mode = .animating(animation)
    case .transitioning(_, let undo): mode = .transitioning(animation, undo: undo)
    case .idle, .moving: break
    }
  }

  /// Ends the running animation, an update's or a transition's, and returns it.
  mutating func finishAnimation() -> RunningAnimation<View>? {
    guard let animation else { return nil }
    mode = .idle
    return animation
  }

  /// Ends the running layout transition and returns its animation and what it
  /// replaced.
  mutating func cancelTransition() -> (RunningAnimation<View>, TransitionUndo<Layout, View>)? {
    guard case .transitioning(let animation, let undo) = mode else { return nil }
    mode = .idle
    return (animation, undo)
  }

  /// Starts dragging, from the idle mode, or replaces the drag in progress.
  mutating func move(_ drag: MovementState) {
    mode = .moving(drag, slide: slide)
  }

  /// Replaces the slide of a drag in progress; nothing when no item is being dragged.
  mutating func replaceSlide(with slide: RunningAnimation<View>?) {
    guard let drag else { return }
    mode = .moving(drag, slide: slide)
  }

  /// Forgets the drag in progress; whether there was one.
  @discardableResult
  mutating func endMovement() -> Bool {
    guard isMoving else { return false }
    mode = .idle
    return true
  }
}
