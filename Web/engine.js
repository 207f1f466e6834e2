// The Trellis engine in the page: the WebAssembly module built from Sources/TrellisWeb,
// with the four system calls it imports, and its exports wrapped in plain methods.
// Nothing here knows about the DOM; see renderer.js for that.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The numbers of the records in the command buffer, as PageCommand.swift defines them. */
export const Command = Object.freeze({ make: 1, configure: 2, apply: 3, enqueue: 4 });

/** The category numbers of a configure record, by name. */
export const categories = ['cell', 'supplementary', 'decoration'];

export class TrellisEngine {
  /** Fetches, compiles and instantiates the module at `url`. */
  static async load(url = 'trellis.wasm') {
    const engine = new TrellisEngine();
    const started = performance.now();
    const response = await fetch(url);
    const { instance } = await WebAssembly.instantiateStreaming(response, engine.#imports());
    engine.#exports = instance.exports;
    engine.loadMilliseconds = performance.now() - started;
    return engine;
  }

  #exports = null;
  /** Whether the command buffer holds instructions that commands() has not returned. */
  #unread = false;
  #kindNames = new Map();
  /** What the module printed, such as the message of a failed precondition. */
  printed = '';
  /** How long fetching and instantiating the module took, in milliseconds. */
  loadMilliseconds = 0;

  /**
   * Reads and shows the spec in `json`. Returns null, or the error's description, which
   * names the field at fault; the previous spec stays shown then.
   */
  loadSpec(json) {
    const bytes = encoder.encode(json);
    const pointer = this.#exports.trellis_input(bytes.length);
    new Uint8Array(this.#exports.memory.buffer, pointer, bytes.length).set(bytes);
    if (this.#run().trellis_load(bytes.length)) {
      this.#kindNames.clear();
      return null;
    }
    return this.#text();
  }

  /** Scrolls to (x, y); false for an offset that is not finite. */
  scroll(x, y) { return this.#run().trellis_scroll(x, y) === 1; }

  /** Inserts a copy of the item at (section, item) there, animated; null or the refusal. */
  insert(section, item) { return this.#answer(this.#run().trellis_insert(section, item)); }

  /** Deletes the item at (section, item), animated; null or the refusal. */
  delete(section, item) { return this.#answer(this.#run().trellis_delete(section, item)); }

  /** Shows the children of the outline's row at (section, item), animated; null or the refusal. */
  expand(section, item) { return this.#answer(this.#run().trellis_expand(section, item)); }

  /** Hides the descendants of the outline's row at (section, item), animated; null or the refusal. */
  collapse(section, item) { return this.#answer(this.#run().trellis_collapse(section, item)); }

  /** Shuffles every section but an outline's, animated; a non-zero seed makes the order repeatable. */
  shuffle(seed = 0) { return this.#answer(this.#run().trellis_shuffle(seed)); }

  /**
   * Starts an animated transition to the layout of the spec in `json`, which must be of
   * the view's type; null, or the reason it cannot. Drive it with animate(progress) and
   * end it with finishAnimation() or cancelTransition().
   */
  transition(json) {
    const bytes = encoder.encode(json);
    const pointer = this.#exports.trellis_input(bytes.length);
    new Uint8Array(this.#exports.memory.buffer, pointer, bytes.length).set(bytes);
    return this.#answer(this.#run().trellis_transition(bytes.length));
  }

  /**
   * What the engine says of the shown layout's kind (`LayoutTraits` in TrellisSpec):
   * `{ theme, snaps, movesBy, readingOrder, fillsHeight, keyboardStep, controls,
   * alternative }`; null before a spec has loaded.
   */
  traits() {
    return this.#exports.trellis_traits() ? JSON.parse(this.#text()) : null;
  }

  /** The traits of the kind of the spec in `json`, without showing it; null when it does not read. */
  specTraits(json) {
    const bytes = encoder.encode(json);
    const pointer = this.#exports.trellis_input(bytes.length);
    new Uint8Array(this.#exports.memory.buffer, pointer, bytes.length).set(bytes);
    return this.#exports.trellis_spec_traits(bytes.length) ? JSON.parse(this.#text()) : null;
  }

  /** Stops the running transition, back to the layout before it. */
  cancelTransition() { this.#run().trellis_cancel_transition(); }

  /**
   * Lifts the item at `point` (content coordinates) for a drag; with a `capacity`, no
   * section takes an item from another beyond that many. True when an item was lifted.
   */
  beginDrag(point, capacity = 0) {
    return this.#run().trellis_drag_begin(point.x, point.y, capacity) === 1;
  }

  /** Moves the lifted item to `point`: 'accepted', 'refused' (by the rule) or 'none'. */
  drag(point) {
    const answer = this.#run().trellis_drag_move(point.x, point.y);
    return answer === 1 ? 'accepted' : answer === 0 ? 'refused' : 'none';
  }

  /**
   * Scrolls the content while the lifted item rests near an edge, `seconds` after the
   * last step; true when it scrolled (to `contentOffset`).
   */
  autoScroll(seconds) { return this.#run().trellis_drag_auto_scroll(seconds) === 1; }

  /** Drops the lifted item at its target; animate its settling. */
  endDrag() { this.#run().trellis_drag_end(); }

  /** Puts the lifted item back; animate its return. */
  cancelDrag() { this.#run().trellis_drag_cancel(); }

  /** Moves the running animation to `progress`, from 0 to 1. */
  animate(progress) { this.#run().trellis_animate(progress); }

  /** Ends the running animation. */
  finishAnimation() { this.#run().trellis_finish(); }

  /**
   * Where scrolling released at `proposed` with `velocity` (points per second) should
   * come to rest, by the layout's snapping: `proposed` itself for most layouts.
   */
  targetContentOffset(proposed, velocity) {
    this.#exports.trellis_target_offset(proposed.x, proposed.y, velocity.x, velocity.y);
    return { x: this.#exports.trellis_target_x(), y: this.#exports.trellis_target_y() };
  }

  /**
   * The section whose row scrolls sideways under `point` (content coordinates), a
   * shelf; null when there is none.
   */
  orthogonalSection(point) {
    const section = this.#exports.trellis_section_at(point.x, point.y);
    return section < 0 ? null : section;
  }

  /**
   * How far the row of `section` is scrolled sideways, and the largest offset it rests
   * at: `{ offset, maximum }`; null for a section that does not scroll sideways.
   */
  sectionScrolling(section) {
    const offset = this.#exports.trellis_section_offset(section);
    if (Number.isNaN(offset)) return null;
    return { offset, maximum: this.#exports.trellis_section_maximum(section) };
  }

  /**
   * How far the row of `section` released at `velocity` (points per second) glides by
   * its section's deceleration rate; null from a module without the export.
   */
  sectionGlide(section, velocity) {
    const glide = this.#exports.trellis_section_glide?.(section, velocity);
    return glide === undefined || Number.isNaN(glide) ? null : glide;
  }

  /**
   * The motion of the row of `section` released at `start` with `velocity` (points per
   * second) to rest at `end`, as the engine's glide moves it: `{ duration, offset(t) }`
   * with `t` in seconds; null for a section that does not scroll sideways or from a
   * module without the export.
   */
  sectionMotion(section, start, end, velocity) {
    const exports = this.#exports;
    const duration = exports.trellis_section_motion_duration?.(section, start, end, velocity);
    if (duration === undefined || Number.isNaN(duration)) return null;
    return {
      duration,
      offset: (seconds) => exports.trellis_section_motion(section, start, end, velocity, seconds),
    };
  }

  /**
   * The offset a drag of the row of `section` to `offset` shows: held between its ends
   * unless the section bounces; null from a module without the export.
   */
  sectionDragged(section, offset) {
    const dragged = this.#exports.trellis_section_dragged?.(section, offset);
    return dragged === undefined || Number.isNaN(dragged) ? null : dragged;
  }

  /**
   * Where the row of `section` released at `proposed` with `velocity` (points per
   * second) comes to rest, by its section's behavior.
   */
  sectionTarget(section, proposed, velocity) {
    return this.#exports.trellis_section_target(section, proposed, velocity);
  }

  /** Scrolls the row of `section` sideways to `offset`; null, or the reason it cannot. */
  scrollSection(section, offset) {
    return this.#answer(this.#run().trellis_section_scroll(section, offset));
  }

  /**
   * Starts a swipe on the row at (section, item), which has swipe actions; another open
   * row closes at once. Null, or the refusal (no actions, a drag running...).
   */
  beginSwipe(section, item) { return this.#answer(this.#run().trellis_swipe_begin(section, item)); }

  /**
   * Slides the swiped row to `offset` points along x (positive to the right); null, or
   * the refusal (such as an offset toward a side without actions).
   */
  updateSwipe(offset) { return this.#answer(this.#run().trellis_swipe_update(offset)); }

  /**
   * Releases the swiped row at `velocity` points per second along x; animate its
   * settling. 'closed', 'open' or 'performed' (a full swipe performed the first action),
   * or null when no swipe tracks a finger.
   */
  endSwipe(velocity) {
    const outcome = this.#run().trellis_swipe_end(velocity);
    return ['closed', 'open', 'performed'][outcome] ?? null;
  }

  /** Puts the row a finger moves back where it rested; animate it. */
  cancelSwipe() { this.#run().trellis_swipe_cancel(); }

  /** Closes the swiped row; animate it. */
  closeSwipe() { this.#run().trellis_swipe_close(); }

  /**
   * The swiped row: `{ section, item, offset, phase, edge, armed, performed, buttons }`,
   * `phase` 'tracking', 'open' or 'performed', each button `{ kind, title, style, width }`
   * (`Playground.describeSwipe`); null when no row is swiped.
   */
  swipe() {
    return this.#exports.trellis_swipe?.() ? JSON.parse(this.#text()) : null;
  }

  /**
   * The swipe actions of the row at (section, item): `{ leading, trailing }`, each side
   * `{ actions: [{ title, style, width }], fullSwipe }` or null; null for a row without
   * any, or from a module without swipes.
   */
  swipeActions(section, item) {
    return this.#exports.trellis_swipe_actions?.(section, item) ? JSON.parse(this.#text()) : null;
  }

  /**
   * The data the view shows now, as `Playground.dataNumbers` gives it (a Float64Array
   * valid until the next call), or null from a module without the export.
   */
  dataNumbers() {
    if (!this.#exports.trellis_data) return null;
    const count = this.#exports.trellis_data();
    return new Float64Array(this.#exports.memory.buffer, this.#exports.trellis_data_numbers(), count);
  }

  /**
   * Where the lifted item would go now: `{ section, item }`, with `day`, `start` and
   * `end` for an item placed in time; null when nothing is lifted.
   */
  dragTarget() {
    if (!this.#exports.trellis_drag_target) return null;
    const count = this.#exports.trellis_drag_target();
    if (count === 0) return null;
    const n = new Float64Array(this.#exports.memory.buffer, this.#exports.trellis_data_numbers(), count);
    return count > 2 ? { section: n[0], item: n[1], day: n[2], start: n[3], end: n[4] }
      : { section: n[0], item: n[1] };
  }

  get contentSize() {
    return { width: this.#exports.trellis_content_width(),
             height: this.#exports.trellis_content_height() };
  }

  get viewportSize() {
    return { width: this.#exports.trellis_viewport_width(),
             height: this.#exports.trellis_viewport_height() };
  }

  get contentOffset() {
    return { x: this.#exports.trellis_offset_x(), y: this.#exports.trellis_offset_y() };
  }

  /** The module's size in memory, in bytes. */
  get memoryBytes() { return this.#exports.memory.buffer.byteLength; }

  /**
   * The instructions of the last call, read in bulk: a Float64Array view of the
   * module's command buffer, `width` numbers per record, valid until the next call.
   * Each call's instructions are returned once; asked again, there are none.
   */
  commands() {
    const count = this.#unread ? this.#exports.trellis_command_count() : 0;
    this.#unread = false;
    const width = this.#exports.trellis_command_width();
    const numbers = new Float64Array(
      this.#exports.memory.buffer, this.#exports.trellis_commands(), count * width);
    return { count, width, numbers };
  }

  /**
   * The first `count` numbers of the command buffer that commands() returned last, read
   * again: after a call that grew the module's memory, which detaches the earlier view.
   */
  commandNumbers(count) {
    return new Float64Array(this.#exports.memory.buffer, this.#exports.trellis_commands(), count);
  }

  /** The name of the element kind of code `code`, such as "header". */
  kindName(code) {
    let name = this.#kindNames.get(code);
    if (name === undefined) {
      name = this.#exports.trellis_kind_name(code) ? this.#text() : '';
      this.#kindNames.set(code, name);
    }
    return name;
  }

  /** The exports, for a call that leaves new instructions in the command buffer. */
  #run() {
    this.#unread = true;
    return this.#exports;
  }

  #answer(succeeded) { return succeeded ? null : this.#text(); }

  #text() {
    const pointer = this.#exports.trellis_text();
    const length = this.#exports.trellis_text_length();
    return decoder.decode(new Uint8Array(this.#exports.memory.buffer, pointer, length));
  }

  // The system calls that wasi-libc's malloc and the Swift runtime's printing and
  // hashing need: text goes to `printed` and the console, randomness to the page's.
  #imports() {
    const memory = () => new DataView(this.#exports.memory.buffer);
    const badFileDescriptor = 8;
    return {
      wasi_snapshot_preview1: {
        fd_write: (fd, iovs, iovsLength, writtenPointer) => {
          const view = memory();
          let written = 0;
          for (let i = 0; i < iovsLength; i++) {
            const base = view.getUint32(iovs + i * 8, true);
            const length = view.getUint32(iovs + i * 8 + 4, true);
            this.printed += decoder.decode(
              new Uint8Array(this.#exports.memory.buffer, base, length));
            written += length;
          }
          view.setUint32(writtenPointer, written, true);
          if (this.printed.includes('\n')) {
            console.error(this.printed);
          }
          return 0;
        },
        fd_close: () => badFileDescriptor,
        fd_seek: () => badFileDescriptor,
        random_get: (pointer, length) => {
          crypto.getRandomValues(new Uint8Array(this.#exports.memory.buffer, pointer, length));
          return 0;
        },
      },
    };
  }
}
