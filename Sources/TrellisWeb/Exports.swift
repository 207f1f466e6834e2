import Trellis

// The C functions the page calls: the module's whole interface, in numbers and
// pointers into its memory. A call that changes what is on screen leaves its
// instructions in the command buffer (`trellis_commands`, `trellis_command_count`); a
// call that fails leaves its error in the text buffer (`trellis_text`,
// `trellis_text_length`).

/// The page's playground: the module runs on one thread, the page's.
nonisolated(unsafe) var playground = Playground()
/// The memory the page writes a spec into, and its size in bytes.
nonisolated(unsafe) var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
/// The answer of the last `trellis_target_offset`.
nonisolated(unsafe) var target = Point(x: 0, y: 0)
/// The memory the text of the last answer is copied into for the page.
nonisolated(unsafe) var output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
/// The memory the numbers of the last `trellis_data` are copied into for the page.
nonisolated(unsafe) var data = UnsafeMutableBufferPointer<Double>.allocate(capacity: 0)

/// Memory for a spec of `byteCount` bytes, which the page fills before `trellis_load`.
@_cdecl("trellis_input")
public func trellisInput(_ byteCount: Int32) -> UnsafeMutablePointer<UInt8>? {
  let size = Int(max(0, byteCount))
  if input.count < size {
    input.deallocate()
    input = .allocate(capacity: size)
  }
  return input.baseAddress
}

/// Reads and shows the spec of `byteCount` bytes at `trellis_input`: 1 when it loaded,
/// 0 with the error in the text buffer.
@_cdecl("trellis_load")
public func trellisLoad(_ byteCount: Int32) -> Int32 {
  let bytes = UnsafeBufferPointer(rebasing: input[0..<min(input.count, Int(max(0, byteCount)))])
  return answer(playground.load(json: bytes))
}

/// Scrolls to (`x`, `y`): 1, or 0 for an offset that is not finite.
@_cdecl("trellis_scroll")
public func trellisScroll(_ x: Double, _ y: Double) -> Int32 {
  answer(playground.scroll(x: x, y: y))
}

/// Inserts a copy of item `item` of `section` there, animated: 1, or 0 with the refusal.
@_cdecl("trellis_insert")
public func trellisInsert(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.perform(.insert(IndexPath(item: Int(item), section: Int(section)))))
}

/// Deletes item `item` of `section`, animated: 1, or 0 with the refusal.
@_cdecl("trellis_delete")
public func trellisDelete(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.perform(.delete(IndexPath(item: Int(item), section: Int(section)))))
}

/// Shows the children of the outline's row `item` of `section`, animated: 1, or 0 with
/// the refusal.
@_cdecl("trellis_expand")
public func trellisExpand(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.perform(.expand(IndexPath(item: Int(item), section: Int(section)))))
}

/// Hides the descendants of the outline's row `item` of `section`, animated: 1, or 0
/// with the refusal.
@_cdecl("trellis_collapse")
public func trellisCollapse(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.perform(.collapse(IndexPath(item: Int(item), section: Int(section)))))
}

/// Shuffles every section but an outline's, animated; `seed` starts the generator anew when not zero.
@_cdecl("trellis_shuffle")
public func trellisShuffle(_ seed: Int32) -> Int32 {
  if seed != 0 {
    playground.generator = SplitMix64(seed: UInt64(UInt32(bitPattern: seed)))
  }
  return answer(playground.perform(.shuffle))
}

/// Starts an animated transition to the layout of the spec of `byteCount` bytes at
/// `trellis_input`, of the same type as the view's: 1, or 0 with the reason.
@_cdecl("trellis_transition")
public func trellisTransition(_ byteCount: Int32) -> Int32 {
  let bytes = UnsafeBufferPointer(rebasing: input[0..<min(input.count, Int(max(0, byteCount)))])
  return answer(playground.transition(json: bytes))
}

/// Puts the traits of the loaded spec's kind in the text buffer, as JSON: 1, or 0
/// before a spec has loaded.
@_cdecl("trellis_traits")
public func trellisTraits() -> Int32 {
  answer(playground.describeTraits())
}

