extension SwipeError: CustomStringConvertible {
  /// What was refused and why.
  public var description: String {
    switch self {
    case .noSuchItem(let indexPath): "no item at \(indexPath)"
    case .itemNotVisible(let indexPath): "the item at \(indexPath) is not on screen"
    case .noActions(let indexPath): "the item at \(indexPath) has no swipe actions"
    case .noActionsOnEdge(let indexPath, let edge):
      "the item at \(indexPath) has no \(edge == .leading ? "leading" : "trailing") swipe actions"
    case .swipeInProgress(let indexPath): "the item at \(indexPath) is already being swiped"
    case .busy: "an item is being dragged or the layout is changing"
    case .notSwiping: "no swipe is in progress"
    case .invalidOffset(let offset): "the swipe offset \(offset) is not finite"
    case .invalidVelocity(let velocity): "the swipe velocity \(velocity) is not finite"
    }
  }
}
