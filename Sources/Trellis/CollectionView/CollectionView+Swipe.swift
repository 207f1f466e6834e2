// The whole life of a swipe: its begin on a row, each step of the finger, the release
// that settles the row open, closed or performs the full-swipe action, a cancel, and the
// close that a scroll, an update, a drag, a transition or another row's swipe causes.
extension CollectionView {
  /// The row slid sideways to show its swipe actions, if any: while a finger moves it,
  /// open, or slid all the way by a full swipe.
  public var interactiveSwipe: InteractiveSwipe? { state.swipe }

  /// The swipe action whose button `element` is, for a host that fills the button's view:
  /// the action of the open row's revealed configuration at the index its kind names
  /// (``ElementKind/swipeActionIndex``); `nil` for any other element.
  public func swipeAction(for element: ElementID) -> SwipeAction? {
    state.swipe?.action(for: element)
  }

  /// Starts a swipe on the row at `indexPath`: a pan gesture's began state.
  ///
  /// The row's actions come from the layout
  /// (``CollectionLayout/swipeActionsConfiguration(forItemAt:edge:)``, a list's
  /// providers). A row already open goes on from where it rests; another open row
  /// closes at once, so that one row at most is open. Move the row with
  /// ``updateSwipe(offset:host:)`` and release it with
  /// ``endSwipe(velocity:curve:host:)``.
  ///
  /// ```swift
  /// try collection.beginSwipe(at: message, host: &host)
  /// let start = collection.interactiveSwipe?.offset ?? 0
  /// try collection.updateSwipe(offset: start + pan.translation.x, host: &host)
  /// let outcome = try collection.endSwipe(velocity: pan.velocity.x, host: &host)
  /// ```
  ///
  /// A running animation finishes first.
  ///
  /// - Throws: ``SwipeError/swipeInProgress(_:)`` while a swipe tracks a finger,
  ///   ``SwipeError/busy`` during a drag or a transition,
  ///   ``SwipeError/noSuchItem(_:)``, ``SwipeError/noActions(_:)`` for a row without
  ///   actions on either side, ``SwipeError/itemNotVisible(_:)`` for a row without a
  ///   view; nothing changes then.
  /// - Complexity: O(*a*) for the *a* actions of the row.
  public func beginSwipe(at indexPath: IndexPath, host: inout Host) throws(SwipeError) {
    if let swipe = state.swipe, swipe.phase == .tracking { throw .swipeInProgress(swipe.item) }
    guard !state.isMoving, !state.isTransitioning else { throw .busy }
    guard itemCounts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < itemCounts[indexPath.section]
    else { throw .noSuchItem(indexPath) }
    let open = state.swipe
    let swipe = try InteractiveSwipe(at: indexPath, in: layout, resumingFrom: open)
    guard visible[.cell(indexPath)] != nil else { throw .itemNotVisible(indexPath) }
    finishAnimation(host: &host)
    state.swipe = swipe
    showSwipe(replacing: open, host: &host)
  }

  /// Slides the swiped row to `offset` points along x (positive to the right), from its
  /// place in the layout: a pan gesture's changed state.
  ///
  /// The buttons of the side the row slides away from share the revealed area in
  /// proportion to their widths; past the full-swipe threshold the first fills it
  /// (``InteractiveSwipe/isFullSwipeArmed``). The offset's magnitude is kept within the
  /// row's width.
  ///
  /// - Returns: the swipe after the step.
  /// - Throws: ``SwipeError/notSwiping`` when no swipe tracks a finger,
  ///   ``SwipeError/invalidOffset(_:)`` for an offset that is not finite,
  ///   ``SwipeError/noActionsOnEdge(_:_:)`` for an offset toward a side without actions;
  ///   nothing changes then.
  /// - Complexity: O(*a*) for the *a* actions shown.
  @discardableResult
  public func updateSwipe(offset: Double, host: inout Host) throws(SwipeError)
    -> InteractiveSwipe
  {
    guard var swipe = state.swipe else { throw .notSwiping }
    let old = swipe
    try swipe.move(to: offset)
    state.swipe = swipe
    showSwipe(replacing: old, host: &host)
    return swipe
  }

  /// Releases the swiped row at `velocity` points per second along x: a pan gesture's
  /// ended state.
  ///
  /// The row settles as ``InteractiveSwipe/release(velocity:)`` says: open to exactly its
  /// actions' width, closed, or slid all the way by a full swipe that performs the first
  /// action, which the app then carries out (removing the row closes the swipe). The
  /// row and its buttons move there along `curve`; drive the animation with
  /// ``animate(to:host:)`` and end it with ``finishAnimation(host:)``.
  ///
  /// - Returns: how the swipe ended.
  /// - Throws: ``SwipeError/notSwiping`` when no swipe tracks a finger,
  ///   ``SwipeError/invalidVelocity(_:)`` for a velocity that is not finite; nothing
  ///   changes then.
  /// - Complexity: O(*a*) for the *a* actions shown.
  @discardableResult
  public func endSwipe(velocity: Double, curve: TimingCurve = .easeOut, host: inout Host)
    throws(SwipeError) -> SwipeOutcome
  {
    guard let swipe = state.swipe else { throw .notSwiping }
    let (outcome, settled) = try swipe.settled(velocity: velocity)
    settleSwipe(swipe, to: settled, curve: curve, host: &host)
    return outcome
  }

