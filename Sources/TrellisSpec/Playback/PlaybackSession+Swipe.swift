import Trellis

extension PlaybackSession {
  /// Slides a row to the action's offset, beginning a swipe unless the finger is still on
  /// that row from the last `swipe`, and releases it when the action gives a velocity:
  /// the step shows the row and its buttons where they settle, and an animation of every
  /// visible element in which the release settles the row and its buttons and the others
  /// stay.
  ///
  /// A refused swipe names the field at fault and leaves the collection view as it was.
  mutating func run(_ swipe: RowSwipeAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    guard hasItem(swipe.item) else {
      throw SpecError(path: path.appending("item"), problem: .noSuchItem(swipe.item))
    }
    let before = self.before()
    var animations: [ElementAnimation] = []
    // The buttons under the finger at the release, which a closing animation shows too.
    var released: [ElementID: SwipeAction] = [:]
    let tracking = collection.interactiveSwipe.map { $0.phase == .tracking } ?? false
    let continues = tracking && collection.interactiveSwipe?.item == swipe.item
    do throws(SwipeError) {
      if !continues { try collection.beginSwipe(at: swipe.item, host: &host) }
      do throws(SwipeError) {
        try collection.updateSwipe(offset: swipe.offset, host: &host)
      } catch {
        if !continues {
          collection.cancelSwipe(host: &host)
          collection.finishAnimation(host: &host)
        }
        throw error
      }
      if let velocity = swipe.velocity {
        released = swipeActions(among: shownElements())
        try collection.endSwipe(velocity: velocity, host: &host)
        animations = collection.runningAnimation?.elements ?? []
        collection.finishAnimation(host: &host)
      }
    } catch {
      throw SpecError(path: path.appending(Self.field(of: error)), problem: .swipe(error))
    }
    let itemMap = before.itemCounts.enumerated().map { section, count in
      (0..<count).map { IndexPath?(IndexPath(item: $0, section: section)) }
    }
    // The elements the release does not move stay where they are, in the animation too.
    var step = step(
      action, before, sectionMap: before.itemCounts.indices.map { $0 }, itemMap: itemMap,
      animations: [], curve: .easeOut)
    let moved = Set(animations.map { $0.element })
    for attributes in step.visible where !moved.contains(attributes.id) {
      animations.append(
        ElementAnimation(element: attributes.id, change: .none, from: attributes, to: attributes))
    }
    step.animations = animations
    for (element, shown) in released where step.swipeActions[element] == nil {
      step.swipeActions[element] = shown
    }
    return step
  }

  /// The field of a `swipe` that a refusal is about.
  static func field(of error: SwipeError) -> String {
    switch error {
    case .noActionsOnEdge, .invalidOffset: "offset"
    case .invalidVelocity: "velocity"
    case .noSuchItem, .itemNotVisible, .noActions, .swipeInProgress, .busy, .notSwiping: "item"
    }
  }

  /// The elements in the visible rect as the views show them, in the order the layout
  /// reports them: a swiped row slid, followed by its buttons.
  func shownElements() -> [LayoutAttributes] {
    let elements = collection.layout.elements(in: collection.visibleRect)
    guard let swipe = collection.interactiveSwipe else { return elements }
    var shown: [LayoutAttributes] = []
    shown.reserveCapacity(elements.count + 4)
    for attributes in elements {
      if attributes.id == .cell(swipe.item) {
        swipe.forEachElement(row: attributes) { shown.append($0) }
      } else {
        shown.append(attributes)
      }
    }
    return shown
  }

  /// The actions of the swipe buttons among `elements`, by element.
  func swipeActions(among elements: [LayoutAttributes]) -> [ElementID: SwipeAction] {
    guard collection.interactiveSwipe != nil else { return [:] }
    var actions: [ElementID: SwipeAction] = [:]
    for attributes in elements {
      if let action = collection.swipeAction(for: attributes.id) { actions[attributes.id] = action }
    }
    return actions
  }
}
