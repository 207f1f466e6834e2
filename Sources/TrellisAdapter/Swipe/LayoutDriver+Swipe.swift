import Trellis

// A row slid sideways to show its swipe actions, hosted as `CollectionView` hosts one:
// the same `InteractiveSwipe` value runs the rules, the driver answers UIKit's queries
// with the row slid and the buttons as decoration elements of their own, whose views
// the layout provides without the app's data source.
extension LayoutDriver {
  /// Starts a swipe on the row at `indexPath`: a horizontal pan's began state.
  ///
  /// The row's actions come from ``swipeActionsProvider`` when it is set, else from
  /// the layout (`CollectionLayout.swipeActionsConfiguration(forItemAt:edge:)`, a
  /// list's providers). A row already open goes on from where it rests; another open row
  /// closes at once. Then ``forEachElementChangedBySwipe(_:)`` names what to invalidate.
  ///
  /// - Throws: `SwipeError.swipeInProgress(_:)` while a swipe tracks a finger,
  ///   `SwipeError.busy` while an item is dragged, an update animates, or the layout
  ///   waits for its preparation or its update items, `SwipeError.noSuchItem(_:)` and
  ///   `SwipeError.noActions(_:)`; nothing changes then.
  public func beginSwipe(at indexPath: IndexPath) throws(SwipeError) {
    if let swipe = interactiveSwipe, swipe.phase == .tracking {
      throw .swipeInProgress(swipe.item)
    }
    guard drag == nil, transaction == nil, !needsPreparation, !awaitsUpdates,
      pendingItemCounts == nil
    else { throw .busy }
    guard itemCounts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < itemCounts[indexPath.section]
    else { throw .noSuchItem(indexPath) }
    guard let provider = swipeActionsProvider else {
      return show(try InteractiveSwipe(at: indexPath, in: layout, resumingFrom: interactiveSwipe))
    }
    guard let place = layout.attributes(for: .cell(indexPath)) else { throw .noSuchItem(indexPath) }
    show(
      try InteractiveSwipe(
        item: indexPath, leading: provider(indexPath, .leading),
        trailing: provider(indexPath, .trailing), direction: layout.viewport.layoutDirection,
        rowWidth: place.frame.width, resumingFrom: interactiveSwipe))
  }

  /// Slides the swiped row to `offset` points along x (positive to the right) from its
  /// place: a pan's changed state. See `InteractiveSwipe.move(to:)`.
  ///
  /// - Returns: the swipe after the step.
  /// - Throws: `SwipeError.notSwiping`, `SwipeError.invalidOffset(_:)` or
  ///   `SwipeError.noActionsOnEdge(_:_:)`; nothing changes then.
  @discardableResult
  public func moveSwipe(to offset: Double) throws(SwipeError) -> InteractiveSwipe {
    guard var swipe = interactiveSwipe else { throw .notSwiping }
    try swipe.move(to: offset)
    show(swipe)
    return swipe
  }

  /// Releases the swiped row at `velocity` points per second along x: a pan's ended
  /// state. The row settles as `InteractiveSwipe.settled(velocity:)` says, at once:
  /// the layout animates the invalidation that follows.
  ///
  /// - Returns: how the swipe ended; ``interactiveSwipe`` is the row at rest, `nil`
  ///   when it closed. On `SwipeOutcome.performed(_:action:)` the app carries out the
  ///   action, and the row rests slid all the way until it is deleted or closed.
  /// - Throws: `SwipeError.notSwiping` or `SwipeError.invalidVelocity(_:)`; nothing
  ///   changes then.
  @discardableResult
  public func endSwipe(velocity: Double) throws(SwipeError) -> SwipeOutcome {
    guard let swipe = interactiveSwipe else { throw .notSwiping }
    let (outcome, settled) = try swipe.settled(velocity: velocity)
    show(settled)
    return outcome
  }

  /// Puts the row back where it rested when the finger came down: a pan's cancelled
  /// state. Nothing happens when no swipe tracks a finger.
  public func cancelSwipe() {
    guard let swipe = interactiveSwipe, swipe.phase == .tracking else { return }
    show(swipe.cancelled())
  }