  /// Stops the swipe that tracks a finger and returns the row to where it rested when
  /// the swipe began, open or closed, along `curve`: a pan gesture's cancelled state.
  /// Nothing happens when no swipe tracks a finger.
  public func cancelSwipe(curve: TimingCurve = .easeOut, host: inout Host) {
    guard let swipe = state.swipe, swipe.phase == .tracking else { return }
    settleSwipe(swipe, to: swipe.cancelled(), curve: curve, host: &host)
  }

  /// Closes the swiped row along `curve`, as an app does after it handles an action:
  /// the row slides back to its place and its buttons shrink into the edge they came
  /// from. Nothing happens when no row is swiped.
  public func closeSwipe(curve: TimingCurve = .easeOut, host: inout Host) {
    guard let swipe = state.swipe else { return }
    finishAnimation(host: &host)
    settleSwipe(swipe, to: nil, curve: curve, host: &host)
  }
}

// MARK: - Showing the swiped row

extension CollectionView {
  /// Calls `body` with the elements in `rect` as the views show them: the layout's,
  /// with a swiped row slid and its buttons beside it.
  @inlinable
  func forEachShownElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    if state.swipe == nil {
      layout.forEachElement(in: rect, body)
    } else {
      forEachElementSwiped(in: rect, body)
    }
  }

  /// The elements in `rect` with the swiped row slid and its buttons beside it.
  @usableFromInline
  func forEachElementSwiped(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    guard let swipe = state.swipe else { return layout.forEachElement(in: rect, body) }
    swipe.forEachElement(in: rect, of: layout, body)
  }

  /// Forgets the swiped row without an animation, for a change that shows every view
  /// anew after it (a scroll, an update, a drag, a transition): the next pass puts the
  /// row back in its place and takes the buttons' views back.
  @usableFromInline
  func dropSwipe() {
    guard state.swipe != nil else { return }
    state.swipe = nil
    shownRect = nil
  }

  /// Gives the views the attributes of the current swipe, without an animation, after
  /// `old`: the row and buttons `old` showed that the current swipe does not go back to
  /// their places or to the pool.
  func showSwipe(replacing old: InteractiveSwipe?, host: inout Host) {
    let current = state.swipe
    if let old, old.item != current?.item || old.edge != current?.edge {
      if let place = layout.attributes(for: .cell(old.item)) {
        for button in old.collapsedButtons(row: place) {
          guard let element = visible.removeValue(forKey: button.id) else { continue }
          recycle(element, host: &host)
        }
        if old.item != current?.item { show(place, host: &host) }
      }
    }
    guard let current, let place = layout.attributes(for: .cell(current.item)) else { return }
    current.forEachElement(row: place) { show($0, host: &host) }
    shownRect = nil
  }

  /// Gives `attributes` to their element's view, making one for a button that has none.
  private func show(_ attributes: LayoutAttributes, host: inout Host) {
    if let index = visible.index(forKey: attributes.id) {
      guard let view = visible.values[index].show(attributes, inPass: pass) else { return }
      host.apply(attributes, to: view)
    } else if attributes.id.category != .cell {
      visible[attributes.id] = makeView(for: attributes, host: &host)
    }
  }

  /// Animates the row of `old` and its buttons along `curve` to where `new` shows them,
  /// or back to the row's place when `new` is `nil`: buttons that appear grow from the
  /// edge the row slides away from, buttons that leave shrink into it and go back to the
  /// pool when the animation finishes.
  func settleSwipe(
    _ old: InteractiveSwipe, to new: InteractiveSwipe?, curve: TimingCurve, host: inout Host
  ) {
    state.swipe = new
    guard let place = layout.attributes(for: .cell(old.item)) else { return }
    var ends: [LayoutAttributes] = []
    if let new { new.forEachElement(row: place) { ends.append($0) } } else { ends = [place] }
    let collapsed = old.collapsedButtons(row: place) + (new?.collapsedButtons(row: place) ?? [])
    var elements: [ElementAnimation] = []
    var views: [Host.View] = []
    for end in ends {
      let start: LayoutAttributes
      if let index = visible.index(forKey: end.id) {
        start = visible.values[index].attributes
        visible.values[index].take(end)
        views.append(visible.values[index].view)
      } else if let edge = collapsed.last(where: { $0.id == end.id }) {
        start = edge
        var element = makeView(for: edge, host: &host)
        element.take(end)
        visible[end.id] = element
        views.append(element.view)
      } else {
        continue
      }
      elements.append(ElementAnimation(element: end.id, change: .none, from: start, to: end))
    }
    var leaving: [VisibleElement<Host.View>] = []
    for end in collapsed where !ends.contains(where: { $0.id == end.id }) {
      guard let element = visible.removeValue(forKey: end.id) else { continue }
      elements.append(
        ElementAnimation(element: end.id, change: .none, from: element.attributes, to: end))
      views.append(element.view)
      leaving.append(element)
    }
    shownRect = nil
    state.startAnimation(
      RunningAnimation(
        plan: AnimationPlan(elements: elements, curve: curve), views: views, leaving: leaving))
  }
}