/// Puts the traits of the kind of the spec of `byteCount` bytes at `trellis_input` in the
/// text buffer, as JSON, without showing it: 1, or 0 with the spec's error.
@_cdecl("trellis_spec_traits")
public func trellisSpecTraits(_ byteCount: Int32) -> Int32 {
  let bytes = UnsafeBufferPointer(rebasing: input[0..<min(input.count, Int(max(0, byteCount)))])
  return answer(playground.describeTraits(json: bytes))
}

/// Stops the running transition, back to the layout before it.
@_cdecl("trellis_cancel_transition")
public func trellisCancelTransition() {
  playground.cancelTransition()
}

/// Lifts the item at (`x`, `y`) in content coordinates; `capacity` > 0 limits every
/// section to that many items by moves from other sections. 1 when an item was lifted.
@_cdecl("trellis_drag_begin")
public func trellisDragBegin(_ x: Double, _ y: Double, _ capacity: Int32) -> Int32 {
  answer(
    playground.beginDrag(at: Point(x: x, y: y), capacity: capacity > 0 ? Int(capacity) : nil))
}

/// Moves the lifted item to (`x`, `y`): 1 when the place is accepted, 0 when the rule
/// refused it (the item keeps its last target), -1 when no item is lifted.
@_cdecl("trellis_drag_move")
public func trellisDragMove(_ x: Double, _ y: Double) -> Int32 {
  guard let step = playground.drag(to: Point(x: x, y: y)) else { return -1 }
  return step.isRefused ? 0 : 1
}

/// Scrolls the content while the lifted item rests near an edge, `seconds` after the
/// last step; the new offset is `trellis_offset_x`/`_y`. 1 when the content scrolled.
@_cdecl("trellis_drag_auto_scroll")
public func trellisDragAutoScroll(_ seconds: Double) -> Int32 {
  let scrolled = playground.autoScroll(by: seconds)
  return answer(scrolled.x != 0 || scrolled.y != 0)
}

/// Drops the lifted item at its target; animate its settling with `trellis_animate`.
@_cdecl("trellis_drag_end")
public func trellisDragEnd() {
  playground.endDrag()
}

/// Puts the lifted item back; animate its return with `trellis_animate`.
@_cdecl("trellis_drag_cancel")
public func trellisDragCancel() {
  playground.cancelDrag()
}

/// Moves the running animation to `progress`, from 0 to 1.
@_cdecl("trellis_animate")
public func trellisAnimate(_ progress: Double) {
  playground.animate(to: progress)
}

/// Ends the running animation.
@_cdecl("trellis_finish")
public func trellisFinish() {
  playground.finishAnimation()
}

/// Where scrolling released at (`x`, `y`) with velocity (`vx`, `vy`), in points per
/// second, should come to rest; read it with `trellis_target_x` and `trellis_target_y`.
@_cdecl("trellis_target_offset")
public func trellisTargetOffset(_ x: Double, _ y: Double, _ vx: Double, _ vy: Double) {
  target = playground.targetContentOffset(
    forProposed: Point(x: x, y: y), velocity: Point(x: vx, y: vy))
}

/// The section that scrolls sideways under (`x`, `y`), in content coordinates, or -1.
@_cdecl("trellis_section_at")
public func trellisSectionAt(_ x: Double, _ y: Double) -> Int32 {
  guard let section = playground.orthogonalSection(at: Point(x: x, y: y)) else { return -1 }
  return Int32(clamping: section)
}

/// How far the row of section `section` is scrolled sideways; NaN when it does not
/// scroll sideways.
@_cdecl("trellis_section_offset")
public func trellisSectionOffset(_ section: Int32) -> Double {
  playground.orthogonalScrolling(ofSection: Int(section))?.offset ?? .nan
}

/// The largest offset the row of section `section` rests at; NaN when it does not
/// scroll sideways.
@_cdecl("trellis_section_maximum")
public func trellisSectionMaximum(_ section: Int32) -> Double {
  playground.orthogonalScrolling(ofSection: Int(section))?.maximum ?? .nan
}

