extension CollectionView {
  /// Whether an animation is waiting to be finished: an update's, a transition's, or
  /// the slide of the items that make room for a dragged one
  /// (``MovementOptions/slideCurve``).
  public var isAnimating: Bool { state.isAnimating || state.isSliding }

  /// The slide in flight during a drag with a ``MovementOptions/slideCurve``: each item
  /// that makes room for the dragged one (or event that changes columns), from where it
  /// was on screen when the step that moved it came to its new place, along the slide
  /// curve; `nil` when nothing slides.
  ///
  /// A host that draws its own frames reads it after each step of the drag, for
  /// instance to record what the step showed; ``animate(to:host:)`` drives the views.
  ///
  /// ```swift
  /// collection.updateInteractiveMovementTargetPosition(finger, host: &host)
  /// for element in collection.movementSlide?.elements ?? [] {
  ///   print(element.element, element.from.frame, "->", element.to.frame)
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  public var movementSlide: AnimationPlan? { state.slide?.plan }

  /// The plan of the running animation: an update's, a transition's, or the one that
  /// settles a dropped item or a released swipe; `nil` when none runs.
  ///
  /// - Complexity: O(1).
  public var runningAnimation: AnimationPlan? { state.animation?.plan }

  /// Gives every view of the running animation its attributes at `progress` (from 0,
  /// the start, to 1, the end) along its timing curve: an update's or a transition's,
  /// or during a drag the slide of the items that make room for the dragged one.
  ///
  /// - Complexity: O(*k*) for the *k* elements of the animation.
  public func animate(to progress: Double, host: inout Host) {
    if let animation = state.animation {
      apply(animation, at: progress, host: &host)
    } else if var slide = state.slide {
      apply(slide, at: progress, host: &host)
      // What a progress that is not a number shows is the start (see ElementAnimation).
      slide.progress = progress.isNaN ? 0 : progress
      state.replaceSlide(with: slide)
    }
  }

  /// Gives every view of `animation` its attributes at `progress`.
  private func apply(
    _ animation: RunningAnimation<Host.View>, at progress: Double, host: inout Host
  ) {
    // The curve is evaluated once per frame, not once per element.
    let eased = animation.plan.curve.value(at: progress)
    for index in animation.plan.elements.indices {
      let element = animation.plan.elements[index]
      host.apply(element.attributes(at: progress, easedValue: eased), to: animation.views[index])
    }
  }

  /// Ends the running animation: every view takes its final attributes, and the views
  /// of elements that left the screen go back to the reuse pool. During a drag, the
  /// items that make room for the dragged one take their new places; the drag goes on.
  @inlinable
  public func finishAnimation(host: inout Host) {
    guard state.isAnimating || state.isSliding else { return }
    finishRunningAnimation(host: &host)
  }

  @usableFromInline
  func finishRunningAnimation(host: inout Host) {
    guard let animation = state.finishAnimation() else { return finishSlide(host: &host) }
    for index in animation.plan.elements.indices.dropLast(animation.leaving.count) {
      host.apply(animation.plan.elements[index].to, to: animation.views[index])
    }
    for element in animation.leaving { recycle(element, host: &host) }
  }

  /// Matches the views of the elements visible before an update with the elements
  /// visible after it, and records where each starts and ends.
  ///
  /// Elements visible after the update start from where they were (the layout's state
  /// before the update, when it was off screen), inserted ones from the layout's
  /// appearing attributes. Elements that leave the screen end where the layout now puts
  /// them, deleted ones at the layout's disappearing attributes, or under
  /// `disclosingItem` when there is one (see ``UpdateOptions/disclosingItem``).
  /// `shownBefore` is the order a drag showed the items in before the update, if one did.
  func planAnimation(
    _ mapping: UpdateMapping, curve: TimingCurve, disclosingItem: IndexPath? = nil,
    shownBefore: ItemReordering? = nil, host: inout Host
  ) -> AnimationPlan {
    let discloser = disclosingItem.flatMap { layout.attributes(for: .cell($0)) }
    var old = visible
    visible = [:]
    visible.reserveCapacity(old.count)
    var elements: [ElementAnimation] = []
    var views: [Host.View] = []
    layout.forEachElement(in: visibleRect) { end in
      let (oldID, change) = ElementCorrespondence.old(of: end.id, in: mapping)
      var start: LayoutAttributes
      let element: VisibleElement<Host.View>
      if let oldID, let shown = old.removeValue(forKey: oldID) {
        start = shown.attributes
        start.id = end.id
        element = VisibleElement(
          view: shown.view, attributes: end, reuseIdentifier: shown.reuseIdentifier, mark: pass)
        if change == .reload { host.configure(shown.view, for: end.id) }
      } else {
        let shownID = oldID.map { id -> ElementID in
          guard let shownBefore, case .cell(let indexPath) = id else { return id }
          return .cell(shownBefore.presentedIndexPath(forSource: indexPath))
        }
        start = Self.start(of: end, was: shownID, change: change, under: discloser, in: layout)
        element = VisibleElement(
          view: makeView(for: start, host: &host).view, attributes: end,
          reuseIdentifier: host.reuseIdentifier(for: end.id), mark: pass)
      }
      visible[end.id] = element
      elements.append(ElementAnimation(element: end.id, change: change, from: start, to: end))
      views.append(element.view)
    }
    // Sorted by their identifiers, whose type is known here, not as views of the host's.
    let leaving = old.keys.sorted(by: ElementCorrespondence.precedes).compactMap { old[$0] }
    for element in leaving {
      var start = element.attributes
      let (newID, change) = ElementCorrespondence.new(of: start.id, in: mapping)
      var end: LayoutAttributes
      if let newID, let moved = layout.attributes(for: newID) {
        end = moved
      } else if let discloser, start.category == .cell {
        // Behind the discloser for the whole way, as the z-index is the start's until
        // the end.
        end = start.hidden(under: discloser)
        start.zIndex = end.zIndex
      } else {
        end = layout.finalAttributes(forDisappearing: start) ?? Self.transparent(start)
      }
      end.id = start.id
      elements.append(
        ElementAnimation(
          element: newID ?? start.id, change: newID == nil ? .delete : change, from: start,
          to: end))
      views.append(element.view)
    }
    shownRect = visibleRect
    let plan = AnimationPlan(elements: elements, curve: curve)
    state.startAnimation(RunningAnimation(plan: plan, views: views, leaving: leaving))
    return plan
  }

  /// Where an element that had no view before the update starts.
  private static func start(
    of end: LayoutAttributes, was oldID: ElementID?, change: ElementChange,
    under discloser: LayoutAttributes?, in layout: DataSource.Layout
  ) -> LayoutAttributes {
    if change != .insert, let oldID, var before = layout.attributesBeforeUpdate(for: oldID) {
      before.id = end.id
      return before
    }
    if change == .insert, let discloser, end.category == .cell {
      return end.hidden(under: discloser)
    }
    var start = layout.initialAttributes(forAppearing: end.id) ?? transparent(end)
    start.id = end.id
    return start
  }

  /// `attributes` fully transparent.
  static func transparent(_ attributes: LayoutAttributes) -> LayoutAttributes {
    var transparent = attributes
    transparent.alpha = 0
    return transparent
  }
}