  /// Closes the swiped row, as after the app handled an action or a tap elsewhere.
  /// Nothing happens when no row is swiped.
  public func closeSwipe() {
    guard interactiveSwipe != nil else { return }
    show(nil)
  }

  /// The swipe action whose button `element` is, with its row's side, for the view that
  /// shows it: a decoration element of kind `ElementKind.swipeAction(_:)` at the swiped
  /// row, or at the row swiped before while its buttons leave; `nil` for any other
  /// element.
  public func swipeAction(for element: ElementID) -> (action: SwipeAction, edge: SwipeEdge)? {
    guard Self.isSwipeButton(element) else { return nil }
    let element = Self.coreElement(element)
    for swipe in [interactiveSwipe, previousSwipe] {
      guard let swipe, let action = swipe.action(for: element), let edge = swipe.edge else {
        continue
      }
      return (action, edge)
    }
    return nil
  }

  /// Calls `body` with the elements the last swipe step changed: the row, and the
  /// buttons shown before or after the step, for an invalidation context. A scroll, an
  /// update or a drag that closed a swipe names them too.
  public func forEachElementChangedBySwipe(_ body: (ElementID) -> Void) {
    for element in swipeChanged { body(element) }
  }

  /// The decoration element that shows the button of the action at `index` of the
  /// row at `item`: its kind is `ElementKind.swipeAction(index)`.
  public static func swipeButton(_ index: Int, of item: IndexPath) -> ElementID {
    .decoration(.swipeAction(index), item)
  }

  /// Whether `element` is the button of a swipe action.
  static func isSwipeButton(_ element: ElementID) -> Bool {
    element.category == .decoration && element.kind?.swipeActionIndex != nil
  }

  /// The element as the core names it: a button is a supplementary element there.
  static func coreElement(_ element: ElementID) -> ElementID {
    guard isSwipeButton(element), let kind = element.kind else { return element }
    return .supplementary(kind, element.indexPath)
  }

  /// The attributes as the driver hands them out: a button is a decoration element.
  static func shown(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard attributes.id.category == .supplementary, let kind = attributes.id.kind,
      kind.swipeActionIndex != nil
    else { return attributes }
    var button = attributes
    button.id = .decoration(kind, attributes.id.indexPath)
    return button
  }

  /// Makes `swipe` the shown one and records the elements the change touches.
  private func show(_ swipe: InteractiveSwipe?) {
    swipeChanged.removeAll(keepingCapacity: true)
    for shown in [interactiveSwipe, swipe] {
      guard let shown, let place = layout.attributes(for: .cell(shown.item)) else { continue }
      shown.forEachElement(row: place) { attributes in
        let element = Self.shown(attributes).id
        if !swipeChanged.contains(element) { swipeChanged.append(element) }
      }
    }
    previousSwipe = interactiveSwipe
    interactiveSwipe = swipe
  }

  /// The button `element` collapsed at the edge its row slides away from, where it
  /// appears from and goes back to: from the swipe shown or the one before it; hidden
  /// and empty at the row's right edge when neither has it; `nil` without the row.
  func collapsedButton(_ element: ElementID) -> LayoutAttributes? {
    let item = element.indexPath
    guard let place = layout.attributes(for: .cell(item)) else { return nil }
    let core = Self.coreElement(element)
    for swipe in [interactiveSwipe, previousSwipe] {
      guard let swipe, swipe.item == item,
        let button = swipe.collapsedButtons(row: place).first(where: { $0.id == core })
      else { continue }
      return Self.shown(button)
    }
    var hidden = place
    hidden.id = element
    hidden.frame = Rect(
      x: place.frame.maxX, y: place.frame.minY, width: 0, height: place.frame.height)
    hidden.isHidden = true
    hidden.alpha = 0
    return hidden
  }

  /// Forgets the swiped row, for a change after which the layout shows everything
  /// anew (a scroll, an update, a drag, a layout change), recording what it showed.
  func dropSwipe() {
    guard interactiveSwipe != nil else { return }
    show(nil)
  }
}