/// How far the row of section `section` released at `velocity`, in points per second,
/// glides before it stops on its own; NaN when it does not scroll sideways.
@_cdecl("trellis_section_glide")
public func trellisSectionGlide(_ section: Int32, _ velocity: Double) -> Double {
  playground.orthogonalGlide(ofSection: Int(section), velocity: velocity) ?? .nan
}

/// Where the row of section `section`, released at `start` with `velocity` points per
/// second to rest at `end`, is `seconds` later, as a scroll view decelerates or springs
/// to a page; `end` once the motion is over, NaN when the section does not scroll
/// sideways.
@_cdecl("trellis_section_motion")
public func trellisSectionMotion(
  _ section: Int32, _ start: Double, _ end: Double, _ velocity: Double, _ seconds: Double
) -> Double {
  playground.orthogonalMotion(ofSection: Int(section), from: start, to: end, velocity: velocity)?
    .offset(after: seconds) ?? .nan
}

/// How long, in seconds, the motion of ``trellisSectionMotion(_:_:_:_:_:)`` lasts; NaN
/// when the section does not scroll sideways.
@_cdecl("trellis_section_motion_duration")
public func trellisSectionMotionDuration(
  _ section: Int32, _ start: Double, _ end: Double, _ velocity: Double
) -> Double {
  playground.orthogonalMotion(ofSection: Int(section), from: start, to: end, velocity: velocity)?
    .duration ?? .nan
}

/// The offset a drag of the row of section `section` to `offset` shows: held between its
/// ends unless it bounces; NaN when it does not scroll sideways.
@_cdecl("trellis_section_dragged")
public func trellisSectionDragged(_ section: Int32, _ offset: Double) -> Double {
  playground.orthogonalDraggedOffset(ofSection: Int(section), to: offset) ?? .nan
}

/// Where the row of section `section` released at `proposed` with `velocity`, in points
/// per second, comes to rest; NaN when it does not scroll sideways.
@_cdecl("trellis_section_target")
public func trellisSectionTarget(_ section: Int32, _ proposed: Double, _ velocity: Double)
  -> Double
{
  playground.targetOrthogonalOffset(ofSection: Int(section), proposed: proposed, velocity: velocity)
    ?? .nan
}

/// Scrolls the row of section `section` sideways to `offset`: 1, or 0 with the reason.
@_cdecl("trellis_section_scroll")
public func trellisSectionScroll(_ section: Int32, _ offset: Double) -> Int32 {
  answer(playground.scrollSection(Int(section), to: offset))
}

/// Starts a swipe on item `item` of `section`, a list's row with swipe actions: 1, or 0
/// with the refusal.
@_cdecl("trellis_swipe_begin")
public func trellisSwipeBegin(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.beginSwipe(at: IndexPath(item: Int(item), section: Int(section))))
}

/// Slides the swiped row to `offset` points along x, positive to the right: 1, or 0 with
/// the refusal.
@_cdecl("trellis_swipe_update")
public func trellisSwipeUpdate(_ offset: Double) -> Int32 {
  answer(playground.updateSwipe(offset: offset))
}

/// Releases the swiped row at `velocity` points per second along x; animate its settling
/// with `trellis_animate`. 0 when it closed, 1 when it rests open, 2 when a full swipe
/// performed its first action, -1 with the refusal.
@_cdecl("trellis_swipe_end")
public func trellisSwipeEnd(_ velocity: Double) -> Int32 {
  switch playground.endSwipe(velocity: velocity) {
  case nil: -1
  case .closed: 0
  case .open: 1
  case .performed: 2
  }
}

/// Puts the row that a finger moves back where it rested; animate it with
/// `trellis_animate`.
@_cdecl("trellis_swipe_cancel")
public func trellisSwipeCancel() {
  playground.cancelSwipe()
}

/// Closes the swiped row; animate it with `trellis_animate`.
@_cdecl("trellis_swipe_close")
public func trellisSwipeClose() {
  playground.closeSwipe()
}

/// Puts the swiped row and its buttons in the text buffer, as JSON
/// (``Playground/describeSwipe()``): 1, or 0 when no row is swiped.
@_cdecl("trellis_swipe")
public func trellisSwipe() -> Int32 {
  answer(playground.describeSwipe())
}

