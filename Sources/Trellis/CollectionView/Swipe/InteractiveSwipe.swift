/// A row slid sideways to show its swipe actions: while the finger moves it, open, or
/// slid all the way by a full swipe.
///
/// A host reads it from ``CollectionView/interactiveSwipe``; a gesture drives it with
/// ``CollectionView/beginSwipe(at:host:)``, ``CollectionView/updateSwipe(offset:host:)``
/// and ``CollectionView/endSwipe(velocity:curve:host:)``. At most one row is swiped at a
/// time.
public struct InteractiveSwipe: Hashable, Sendable {
  /// Where a swipe is in its life.
  public enum Phase: Hashable, Sendable {
    /// The finger moves the row.
    case tracking
    /// The row rests open, its actions' whole width revealed.
    case open
    /// A full swipe performed the action at this index: the row rests slid all the way
    /// until the app removes it or closes it.
    case performed(action: Int)
  }

  /// The swiped row.
  public internal(set) var item: IndexPath
  /// How far the row is slid along x, in points: positive to the right. Its magnitude
  /// is at most ``rowWidth``.
  public internal(set) var offset: Double
  /// Where the swipe is in its life.
  public internal(set) var phase: Phase
  /// The actions on the row's leading side, if it has any.
  public let leading: SwipeActionsConfiguration?
  /// The actions on the row's trailing side, if it has any.
  public let trailing: SwipeActionsConfiguration?
  /// The layout's direction, which says which side an offset reveals.
  public let direction: LayoutDirection
  /// The row's width: how far a full swipe slides it.
  public let rowWidth: Double
  /// Where the row rested when the gesture began: where a cancel returns it.
  var restingOffset: Double
  /// How the row rested when the gesture began.
  var restingPhase: Phase

  /// The side whose actions the current offset reveals, or `nil` when the row is in its
  /// place.
  public var edge: SwipeEdge? { edge(forOffset: offset) }

  /// The actions the current offset reveals, or `nil` when the row is in its place.
  public var revealedConfiguration: SwipeActionsConfiguration? {
    edge.flatMap { configuration(for: $0) }
  }

  /// The actions on side `edge`, or `nil` when it has none.
  public func configuration(for edge: SwipeEdge) -> SwipeActionsConfiguration? {
    edge == .leading ? leading : trailing
  }

  /// The side an offset of `offset` reveals: positive offsets the left side, which is
  /// the leading one left to right.
  public func edge(forOffset offset: Double) -> SwipeEdge? {
    guard offset != 0 else { return nil }
    return (offset > 0) == (direction == .leftToRight) ? .leading : .trailing
  }

  /// The sign of the offsets that reveal side `edge`: 1 or -1.
  func sign(of edge: SwipeEdge) -> Double {
    (edge == .leading) == (direction == .leftToRight) ? 1 : -1
  }

  /// Whether the row is past the full-swipe threshold of the actions it reveals, so that
  /// the first one stretches over the whole revealed area and a release here performs
  /// it.
  public var isFullSwipeArmed: Bool {
    guard let configuration = revealedConfiguration,
      configuration.performsFirstActionWithFullSwipe
    else { return false }
    return abs(offset) > fullSwipeThreshold(of: configuration)
  }

  /// How far the row must be slid for a release to perform the first action of
  /// `configuration`: ``fullSwipeFraction`` of the row's width, and never less than the
  /// actions' whole width.
  public func fullSwipeThreshold(of configuration: SwipeActionsConfiguration) -> Double {
    max(configuration.width, Self.fullSwipeFraction * rowWidth)
  }
}

// MARK: - Release

extension InteractiveSwipe {
  /// The fraction of the actions' width past which a release leaves the row open: half.
  public static let openFraction = 0.5
  /// The fraction of the row's width past which a release performs the first action:
  /// 0.6. UIKit does not document it; see the <doc:ListLayouts> article.
  public static let fullSwipeFraction = 0.6
  /// How far ahead a release velocity carries the row, in seconds: a velocity of *v*
  /// points per second counts as *v* × 0.099 points more, the distance a scroll view
  /// decelerating at `UIScrollView.DecelerationRate.fast` (0.99 per millisecond) covers.
  public static let projectionTime = 0.099

