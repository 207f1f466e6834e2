import Trellis
import TrellisSpec

/// The collection view the playground shows, whatever its kind of layout: what the
/// page asks of it.
///
/// ``PageSession`` is the one implementation, for each kind's data; the playground holds
/// it as this protocol so that it works on any registered kind without naming one.
public protocol PlaygroundSession: AnyObject {
  /// The size of the scrollable content.
  var contentSize: Size { get }
  /// The viewport.
  var viewport: Viewport { get }

  /// Scrolls to `offset`; throws the layout's error for an offset that is not finite.
  func scroll(to offset: Point, host: inout PageHost) throws(LayoutError)
  /// Inserts a copy of the item at `indexPath`, at `indexPath`, with an animation.
  func insert(at indexPath: IndexPath, host: inout PageHost) throws(UpdateError)
  /// Deletes the item at `indexPath`, with an animation.
  func delete(at indexPath: IndexPath, host: inout PageHost) throws(UpdateError)
  /// Shuffles the items of every section but an outline's, with an animation.
  func shuffle(using generator: inout SplitMix64, host: inout PageHost)
    throws(UpdateError)
  /// Whether the items of `section` are the rows of an outline.
  func isOutline(section: Int) -> Bool
  /// Expands or collapses the row at `indexPath` of an outline, with an animation; see
  /// ``PageSession/disclose(_:expanding:host:)``.
  func disclose(_ indexPath: IndexPath, expanding: Bool, host: inout PageHost)
    throws(UpdateError) -> Bool
  /// Starts an animated transition to the layout of `spec`.
  ///
  /// - Returns: `false` when `spec` is of another kind of layout; nothing changes then.
  /// - Throws: the layout's error for a value it refuses; nothing changes then.
  func transition(to spec: LayoutSpec, host: inout PageHost) throws(LayoutError) -> Bool
  /// Stops the running transition and shows the layout before it, as it was.
  func cancelTransition(host: inout PageHost)
  /// Lifts the item under `point` for a drag; see ``PageSession/beginDrag(at:capacity:host:)``.
  func beginDrag(at point: Point, capacity: Int?, host: inout PageHost) -> Bool
  /// Moves the lifted item to `point`; `nil` when none is lifted.
  func drag(to point: Point, host: inout PageHost) -> DragStep?
  /// Drops the lifted item at its target.
  func endDrag(host: inout PageHost)
  /// Puts the lifted item back.
  func cancelDrag(host: inout PageHost)
  /// The lifted item's target, in the data's order before the move; `nil` when none is
  /// lifted.
  var dragTarget: IndexPath? { get }
  /// The lifted item's target as the data's kind describes it (see
  /// `EditableContent.dragTargetNumbers(in:)`); empty when none is lifted.
  var dragTargetNumbers: [Double] { get }
  /// What the data adds to its item counts for an editor (see
  /// `EditableContent.editorNumbers`).
  var editorNumbers: [Double] { get }
  /// Scrolls while the lifted item rests near an edge; returns how far.
  func autoScroll(by seconds: Double, host: inout PageHost) -> Point
  /// Moves the running animation to `progress`, from 0 to 1.
  func animate(to progress: Double, host: inout PageHost)
  /// Ends the running animation, every element at its final attributes.
  func finishAnimation(host: inout PageHost)
  /// Gives every element in the visible rect a view and takes back the others.
  func updateVisibleElements(host: inout PageHost)
  /// Where scrolling released at `proposed` with `velocity` comes to rest.
  func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point
  /// The section that scrolls sideways under `point`, in content coordinates.
  func orthogonalSection(at point: Point) -> Int?
  /// How far the row of section `section` is scrolled sideways, and how far it can rest;
  /// `nil` for a section that does not scroll sideways.
  func orthogonalScrolling(ofSection section: Int) -> (offset: Double, maximum: Double)?
  /// How the row of section `section` moves under the finger and after a release; `nil`
  /// for a section that does not scroll sideways.
  func orthogonalScrollingProperties(ofSection section: Int) -> OrthogonalScrollingProperties?
  /// Where the row of section `section` released at `proposed` with `velocity` comes to
  /// rest; `nil` for a section that does not scroll sideways.
  func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?
  /// Scrolls the row of section `section` sideways to `offset`.
  func scrollSection(_ section: Int, to offset: Double, host: inout PageHost) throws(LayoutError)
  /// The row slid sideways to show its swipe actions, if any.
  var swipe: InteractiveSwipe? { get }
  /// Starts a swipe on the row at `indexPath`; see ``PageSession/beginSwipe(at:host:)``.
  func beginSwipe(at indexPath: IndexPath, host: inout PageHost) throws(SwipeError)
  /// Slides the swiped row to `offset` points along x.
  func updateSwipe(offset: Double, host: inout PageHost) throws(SwipeError)
  /// Releases the swiped row at `velocity` points per second along x, animated.
  func endSwipe(velocity: Double, host: inout PageHost) throws(SwipeError) -> SwipeOutcome
  /// Puts the row that a finger moves back where it rested, animated.
  func cancelSwipe(host: inout PageHost)
  /// Closes the swiped row, animated.
  func closeSwipe(host: inout PageHost)
  /// The swipe action whose button `element` is; `nil` for any other element.
  func swipeAction(for element: ElementID) -> SwipeAction?
  /// The actions of the row at `indexPath` on side `edge`; `nil` when it has none there.
  func swipeActions(at indexPath: IndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration?
}

extension PageSession: PlaygroundSession {
  /// The size of the scrollable content.
  public var contentSize: Size { collection.contentSize }