/// Puts the swipe actions of item `item` of `section` in the text buffer, as JSON
/// (``Playground/describeSwipeActions(at:)``): 1, or 0 when it has none.
@_cdecl("trellis_swipe_actions")
public func trellisSwipeActions(_ section: Int32, _ item: Int32) -> Int32 {
  answer(playground.describeSwipeActions(at: IndexPath(item: Int(item), section: Int(section))))
}

/// The x of the last `trellis_target_offset`.
@_cdecl("trellis_target_x")
public func trellisTargetX() -> Double { target.x }

/// The y of the last `trellis_target_offset`.
@_cdecl("trellis_target_y")
public func trellisTargetY() -> Double { target.y }

/// The first number of the command buffer.
@_cdecl("trellis_commands")
public func trellisCommands() -> UnsafeMutablePointer<Double> {
  playground.host.commands.baseAddress
}

/// The number of records in the command buffer.
@_cdecl("trellis_command_count")
public func trellisCommandCount() -> Int32 {
  Int32(playground.host.commands.count)
}

/// The numbers in each record of the command buffer.
@_cdecl("trellis_command_width")
public func trellisCommandWidth() -> Int32 {
  Int32(PageCommand.width)
}

/// The content's width.
@_cdecl("trellis_content_width")
public func trellisContentWidth() -> Double { playground.contentSize.width }

/// The content's height.
@_cdecl("trellis_content_height")
public func trellisContentHeight() -> Double { playground.contentSize.height }

/// The viewport's width.
@_cdecl("trellis_viewport_width")
public func trellisViewportWidth() -> Double { playground.viewport?.size.width ?? 0 }

/// The viewport's height.
@_cdecl("trellis_viewport_height")
public func trellisViewportHeight() -> Double { playground.viewport?.size.height ?? 0 }

/// The content offset's x.
@_cdecl("trellis_offset_x")
public func trellisOffsetX() -> Double { playground.viewport?.contentOffset.x ?? 0 }

/// The content offset's y.
@_cdecl("trellis_offset_y")
public func trellisOffsetY() -> Double { playground.viewport?.contentOffset.y ?? 0 }

/// Puts the name of the kind of code `code` in the text buffer: 1, or 0 for no such kind.
@_cdecl("trellis_kind_name")
public func trellisKindName(_ code: Int32) -> Int32 {
  answer(playground.nameKind(Int(code)))
}

/// Copies the numbers of the data the view shows now (``Playground/dataNumbers``) to
/// `trellis_data_numbers` and returns how many there are.
@_cdecl("trellis_data")
public func trellisData() -> Int32 {
  copyData(playground.dataNumbers)
}

/// Copies the numbers of the lifted item's target (``Playground/dragTargetNumbers``) to
/// `trellis_data_numbers` and returns how many there are: 0 when nothing is lifted.
@_cdecl("trellis_drag_target")
public func trellisDragTarget() -> Int32 {
  copyData(playground.dragTargetNumbers)
}

/// The first number of the last `trellis_data` or `trellis_drag_target`.
@_cdecl("trellis_data_numbers")
public func trellisDataNumbers() -> UnsafeMutablePointer<Double>? {
  data.baseAddress
}

/// The text of the last answer, as UTF-8, `trellis_text_length` bytes long.
@_cdecl("trellis_text")
public func trellisText() -> UnsafeMutablePointer<UInt8>? {
  let text = playground.text
  if output.count < text.count {
    output.deallocate()
    output = .allocate(capacity: text.count)
  }
  _ = output.initialize(from: text)
  return output.baseAddress
}

/// The length of the text of the last answer, in bytes.
@_cdecl("trellis_text_length")
public func trellisTextLength() -> Int32 {
  Int32(playground.text.count)
}

/// Copies `numbers` to `data`, growing it when needed, and returns how many there are.
private func copyData(_ numbers: [Double]) -> Int32 {
  if data.count < numbers.count {
    data.deallocate()
    data = .allocate(capacity: numbers.count)
  }
  _ = data.initialize(from: numbers)
  return Int32(numbers.count)
}

/// 1 for `true`, 0 for `false`.
private func answer(_ succeeded: Bool) -> Int32 {
  succeeded ? 1 : 0
}
