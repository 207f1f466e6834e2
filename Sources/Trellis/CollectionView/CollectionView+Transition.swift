extension CollectionView {
  /// Whether a layout transition is running: started and neither finished nor
  /// cancelled.
  public var isTransitioning: Bool { state.isTransitioning }

  /// Switches to `newLayout` with an animation: UIKit's
  /// `setCollectionViewLayout(_:animated:)` and `startInteractiveTransition(to:)` in one.
  ///
  /// `newLayout` is prepared with the data for the current viewport, the content offset
  /// moves so that `anchor` (by default the visible item nearest the center of the
  /// bounds) stays where it is on screen, and every view takes its attributes at the
  /// start of the transition (see ``LayoutTransition``). Drive the transition with
  /// ``animate(to:host:)``, from a clock or a pinch, and end it with
  /// ``finishAnimation(host:)`` or ``cancelTransition(host:)``.
  ///
  /// ```swift
  /// try collection.transition(to: list, host: &host)
  /// collection.animate(to: pinch.progress, host: &host)
  /// collection.finishAnimation(host: &host)  // or cancelTransition(host:)
  /// ```
  ///
  /// A drag in progress is cancelled and a running animation finished first.
  ///
  /// - Throws: the new layout's error for a value it refuses; nothing changes then.
  /// - Complexity: a preparation of the new layout, plus O(log *n* + *k*) for the *k*
  ///   elements visible in either layout.
  @discardableResult
  public func transition(
    to newLayout: DataSource.Layout, anchor: IndexPath? = nil,
    curve: TimingCurve = .easeInOut, host: inout Host
  ) throws(LayoutError) -> LayoutTransition {
    try dataSource.prepare(newLayout, for: layout.viewport)
    cancelInteractiveMovement(host: &host)
    finishAnimation(host: &host)
    dropSwipe()
    let transition = LayoutTransition(from: layout, to: newLayout, anchor: anchor, curve: curve)
    let old = visible
    var remaining = visible
    visible = [:]
    var views: [Host.View] = []
    var leaving: [VisibleElement<Host.View>] = []
    let shownCount = transition.animation.elements.count - transition.disappearingCount
    for (index, element) in transition.animation.elements.enumerated() {
      let shown: VisibleElement<Host.View>
      if let kept = remaining.removeValue(forKey: element.element) {
        shown = kept
        host.apply(element.from, to: kept.view)
      } else {
        shown = makeView(for: element.from, host: &host)
      }
      views.append(shown.view)
      if index < shownCount {
        visible[element.element] = VisibleElement(
          view: shown.view, attributes: element.to, reuseIdentifier: shown.reuseIdentifier,
          mark: pass)
      } else {
        leaving.append(shown)
      }
    }
    // Elements of the last pass that are not in the old bounds any more (the prefetch
    // margin) give their views back.
    for element in remaining.values { recycle(element, host: &host) }
    let undo = TransitionUndo(layout: layout, visible: old.filter { remaining[$0.key] == nil })
    layout = newLayout
    shownRect = nil
    state.startTransition(
      RunningAnimation(plan: transition.animation, views: views, leaving: leaving), undo: undo)
    return transition
  }

  /// Stops the running layout transition and returns exactly to the old layout: its
  /// attributes, its content offset and the views it had.
  ///
  /// - Complexity: O(*k*) for the *k* elements of the transition.
  public func cancelTransition(host: inout Host) {
    guard let (animation, undo) = state.cancelTransition() else { return }
    layout = undo.layout
    for element in visible.values where undo.visible[element.attributes.id] == nil {
      recycle(element, host: &host)
    }
    for element in animation.leaving where undo.visible[element.attributes.id] == nil {
      recycle(element, host: &host)
    }
    visible = undo.visible
    for element in visible.values { host.apply(element.attributes, to: element.view) }
    shownRect = nil
  }
}