  /// The viewport.
  public var viewport: Viewport { collection.viewport }

  /// What the data adds to its item counts for an editor.
  public var editorNumbers: [Double] { collection.dataSource.editorNumbers }

  /// Starts an animated transition to the layout of `spec`, when it is of this data's
  /// kind.
  public func transition(to spec: LayoutSpec, host: inout PageHost) throws(LayoutError)
    -> Bool
  {
    guard let layout = spec.visit(LayoutOfType<Content.Layout>()) else { return false }
    try transition(to: layout, host: &host)
    return true
  }

  /// Stops the running transition.
  public func cancelTransition(host: inout PageHost) {
    collection.cancelTransition(host: &host)
  }

  /// Moves the running animation to `progress`.
  public func animate(to progress: Double, host: inout PageHost) {
    collection.animate(to: progress, host: &host)
  }

  /// Ends the running animation.
  public func finishAnimation(host: inout PageHost) {
    collection.finishAnimation(host: &host)
  }

  /// Gives every element in the visible rect a view and takes back the others.
  public func updateVisibleElements(host: inout PageHost) {
    collection.updateVisibleElements(host: &host)
  }

  /// The layout's snapping.
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    collection.layout.targetContentOffset(forProposed: proposed, velocity: velocity)
  }

  /// The section that scrolls sideways under `point`.
  public func orthogonalSection(at point: Point) -> Int? {
    collection.layout.orthogonalSection(at: point)
  }

  /// The row's offset and its largest resting offset.
  public func orthogonalScrolling(ofSection section: Int) -> (offset: Double, maximum: Double)? {
    guard let offset = collection.layout.orthogonalOffset(ofSection: section),
      let maximum = collection.layout.maximumOrthogonalOffset(ofSection: section)
    else { return nil }
    return (offset, maximum)
  }

  /// The row's deceleration and bouncing.
  public func orthogonalScrollingProperties(ofSection section: Int)
    -> OrthogonalScrollingProperties?
  {
    collection.layout.orthogonalScrollingProperties(ofSection: section)
  }

  /// The row's snapping.
  public func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?
  {
    collection.layout.targetOrthogonalOffset(
      ofSection: section, proposed: proposed, velocity: velocity)
  }

  /// Scrolls the row sideways, telling the host only about the row's elements.
  public func scrollSection(_ section: Int, to offset: Double, host: inout PageHost)
    throws(LayoutError)
  {
    try collection.scrollSection(section, to: offset, host: &host)
  }
}

/// The layout of a spec when it is of type `Layout`.
private struct LayoutOfType<Layout: CollectionLayout>: SpecLayoutVisitor {
  func visit<Kind: SpecLayout>(_ spec: Kind) -> Layout? {
    spec.makeLayout() as? Layout
  }
}
