/// A row slid sideways to show its swipe actions: while the finger moves it, open, or
/// slid all the way by a full swipe.
///
/// The value holds the whole life of a swipe, so that every host runs the same rules:
/// ``init(at:in:resumingFrom:)`` begins it on a row with the layout's actions,
/// ``move(to:)`` follows the finger, ``settled(velocity:)`` releases it and
/// ``cancelled()`` puts the row back where it rested. ``CollectionView`` hosts one
/// (read it from ``CollectionView/interactiveSwipe``, drive it with
/// ``CollectionView/beginSwipe(at:host:)``, ``CollectionView/updateSwipe(offset:host:)``
/// and ``CollectionView/endSwipe(velocity:curve:host:)``), and so does the UIKit
/// adapter's layout driver. At most one row is swiped at a time.
///
/// ```swift
/// var swipe = try InteractiveSwipe(at: row, in: layout, resumingFrom: nil)
/// try swipe.move(to: -120)
/// let (outcome, rest) = try swipe.settled(velocity: 0)  // open at the actions' width
/// ```
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
  public private(set) var item: IndexPath
  /// How far the row is slid along x, in points: positive to the right. Its magnitude
  /// is at most ``rowWidth``.
  public private(set) var offset: Double
  /// Where the swipe is in its life.
  public private(set) var phase: Phase
  /// The actions on the row's leading side, if it has any.
  public let leading: SwipeActionsConfiguration?
  /// The actions on the row's trailing side, if it has any.
  public let trailing: SwipeActionsConfiguration?
  /// The layout's direction, which says which side an offset reveals.
  public let direction: LayoutDirection
  /// The row's width: how far a full swipe slides it.
  public let rowWidth: Double
  /// Where the row rested when the gesture began: where a cancel returns it.
  public let restingOffset: Double
  /// How the row rested when the gesture began: ``Phase/open`` for a row in its place
  /// too.
  public let restingPhase: Phase

  /// Begins tracking a finger on the row at `item` of width `rowWidth`, whose actions
  /// are `leading` and `trailing` (a configuration without actions counts as none).
  ///
  /// `resting` is the swipe that was there before, if any: when it rests on the same row
  /// (open, or slid all the way), the new swipe goes on from its offset, and a cancel
  /// returns there; any other row starts in its place.
  ///
  /// - Throws: ``SwipeError/swipeInProgress(_:)`` when `resting` still tracks a finger,
  ///   ``SwipeError/noActions(_:)`` when neither side has actions.
  public init(
    item: IndexPath, leading: SwipeActionsConfiguration?,
    trailing: SwipeActionsConfiguration?, direction: LayoutDirection, rowWidth: Double,
    resumingFrom resting: InteractiveSwipe? = nil
  ) throws(SwipeError) {
    if let resting, resting.phase == .tracking { throw .swipeInProgress(resting.item) }
    let leading = leading.flatMap { $0.actions.isEmpty ? nil : $0 }
    let trailing = trailing.flatMap { $0.actions.isEmpty ? nil : $0 }
    guard leading != nil || trailing != nil else { throw .noActions(item) }
    let rest = resting.flatMap { $0.item == item ? ($0.offset, $0.phase) : nil } ?? (0, .open)
    self.item = item
    self.offset = rest.0
    self.phase = .tracking
    self.leading = leading
    self.trailing = trailing
    self.direction = direction
    self.rowWidth = rowWidth.isFinite ? max(rowWidth, 0) : 0
    self.restingOffset = rest.0
    self.restingPhase = rest.1
  }

  /// Begins tracking a finger on the row at `indexPath` of `layout`: its actions come
  /// from ``CollectionLayout/swipeActionsConfiguration(forItemAt:edge:)``, its width
  /// from its frame, and a row of `current` goes on from where it rests (see
  /// ``init(item:leading:trailing:direction:rowWidth:resumingFrom:)``).
  ///
  /// - Throws: ``SwipeError/swipeInProgress(_:)`` when `current` tracks a finger,
  ///   ``SwipeError/noSuchItem(_:)`` when the layout has no such row,
  ///   ``SwipeError/noActions(_:)`` when it has no actions on either side.
  /// - Complexity: the layout's attributes query and providers, O(*a*) for *a* actions.
  public init<Layout: CollectionLayout>(
    at indexPath: IndexPath, in layout: Layout, resumingFrom current: InteractiveSwipe?
  ) throws(SwipeError) {
    if let current, current.phase == .tracking { throw .swipeInProgress(current.item) }
    guard let place = layout.attributes(for: .cell(indexPath)) else {
      throw .noSuchItem(indexPath)
    }
    try self.init(
      item: indexPath,
      leading: layout.swipeActionsConfiguration(forItemAt: indexPath, edge: .leading),
      trailing: layout.swipeActionsConfiguration(forItemAt: indexPath, edge: .trailing),
      direction: layout.viewport.layoutDirection, rowWidth: place.frame.width,
      resumingFrom: current)
  }

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