  /// Where a release at `velocity` points per second along x settles the row: the
  /// outcome and the offset it rests at.
  ///
  /// The release counts at its projected offset, the offset plus `velocity` ×
  /// ``projectionTime``, toward the side the row is slid to (the side of the projection
  /// when the row is in its place): past ``fullSwipeThreshold(of:)``, a configuration that
  /// performs its first action with a full swipe performs it and the row slides all the
  /// way; from ``openFraction`` of the actions' width, the row opens to exactly that
  /// width; otherwise it closes.
  public func release(velocity: Double) -> (outcome: SwipeOutcome, offset: Double) {
    let projected = offset + velocity * Self.projectionTime
    guard let edge = edge ?? edge(forOffset: projected),
      let configuration = configuration(for: edge), !configuration.actions.isEmpty
    else { return (.closed, 0) }
    let sign = sign(of: edge)
    let distance = projected * sign
    if configuration.performsFirstActionWithFullSwipe
      && distance > fullSwipeThreshold(of: configuration)
    {
      return (.performed(edge, action: 0), sign * rowWidth)
    }
    if distance >= Self.openFraction * configuration.width {
      return (.open(edge), sign * configuration.width)
    }
    return (.closed, 0)
  }
}

// MARK: - Elements

extension InteractiveSwipe {
  /// Calls `body` with the row's attributes slid by ``offset`` from `place`, its place
  /// in the layout, then with the buttons of the actions the offset reveals.
  ///
  /// The buttons share the revealed area in proportion to their widths, the first at
  /// the edge the row slid away from; past the full-swipe threshold the first fills the
  /// area and the others shrink to nothing at its inner edge.
  public func forEachElement(row place: LayoutAttributes, _ body: (LayoutAttributes) -> Void) {
    var row = place
    row.frame.origin.x += offset
    body(row)
    guard let configuration = revealedConfiguration else { return }
    forEachButton(
      of: configuration, revealing: abs(offset), slidingLeft: offset < 0,
      armed: isFullSwipeArmed, row: place, body)
  }

  /// The buttons of `configuration` beside `place` when the row slid `revealed` points
  /// left or right: the revealed area shared in proportion to their widths, or filled
  /// by the first when `armed`. With nothing revealed, each is an empty frame at the
  /// edge the row slides away from, where a button appears from and goes back to.
  func forEachButton(
    of configuration: SwipeActionsConfiguration, revealing revealed: Double,
    slidingLeft: Bool, armed: Bool = false, row place: LayoutAttributes,
    _ body: (LayoutAttributes) -> Void
  ) {
    let frame = place.frame
    let total = configuration.width
    // Sliding left reveals the right part of the row's place, whose outer edge is its
    // right edge; sliding right, the left part.
    let outer = slidingLeft ? frame.maxX : frame.minX
    let inward = slidingLeft ? -1.0 : 1.0
    var distance = 0.0
    for (index, action) in configuration.actions.enumerated() {
      let width: Double
      if armed {
        width = index == 0 ? revealed : 0
      } else {
        width = total > 0 ? revealed * action.resolvedWidth / total : 0
      }
      let near = outer + inward * distance
      let far = near + inward * width
      var button = place
      button.id = .supplementary(.swipeAction(index), item)
      button.frame = Rect(x: min(near, far), y: frame.minY, width: width, height: frame.height)
      button.cornerRadius = 0
      body(button)
      distance += width
    }
  }

  /// The buttons of the actions the row shows, each an empty frame at the edge the row
  /// slides away from: where they appear from and go back to.
  func collapsedButtons(row place: LayoutAttributes) -> [LayoutAttributes] {
    var buttons: [LayoutAttributes] = []
    guard let configuration = revealedConfiguration else { return buttons }
    forEachButton(
      of: configuration, revealing: 0, slidingLeft: offset < 0, row: place
    ) { buttons.append($0) }
    return buttons
  }
}
