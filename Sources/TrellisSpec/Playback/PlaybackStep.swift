import Trellis

/// What one action of a spec's script did to the collection view: where every section
/// and item went, where the content offset went, what is visible afterwards and how
/// everything moved.
public struct PlaybackStep: Hashable, Sendable {
  /// The item that self-sizing corrections kept in place during a step, and its frame on
  /// screen (relative to the bounds' origin) before and after them.
  public struct Anchor: Hashable, Sendable {
    /// The anchor item.
    public var item: IndexPath
    /// Its frame on screen before the corrections.
    public var frameBefore: Rect
    /// Its frame on screen after the corrections.
    public var frame: Rect

    /// Creates an anchor from its item and frames.
    public init(item: IndexPath, frameBefore: Rect, frame: Rect) {
      self.item = item
      self.frameBefore = frameBefore
      self.frame = frame
    }
  }

  /// The action that was run.
  public var action: SpecAction
  /// For each section before the action, its index after it, or `nil` if it was
  /// deleted.
  public var sectionMap: [Int?]
  /// For each item before the action, section by section, its index path after it, or
  /// `nil` if it was deleted.
  public var itemMap: [[IndexPath?]]
  /// The content offset before the action.
  public var contentOffsetBefore: Point
  /// The content offset after the action.
  public var contentOffset: Point
  /// The size of the content before the action.
  public var contentSizeBefore: Size
  /// The size of the content after the action.
  public var contentSize: Size
  /// The elements in the collection view's visible rect after the action, in the order
  /// the layout reports them, a swiped row slid and followed by its buttons.
  public var visible: [LayoutAttributes]
  /// The start and end attributes of every element visible before or after an update
  /// or a snapshot; none for a scroll.
  public var animations: [ElementAnimation]
  /// The timing curve of the animations.
  public var curve: TimingCurve
  /// For a drag, the target after each position of its path; empty for other actions.
  public var targets: [IndexPath] = []
  /// For a drag whose items slide (``MoveAction/slide``), what each position of its
  /// path showed: every element in view, the items that make room for the dragged one
  /// from where they were to their new places, the others (the dragged item under the
  /// finger too) where they are. Empty for other actions and for drags whose items
  /// take their places at once.
  public var dragFrames: [AnimationPlan] = []
  /// The anchor of the step's self-sizing corrections, when the items size themselves
  /// and one was visible.
  public var anchor: Anchor?
  /// The level of each visible cell that is a row of an outline, after the action: 0
  /// for a root item, one more per ancestor. Empty without outlines.
  public var levels: [IndexPath: Int] = [:]
  /// The swipe action each swipe button of the step shows, in ``visible`` or in the
  /// animations, by element: its title and style. Empty when no row is swiped.
  public var swipeActions: [ElementID: SwipeAction] = [:]

  /// Creates a step from its parts.
  public init(
    action: SpecAction, sectionMap: [Int?], itemMap: [[IndexPath?]], contentOffsetBefore: Point,
    contentOffset: Point, contentSizeBefore: Size, contentSize: Size,
    visible: [LayoutAttributes], animations: [ElementAnimation], curve: TimingCurve
  ) {
    self.action = action
    self.sectionMap = sectionMap
    self.itemMap = itemMap
    self.contentOffsetBefore = contentOffsetBefore
    self.contentOffset = contentOffset
    self.contentSizeBefore = contentSizeBefore
    self.contentSize = contentSize
    self.visible = visible
    self.animations = animations
    self.curve = curve
  }

  /// The content offset at `progress` of the animation, from 0 (before the action) to 1
  /// (after it): the offsets before and after, mixed linearly.
  public func contentOffset(at progress: Double) -> Point {
    let t = min(max(progress, 0), 1)
    return Point(
      x: contentOffsetBefore.x + (contentOffset.x - contentOffsetBefore.x) * t,
      y: contentOffsetBefore.y + (contentOffset.y - contentOffsetBefore.y) * t)
  }

  /// The content size at `progress` of the animation, mixed linearly as
  /// ``contentOffset(at:)`` is.
  public func contentSize(at progress: Double) -> Size {
    let t = min(max(progress, 0), 1)
    return Size(
      width: contentSizeBefore.width + (contentSize.width - contentSizeBefore.width) * t,
      height: contentSizeBefore.height + (contentSize.height - contentSizeBefore.height) * t)
  }

  /// The attributes of every animated element at `progress`, in the order of
  /// ``animations``.
  ///
  /// - Complexity: O(*k*) for the *k* animated elements.
  public func attributes(at progress: Double) -> [LayoutAttributes] {
    animations.map { $0.attributes(at: progress, curve: curve) }
  }
}