// MARK: - Steps

extension InteractiveSwipe {
  /// Slides the row to `offset` points along x (positive to the right) from its place,
  /// kept within ``rowWidth`` either way: a pan's changed state.
  ///
  /// - Throws: ``SwipeError/notSwiping`` when the swipe no longer tracks a finger,
  ///   ``SwipeError/invalidOffset(_:)`` for an offset that is not finite,
  ///   ``SwipeError/noActionsOnEdge(_:_:)`` for an offset toward a side without
  ///   actions; the swipe stays as it was.
  public mutating func move(to offset: Double) throws(SwipeError) {
    guard phase == .tracking else { throw .notSwiping }
    guard offset.isFinite else { throw .invalidOffset(offset) }
    if let edge = edge(forOffset: offset), configuration(for: edge) == nil {
      throw .noActionsOnEdge(item, edge)
    }
    self.offset = min(max(offset, -rowWidth), rowWidth)
  }

  /// Releases the row at `velocity` points per second along x: a pan's ended state.
  ///
  /// - Returns: the outcome ``release(velocity:)`` gives, and the swipe at rest after
  ///   it: open to exactly its actions' width, or slid all the way with the performed
  ///   action; `nil` when the row closed, which its host then forgets.
  /// - Throws: ``SwipeError/notSwiping`` when the swipe no longer tracks a finger,
  ///   ``SwipeError/invalidVelocity(_:)`` for a velocity that is not finite.
  public func settled(velocity: Double) throws(SwipeError)
    -> (outcome: SwipeOutcome, swipe: InteractiveSwipe?)
  {
    guard phase == .tracking else { throw .notSwiping }
    guard velocity.isFinite else { throw .invalidVelocity(velocity) }
    let (outcome, offset) = release(velocity: velocity)
    var settled = self
    settled.offset = offset
    switch outcome {
    case .closed: return (outcome, nil)
    case .open: settled.phase = .open
    case .performed(_, let action): settled.phase = .performed(action: action)
    }
    return (outcome, settled)
  }

  /// The swipe back where it rested when the finger came down, open or slid all the
  /// way: a pan's cancelled state; `nil` when the row rested in its place.
  public func cancelled() -> InteractiveSwipe? {
    guard restingOffset != 0 else { return nil }
    var rested = self
    rested.offset = restingOffset
    rested.phase = restingPhase
    return rested
  }

  /// The action whose button `element` is: the action of ``revealedConfiguration`` at
  /// the index its kind names (``ElementKind/swipeActionIndex``), on this row; `nil`
  /// for any other element.
  public func action(for element: ElementID) -> SwipeAction? {
    guard case .supplementary(let kind, let indexPath) = element, indexPath == item,
      let index = kind.swipeActionIndex, let configuration = revealedConfiguration,
      configuration.actions.indices.contains(index)
    else { return nil }
    return configuration.actions[index]
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
  /// Calls `body` with the elements of `layout` in `rect` as a swipe shows them: the
  /// layout's own, with the row slid by ``offset`` and the buttons it reveals beside it
  /// (see ``forEachElement(row:_:)``).
  ///
  /// - Complexity: the layout's query, O(log *n* + *k*), plus O(*a*) for *a* buttons.
  public func forEachElement<Layout: CollectionLayout>(
    in rect: Rect, of layout: Layout, _ body: (LayoutAttributes) -> Void
  ) {
    guard let place = layout.attributes(for: .cell(item)) else {
      return layout.forEachElement(in: rect, body)
    }
    let row = ElementID.cell(item)
    layout.forEachElement(in: rect) { attributes in
      if attributes.id != row { body(attributes) }
    }
    guard place.frame.intersects(rect) else { return }
    forEachElement(row: place, body)
  }

  /// The attributes of `element` as the swipe shows it in `layout`: the row slid, or a
  /// button it reveals; `nil` for any other element, which the layout places alone.
  public func attributes<Layout: CollectionLayout>(for element: ElementID, in layout: Layout)
    -> LayoutAttributes?
  {
    guard element == .cell(item) || action(for: element) != nil,
      let place = layout.attributes(for: .cell(item))
    else { return nil }
    var found: LayoutAttributes?
    forEachElement(row: place) { attributes in
      if attributes.id == element { found = attributes }
    }
    return found
  }

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
  /// slides away from, beside `place`, the row's place in the layout: where they appear
  /// from and go back to. Empty when the row is in its place.
  public func collapsedButtons(row place: LayoutAttributes) -> [LayoutAttributes] {
    var buttons: [LayoutAttributes] = []
    guard let configuration = revealedConfiguration else { return buttons }
    forEachButton(
      of: configuration, revealing: 0, slidingLeft: offset < 0, row: place
    ) { buttons.append($0) }
    return buttons
  }
}
