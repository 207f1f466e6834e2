// The playground page: a scenario's spec in the editor, the engine showing it in the
// scrolling view, the controls that edit the spec, and the overlay of figures.
//
// The editor always holds the spec of what the view shows: an insert, a delete, a
// shuffle, a drop or a control writes the data and the layout as they are now back to
// it. On a phone the view takes the whole width and the controls fold into a drawer; a
// swipe scrolls, and a long press lifts a cell to drag it, as iOS does.

import { TrellisEngine } from './engine.js';
import { DOMRenderer } from './renderer.js';
import { scenarios, sizeOf, resized, parametersOf, formatted, shelfCapacity } from './scenarios.js';
import { FrameStatistics } from './statistics.js';
import { ContentTheme, timeText } from './content.js';
import { DataMirror, parseData } from './data.js';

const $ = (selector) => document.querySelector(selector);
const scroller = $('[data-trellis-scroller]');
const content = $('[data-trellis-content]');
const editor = $('#spec');
const errorLine = $('#error');
const messageLine = $('#message');
const announcer = $('#announcer');
const overlay = $('#overlay');
const drawer = $('#drawer');
const drawerToggle = $('#drawer-toggle');
const animationMilliseconds = 400;
/** The tallest or widest element Chromium draws, in CSS pixels (2^25 - 4). */
const largestElement = 33554428;
const narrowScreen = matchMedia('(max-width: 599px)');
const reducedMotionQuery = matchMedia('(prefers-reduced-motion: reduce)');
const reducedMotion = () => reducedMotionQuery.matches;
const scrollBehavior = () => (reducedMotion() ? 'auto' : 'smooth');

const engine = await TrellisEngine.load('trellis.wasm');
const renderer = new DOMRenderer(content, engine);
const statistics = new FrameStatistics();
/** The spec the view shows, as an object; the editor holds it as text. */
let spec = null;
/** The text of that spec, to go back to when a spec is refused after loading. */
let shownText = null;
let mirror = null;
/** The data as the engine has it now: identities by section, and a week's events. */
let data = null;
let theme = new ContentTheme(null, 'flow');
let animation = null;
let scrollScheduled = false;
let transitioning = false;
let currentScenario = null;

/** Shows `text` in the line above the view, for a screen reader too; '' clears it. */
function say(text) {
  messageLine.textContent = text;
}

/** Reads `text` to a screen reader at once, without showing it. */
function announce(text) {
  announcer.textContent = '';
  requestAnimationFrame(() => { announcer.textContent = text; });
}

/**
 * Shows `text` as the spec when it reads and its content fits in a browser; otherwise
 * shows why and keeps the view.
 */
function show(text, { keepOffset = false } = {}) {
  const offset = { x: scroller.scrollLeft, y: scroller.scrollTop };
  finishAnimation();
  endDrag(true);
  const error = engine.loadSpec(text);
  if (error === null) {
    const size = engine.contentSize;
    const longest = Math.max(size.width, size.height);
    if (longest > largestElement) {
      const refusal = `this spec's content would be ${Math.round(longest).toLocaleString('en')} ` +
        `points long, and a browser shows at most ${largestElement.toLocaleString('en')}: ` +
        'use fewer items or smaller ones';
      if (shownText !== null) show(shownText, { keepOffset: true });
      markEditor(refusal);
      say(refusal);
      return refusal;
    }
  }
  markEditor(error);
  if (error !== null) return error;
  shownText = text;
  spec = JSON.parse(text);
  mirror = new DataMirror(spec);
  data = parseData(engine.dataNumbers());
  theme = new ContentTheme(currentScenario, spec.layout?.type);
  // Text runs as the layout does: a right-to-left layout's headers start at the right.
  content.dir = spec.viewport?.layoutDirection === 'rightToLeft' ? 'rtl' : 'ltr';
  stopShelfGlide();
  findShelves();
  document.body.dataset.layout = spec.layout?.type ?? 'flow';
  document.body.dataset.theme = theme.name;
  content.setAttribute('aria-label', scenarios.find((s) => s.name === currentScenario)?.title ?? 'Collection');
  statistics.clear();
  renderer.reset();
  renderer.render();
  const viewport = engine.viewportSize;
  scroller.style.width = `${viewport.width}px`;
  scroller.style.height = `${viewport.height}px`;
  let start = keepOffset ? offset : engine.contentOffset;
  // A carousel always rests on a card.
  if (snaps()) start = engine.targetContentOffset(start, { x: 0, y: 0 });
  scroller.scrollTo(start.x, start.y);
  scrollNow();
  buildParameters();
  $('#size').value = sizeOf(spec);
  return null;
}

// A spec of more than a megabyte (100,000 events, say) takes the browser seconds to lay
// out in a text area: the editor then waits for a click to show it, and the view stays
// responsive. The spec is kept whole meanwhile, for the link and the next edit.
const largeSpec = 1000000;
const largeNotice = $('#large-spec');
let waitingText = null;

/** Puts `text`, the spec the view shows, in the editor, or offers to for a large one. */
function setEditorText(text) {
  const large = text.length > largeSpec;
  waitingText = large ? text : null;
  editor.value = large ? '' : text;
  editor.readOnly = large;
  largeNotice.hidden = !large;
  if (large) {
    largeNotice.querySelector('span').textContent =
      `The spec is ${(text.length / 1e6).toFixed(1)} MB; the editor shows it on request.`;
  }
}
largeNotice.querySelector('button').addEventListener('click', () => {
  if (waitingText === null) return;
  editor.value = waitingText;
  waitingText = null;
  editor.readOnly = false;
  largeNotice.hidden = true;
});

/** Shows `error` under the editor and marks the editor, or clears both for null. */
function markEditor(error) {
  errorLine.textContent = error ?? '';
  editor.classList.toggle('invalid', error !== null);
  if (error !== null) editor.setAttribute('aria-invalid', 'true');
  else editor.removeAttribute('aria-invalid');
}

/**
 * Writes the spec of the data and layout the view shows now to the editor, and gives the
 * shown elements their text again: after an insert, a delete, a shuffle or a drop.
 */
function followData() {
  const numbers = engine.dataNumbers();
  if (numbers === null) return;
  data = parseData(numbers);
  spec = mirror.specOf(data, spec);
  spec.viewport ??= {};
  spec.viewport.contentOffset = [Math.round(scroller.scrollLeft), Math.round(scroller.scrollTop)];
  shownText = formatted(spec);
  setEditorText(shownText);
  markEditor(null);
  $('#size').value = sizeOf(spec);
  renderer.relabel();
}

// What the elements show: see content.js.
renderer.describe = (category, kind, section, item, identity) => {
  if (category === 'cell') {
    const event = spec?.events ? (data?.events?.[item] ?? spec.events[item]) : null;
    const text = theme.cell(identity, section, event);
    if ((spec?.sections?.length ?? 0) > 1) text.label += `, in ${theme.sectionName(section)}`;
    return text;
  }
  if (category === 'supplementary') {
    return { title: theme.supplementary(kind, section, item, spec?.layout), subtitle: '', label: '' };
  }
  return { title: '', subtitle: '', label: '' };
};

// The reading order: a week's events by day, then start time; other items by index.
renderer.readingKey = (section, item) => {
  const event = data?.events?.[item];
  if (event) return [event.day, event.allDay ? -1 : event.start, item];
  return [section, item, 0];
};

/** Runs the engine's visibility pass for the scroller's offset and renders it. */
function scrollNow() {
  scrollScheduled = false;
  const started = performance.now();
  engine.scroll(scroller.scrollLeft, scroller.scrollTop);
  const engineDone = performance.now();
  renderer.render();
  statistics.record(engineDone - started, performance.now() - engineDone);
  showFigures();
}

scroller.addEventListener('scroll', () => {
  // A transition moves the offset itself (to keep its anchor item in place); the
  // scroll events of that move must not end it.
  if (scrollScheduled || transitioning) return;
  scrollScheduled = true;
  requestAnimationFrame(scrollNow);
}, { passive: true });

// The figures change every frame; the overlay, a live region, takes them at most once a
// second, so that a screen reader is not flooded.
let figuresShownAt = -Infinity;
let figuresTimer = 0;
function showFigures() {
  const wait = figuresShownAt + 1000 - performance.now();
  if (wait > 0) {
    if (!figuresTimer) figuresTimer = setTimeout(() => { figuresTimer = 0; showFigures(); }, wait);
    return;
  }
  figuresShownAt = performance.now();
  const figures = statistics.summary();
  const rendered = renderer.renderedElements().length;
  overlay.textContent =
    `engine ${figures.last.toFixed(3)} ms/frame · median ${figures.median.toFixed(3)} · ` +
    `p99 ${figures.p99.toFixed(3)} · DOM ${rendered} (+${renderer.views.length - rendered} for reuse)`;
}

// Snapping: in a layout that snaps (the carousel), a mouse drag scrolls the view like a
// finger, and the release comes to rest where the layout's targetContentOffset says,
// given the velocity; a swipe, the wheel and the arrow keys step from card to card.
const snaps = () => spec?.layout?.type === 'carousel';
/** UIKit's normal deceleration: the distance a release at v points/s glides, ~v / 2. */
const glideSeconds = 0.998 / (1 - 0.998) / 1000;
let flick = null;

// A press that holds still on a cell for a moment lifts it for a drag, as a long press
// does in UIKit: from then on the pointer moves the cell, not the view. A mouse drags
// other layouts' cells at once.
const liftDelay = 350;

scroller.addEventListener('pointerdown', (event) => {
  if (!snaps() || event.button !== 0 || event.pointerType === 'touch') return;
  flick = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft,
            top: scroller.scrollTop, samples: [], moved: false, lift: 0 };
  scroller.setPointerCapture(event.pointerId);
  event.preventDefault();
  if (event.target.closest('[data-category="cell"]')) {
    const start = contentPoint(event);
    flick.lift = setTimeout(() => {
      if (!flick || flick.moved) return;
      flick = null;
      lift(start, event.pointerId, { x: event.clientX, y: event.clientY });
    }, liftDelay);
  }
});

scroller.addEventListener('pointermove', (event) => {
  if (!flick) return;
  if (!flick.moved) {
    if (Math.hypot(event.clientX - flick.x, event.clientY - flick.y) < 4) return;
    flick.moved = true;
    clearTimeout(flick.lift);
  }
  scroller.scrollTo(flick.left - (event.clientX - flick.x), flick.top - (event.clientY - flick.y));
  flick.samples.push({ time: event.timeStamp, x: scroller.scrollLeft, y: scroller.scrollTop });
  while (flick.samples.length > 2 && event.timeStamp - flick.samples[0].time > 100) {
    flick.samples.shift();
  }
});

scroller.addEventListener('pointerup', () => {
  if (!flick) return;
  clearTimeout(flick.lift);
  const samples = flick.samples;
  flick = null;
  let velocity = { x: 0, y: 0 };
  if (samples.length > 1) {
    const first = samples[0], last = samples.at(-1);
    const seconds = Math.max(0.001, (last.time - first.time) / 1000);
    velocity = { x: (last.x - first.x) / seconds, y: (last.y - first.y) / seconds };
  }
  snap(velocity);
});

// Only a scroll by the person (wheel, touch, keys) snaps where it stops; the page's
// own scrolls, to a spec's offset say, stay where they are put.
let scrolledByPerson = false;
for (const type of ['touchstart', 'keydown']) {
  scroller.addEventListener(type, () => { scrolledByPerson = true; }, { passive: true });
}
scroller.addEventListener('scrollend', () => {
  if (snaps() && scrolledByPerson && !flick && !snapping && !drag) snap({ x: 0, y: 0 });
  scrolledByPerson = false;
});

let snapping = false;
/** Scrolls to where the layout rests a release with `velocity`. */
function snap(velocity) {
  const proposed = { x: scroller.scrollLeft + velocity.x * glideSeconds,
                     y: scroller.scrollTop + velocity.y * glideSeconds };
  scrollToRest(engine.targetContentOffset(proposed, velocity), { proposed, velocity });
}

/** Scrolls to `target`, a rest position of the layout, smoothly unless motion is reduced. */
function scrollToRest(target, how = {}) {
  window.trellis.lastSnap = { ...how, target };
  if (Math.abs(target.x - scroller.scrollLeft) < 0.5 && Math.abs(target.y - scroller.scrollTop) < 0.5) {
    return;
  }
  snapping = true;
  scroller.addEventListener('scrollend', () => { snapping = false; }, { once: true });
  scroller.scrollTo({ left: target.x, top: target.y, behavior: scrollBehavior() });
  if (scrollBehavior() === 'auto') snapping = false;
}

/**
 * Steps a carousel by one card, forward for `direction` 1 and back for -1: to the
 * nearest rest position past the one it is at or going to.
 */
function stepCards(direction) {
  const at = window.trellis.lastSnap?.target && snapping ? window.trellis.lastSnap.target
    : { x: scroller.scrollLeft, y: scroller.scrollTop };
  const still = { x: 0, y: 0 };
  const rest = engine.targetContentOffset(at, still);
  const limit = Math.max(0, engine.contentSize.width - engine.viewportSize.width);
  for (let distance = 4; distance < 4000; distance += 4) {
    const x = Math.min(limit, Math.max(0, rest.x + direction * distance));
    const next = engine.targetContentOffset({ x, y: rest.y }, still);
    if (Math.abs(next.x - rest.x) >= 1) return scrollToRest(next);
    if (x === 0 || x === limit) return;
  }
}

let wheelQuietUntil = 0;
scroller.addEventListener('wheel', (event) => {
  if (!snaps() || drag) return;
  event.preventDefault();
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  // A trackpad sends a stream of small deltas: one step per gesture.
  if (Math.abs(delta) < 2 || event.timeStamp < wheelQuietUntil) {
    wheelQuietUntil = event.timeStamp + 120;
    return;
  }
  wheelQuietUntil = event.timeStamp + 250;
  stepCards(Math.sign(delta));
}, { passive: false });

/**
 * Plays the animation of the update the engine just planned, from 0 to 1; the promise
 * resolves when it ends. With reduced motion, the update shows at once.
 */
function playAnimation() {
  renderer.render();
  if (reducedMotion()) {
    engine.finishAnimation();
    renderer.render();
    scrollNow();
    return Promise.resolve();
  }
  engine.animate(0);
  renderer.render();
  const started = performance.now();
  let resolve;
  const ended = new Promise((done) => { resolve = done; });
  const step = (now) => {
    const progress = Math.min(1, (now - started) / animationMilliseconds);
    if (progress < 1) {
      engine.animate(progress);
      renderer.render();
      animation = requestAnimationFrame(step);
    } else {
      animation = null;
      engine.finishAnimation();
      renderer.render();
      scrollNow();
      resolve();
    }
  };
  animation = requestAnimationFrame(step);
  return ended;
}

function finishAnimation() {
  if (animation === null) return;
  cancelAnimationFrame(animation);
  animation = null;
  engine.finishAnimation();
  renderer.render();
}

/** A random cell on screen, as (section, item). */
function visibleItem() {
  const cells = renderer.cells();
  if (cells.length === 0) return { section: 0, item: 0 };
  const cell = cells[Math.floor(Math.random() * cells.length)];
  return { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
}

/**
 * Reads a change waiting in the editor first, so that no edit is lost. Returns false
 * when the editor's spec does not read (or is refused): its text is kept and the data
 * edit is not made, since the editor could not show its result without replacing it.
 */
function flushEditor() {
  if (editTimer) {
    clearTimeout(editTimer);
    editTimer = 0;
    if (editor.value !== shownText) show(editor.value, { keepOffset: true });
  }
  if (editor.classList.contains('invalid')) {
    say('The spec in the editor has an error: correct it (or choose a scenario) before editing the data.');
    return false;
  }
  return true;
}

/**
 * Runs an edit of the engine and animates it, or shows its refusal; the promise
 * resolves to the refusal, or to null when the animation has ended.
 */
async function edit(perform) {
  if (!flushEditor()) return 'the spec in the editor has an error';
  finishAnimation();
  const refusal = perform();
  say(refusal ?? '');
  if (refusal !== null) return refusal;
  followData();
  await playAnimation();
  return null;
}

$('#insert').addEventListener('click', () => {
  const { section, item } = visibleItem();
  edit(() => engine.insert(section, item));
});
$('#delete').addEventListener('click', () => {
  const { section, item } = visibleItem();
  edit(() => engine.delete(section, item));
});
$('#shuffle').addEventListener('click', () => edit(() => engine.shuffle()));

// Dragging a cell reorders it; in the bookshelf, a shelf holds at most four books, and
// a full shelf refuses the book visibly while the finger is over it; let go there, the
// book goes back to where it came from.
const capacity = () => (currentScenario === 'bookshelf' ? shelfCapacity : 0);
let drag = null;
const fullShelf = `That shelf is full: ${shelfCapacity} books at most.`;

function contentPoint(event) {
  const origin = content.getBoundingClientRect();
  return { x: event.clientX - origin.left, y: event.clientY - origin.top };
}

/**
 * Lifts the cell under `start` (content coordinates) for a drag by `pointer`, whose
 * position on screen is `client`; true when a cell was lifted.
 */
function lift(start, pointer, client = null) {
  if (!flushEditor()) return false;
  finishAnimation();
  if (!engine.beginDrag(start, capacity())) return false;
  drag = { start, cell: true, pointer, client, answer: 'accepted', point: start };
  if (pointer !== null) content.setPointerCapture(pointer);
  renderer.render();
  renderer.liftedElement()?.classList.add('lifted');
  // From now on the other cells slide; the lifted one is marked first, so that it
  // never does.
  content.classList.add('dragging');
  autoScroll(performance.now());
  return true;
}

/**
 * Moves the lifted cell's center to `point`, kept inside the content so that the cell
 * never slides out of sight past the content's end; shows a refusal.
 */
function moveLifted(point) {
  const lifted = renderer.liftedElement();
  const size = engine.contentSize;
  const half = { x: (parseFloat(lifted?.style.width) || 0) / 2, y: (parseFloat(lifted?.style.height) || 0) / 2 };
  const inside = {
    x: Math.min(Math.max(point.x, Math.min(half.x, size.width / 2)), Math.max(size.width - half.x, size.width / 2)),
    y: Math.min(Math.max(point.y, Math.min(half.y, size.height / 2)), Math.max(size.height - half.y, size.height / 2)),
  };
  drag.point = inside;
  drag.answer = engine.drag(inside);
  renderer.render();
  const now = renderer.liftedElement();
  content.querySelectorAll('.refused').forEach((view) => view.classList.remove('refused'));
  content.querySelectorAll('.lifted').forEach((view) => { if (view !== now) view.classList.remove('lifted'); });
  now?.classList.add('lifted');
  if (drag.answer === 'refused') now?.classList.add('refused');
  say(drag.answer === 'refused' ? fullShelf : '');
  return drag.answer;
}

// A mouse drags at once; a finger (or a pen) presses and holds first, so that a swipe
// that starts on a cell scrolls the view.
content.addEventListener('pointerdown', (event) => {
  if (event.button !== 0 || event.altKey || drag) return;
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell) return;
  if (event.pointerType === 'mouse') {
    if (snaps()) return;
    drag = { start: contentPoint(event), cell: false, pointer: event.pointerId };
    content.setPointerCapture(event.pointerId);
    return;
  }
  const start = contentPoint(event);
  const press = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
  press.timer = setTimeout(() => {
    if (pressing !== press) return;
    pressing = null;
    lift(start, press.pointer, { x: press.x, y: press.y });
  }, liftDelay);
  pressing = press;
});
let pressing = null;

content.addEventListener('pointermove', (event) => {
  if (pressing && Math.hypot(event.clientX - pressing.x, event.clientY - pressing.y) > 8) {
    clearTimeout(pressing.timer);
    pressing = null;
  }
  if (!drag) return;
  const point = contentPoint(event);
  drag.client = { x: event.clientX, y: event.clientY };
  if (!drag.cell) {
    if (Math.hypot(point.x - drag.start.x, point.y - drag.start.y) < 4) return;
    const start = drag.start;
    drag = null;
    if (!lift(start, event.pointerId, { x: event.clientX, y: event.clientY })) return;
  }
  moveLifted(point);
});

// While a cell is lifted by a finger, the finger moves it and not the view.
content.addEventListener('touchmove', (event) => {
  if (drag?.cell) event.preventDefault();
}, { passive: false });
content.addEventListener('contextmenu', (event) => {
  if (event.target.closest('[data-category="cell"]')) event.preventDefault();
});

/**
 * While an item is lifted, scrolls the content each frame that the finger rests near an
 * edge, as iOS does; the item stays under the finger and its target follows. The engine
 * scrolls the layouts that reorder; the page scrolls a week under a dragged event.
 */
function autoScroll(last) {
  requestAnimationFrame((now) => {
    if (!drag?.cell) return;
    const seconds = Math.max(0, now - last) / 1000;
    if (drag.keyboard) {
      // The arrow keys move a cell lifted by the keyboard, and scroll to it.
    } else if (engine.autoScroll(seconds)) {
      renderer.render();
      scroller.scrollTo(engine.contentOffset.x, engine.contentOffset.y);
    } else if (spec?.layout?.type === 'week' && drag.client) {
      scrollUnderEvent(seconds);
    }
    autoScroll(now);
  });
}

/** The zone along each edge where a finger scrolls a week, and the fastest speed. */
const edgeZone = 60;
const edgeSpeed = 900;

/** Scrolls a week while the finger dragging an event rests near an edge. */
function scrollUnderEvent(seconds) {
  const bounds = scroller.getBoundingClientRect();
  const depth = (position, low, high) =>
    position < low + edgeZone ? -Math.min(1, (low + edgeZone - position) / edgeZone)
      : position > high - edgeZone ? Math.min(1, (position - (high - edgeZone)) / edgeZone) : 0;
  const dx = depth(drag.client.x, bounds.left, bounds.right) * edgeSpeed * seconds;
  const dy = depth(drag.client.y, bounds.top, bounds.bottom) * edgeSpeed * seconds;
  if (dx === 0 && dy === 0) return;
  const before = { x: scroller.scrollLeft, y: scroller.scrollTop };
  scroller.scrollTo(before.x + dx, before.y + dy);
  if (scroller.scrollLeft === before.x && scroller.scrollTop === before.y) return;
  engine.scroll(scroller.scrollLeft, scroller.scrollTop);
  renderer.render();
  const origin = content.getBoundingClientRect();
  moveLifted({ x: drag.client.x - origin.left, y: drag.client.y - origin.top });
}

/** Ends the drag: drops the cell, or puts it back when `cancelled` or refused there. */
function endDrag(cancelled) {
  if (pressing) {
    clearTimeout(pressing.timer);
    pressing = null;
  }
  if (!drag) return;
  const lifted = drag.cell;
  const refused = drag.answer === 'refused';
  drag = null;
  content.classList.remove('dragging');
  if (!lifted) return;
  content.querySelectorAll('.refused, .lifted').forEach((view) => view.classList.remove('refused', 'lifted'));
  if (cancelled || refused) {
    engine.cancelDrag();
    say(refused && !cancelled ? `${fullShelf} The book went back.` : '');
  } else {
    engine.endDrag();
    say('');
  }
  followData();
  const settled = playAnimation();
  if (snaps()) settled.then(() => snap({ x: 0, y: 0 }));
  return settled;
}
content.addEventListener('pointerup', () => endDrag(false));
content.addEventListener('pointercancel', () => endDrag(true));

// Alt-clicking a cell deletes it, as a quick way to watch the neighbours close the gap.
content.addEventListener('click', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell || !event.altKey) return;
  edit(() => engine.delete(Number(cell.dataset.section), Number(cell.dataset.item)));
});

// Shelves: a section whose row scrolls sideways on its own (a compositional layout's
// orthogonal section) follows a sideways swipe, a sideways wheel or trackpad scroll
// (shift with a wheel), a mouse drag from the gaps between its cards, and the arrow
// keys from card to card. A release rests where the section's behavior says: where it
// stops, on a group or on a page. Only the row's elements are asked for and redrawn.
/** The axis shelves scroll along, 'x' or 'y'; null when the layout has none. */
let shelfAxis = null;
/** A press on a shelf that may become a sideways pan. */
let shelfPan = null;
/** The glide of a released shelf to where it rests. */
let shelfGlide = null;
let shelfWheelTimer = 0;

/** Finds whether the shown layout has shelves, and lets a finger pan them sideways. */
function findShelves() {
  shelfAxis = null;
  const sections = Math.min(spec.sections?.length ?? 0, 10000);
  for (let section = 0; section < sections; section++) {
    if (engine.sectionScrolling(section)) {
      shelfAxis = spec.layout?.scrollDirection === 'horizontal' ? 'y' : 'x';
      break;
    }
  }
  content.style.touchAction = shelfAxis === 'x' ? 'pan-y' : shelfAxis === 'y' ? 'pan-x' : '';
}

/** How far a finger's move of (dx, dy) scrolls a shelf: against it, as a scroll view. */
function shelfDelta(dx, dy) {
  if (shelfAxis === 'y') return -dy;
  return content.dir === 'rtl' ? dx : -dx;
}

/** Scrolls the row of `section` to `offset` and draws what changed. */
function scrollShelf(section, offset) {
  if (engine.scrollSection(section, offset) !== null) return;
  renderer.render();
}

/** Moves the row of `section` to `target`, gliding unless motion is reduced. */
function glideShelf(section, target) {
  if (shelfGlide) cancelAnimationFrame(shelfGlide.frame);
  shelfGlide = null;
  const from = engine.sectionScrolling(section)?.offset;
  if (from === undefined || Number.isNaN(target)) return;
  window.trellis.lastShelfRest = { section, target };
  if (reducedMotion() || Math.abs(target - from) < 0.5) {
    scrollShelf(section, target);
    return;
  }
  const started = performance.now();
  const step = (now) => {
    const progress = Math.min(1, (now - started) / 300);
    scrollShelf(section, from + (target - from) * (1 - (1 - progress) ** 3));
    shelfGlide = progress < 1 ? { section, frame: requestAnimationFrame(step) } : null;
  };
  shelfGlide = { section, frame: requestAnimationFrame(step) };
}

/** Releases the row of `section` at `velocity` (points per second, along the offset). */
function releaseShelf(section, velocity) {
  const at = engine.sectionScrolling(section);
  if (!at) return;
  glideShelf(section, engine.sectionTarget(section, at.offset + velocity * glideSeconds, velocity));
}

/** Stops a glide in progress, the row staying where it is. */
function stopShelfGlide() {
  if (shelfGlide) cancelAnimationFrame(shelfGlide.frame);
  shelfGlide = null;
}

content.addEventListener('pointerdown', (event) => {
  if (!shelfAxis || drag || event.button !== 0 || event.altKey) return;
  // A mouse drags a card to reorder it; from a gap it pans the shelf.
  if (event.pointerType === 'mouse' && event.target.closest('[data-category="cell"]')) return;
  const section = engine.orthogonalSection(contentPoint(event));
  const at = section === null ? null : engine.sectionScrolling(section);
  if (!at) return;
  stopShelfGlide();
  shelfPan = { section, pointer: event.pointerId, x: event.clientX, y: event.clientY,
               offset: at.offset, maximum: at.maximum, moving: false, samples: [] };
});

content.addEventListener('pointermove', (event) => {
  if (!shelfPan || event.pointerId !== shelfPan.pointer || drag) return;
  const dx = event.clientX - shelfPan.x, dy = event.clientY - shelfPan.y;
  if (!shelfPan.moving) {
    const sideways = shelfAxis === 'x' ? Math.abs(dx) : Math.abs(dy);
    const along = shelfAxis === 'x' ? Math.abs(dy) : Math.abs(dx);
    if (Math.max(sideways, along) < 8) return;
    if (along >= sideways) { shelfPan = null; return; }
    shelfPan.moving = true;
    clearTimeout(pressing?.timer);
    pressing = null;
    content.setPointerCapture(event.pointerId);
  }
  const offset = Math.min(Math.max(shelfPan.offset + shelfDelta(dx, dy), 0), shelfPan.maximum);
  scrollShelf(shelfPan.section, offset);
  shelfPan.samples.push({ time: event.timeStamp, offset });
  while (shelfPan.samples.length > 2 && event.timeStamp - shelfPan.samples[0].time > 100) {
    shelfPan.samples.shift();
  }
});

for (const type of ['pointerup', 'pointercancel']) {
  content.addEventListener(type, (event) => {
    if (!shelfPan || event.pointerId !== shelfPan.pointer) return;
    const { section, samples, moving } = shelfPan;
    shelfPan = null;
    if (!moving) return;
    let velocity = 0;
    if (samples.length > 1) {
      const first = samples[0], last = samples.at(-1);
      velocity = (last.offset - first.offset) / Math.max(0.001, (last.time - first.time) / 1000);
    }
    releaseShelf(section, type === 'pointercancel' ? 0 : velocity);
  });
}

content.addEventListener('wheel', (event) => {
  if (!shelfAxis || drag) return;
  const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
  const wheelX = event.shiftKey && !event.deltaX ? event.deltaY : event.deltaX;
  const wheelY = event.shiftKey && !event.deltaX ? 0 : event.deltaY;
  // A sideways wheel scrolls a vertical layout's shelves; a horizontal layout's
  // shelves take the vertical wheel, which otherwise has nothing to scroll.
  const sideways = shelfAxis === 'x' ? wheelX : wheelY;
  const along = shelfAxis === 'x' ? wheelY : wheelX;
  if (Math.abs(sideways) <= Math.abs(along)) return;
  const section = engine.orthogonalSection(contentPoint(event));
  const at = section === null ? null : engine.sectionScrolling(section);
  if (!at) return;
  event.preventDefault();
  stopShelfGlide();
  const delta = sideways * scale * (shelfAxis === 'x' && content.dir === 'rtl' ? -1 : 1);
  scrollShelf(section, Math.min(Math.max(at.offset + delta, 0), at.maximum));
  // When the wheel rests, a paging shelf settles on its page.
  clearTimeout(shelfWheelTimer);
  shelfWheelTimer = setTimeout(() => releaseShelf(section, 0), 150);
}, { passive: false });

/**
 * Moves the focus from `cell` to the next card of its shelf in the direction `step`
 * (1 or -1), scrolling the shelf so that the card is in view; false when `cell` is not
 * on a shelf.
 */
function stepShelf(cell, step) {
  const section = Number(cell.dataset.section);
  const at = engine.sectionScrolling(section);
  if (!at) return false;
  const item = Number(cell.dataset.item) + step;
  const find = () => renderer.cells().find((view) =>
    Number(view.dataset.section) === section && Number(view.dataset.item) === item);
  stopShelfGlide();
  let next = find();
  if (!next) {
    // Beyond the views made around the bounds: bring it a card closer first.
    const size = cell.getBoundingClientRect();
    const length = shelfAxis === 'x' ? size.width : size.height;
    scrollShelf(section, Math.min(Math.max(at.offset + step * length, 0), at.maximum));
    next = find();
  }
  if (!next) return true;
  const view = scroller.getBoundingClientRect();
  const card = next.getBoundingClientRect();
  const [start, end, viewStart, viewEnd] = shelfAxis === 'x'
    ? [card.left, card.right, view.left, view.right]
    : [card.top, card.bottom, view.top, view.bottom];
  const now = engine.sectionScrolling(section);
  const rtl = shelfAxis === 'x' && content.dir === 'rtl' ? -1 : 1;
  let offset = now.offset;
  if (start < viewStart) offset -= rtl * (viewStart - start);
  else if (end > viewEnd) offset += rtl * (end - viewEnd);
  offset = Math.min(Math.max(offset, 0), now.maximum);
  const rest = engine.sectionTarget(section, offset, 0);
  glideShelf(section, Math.abs(rest - now.offset) > 0.5 ? rest : offset);
  next.focus({ preventScroll: true });
  return true;
}

// The keyboard: the arrow keys go from cell to cell (in a carousel, from card to card);
// space or enter lifts the focused cell, the arrows then move it, space or enter drops
// it and escape puts it back. Each step is announced.
const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

content.addEventListener('focusin', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (cell) renderer.focusIdentity = cell.dataset.identity;
});

content.addEventListener('keydown', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell) return;
  const arrow = arrows[event.key];
  if (drag?.keyboard) {
    event.preventDefault();
    if (arrow) moveByKey(arrow);
    else if (event.key === ' ' || event.key === 'Enter') dropByKey(false);
    else if (event.key === 'Escape') dropByKey(true);
    return;
  }
  if (event.key === ' ' || event.key === 'Enter') {
    event.preventDefault();
    liftByKey(cell);
  } else if (arrow) {
    event.preventDefault();
    const sideways = shelfAxis === 'x' ? arrow[0] : shelfAxis === 'y' ? arrow[1] : 0;
    const forward = shelfAxis === 'x' && content.dir === 'rtl' ? -sideways : sideways;
    if (sideways !== 0 && stepShelf(cell, forward)) return;
    if (snaps() && arrow[0] !== 0) {
      stepCards(arrow[0]);
      scroller.addEventListener('scrollend', () => focusCenterCard(), { once: true });
      if (scrollBehavior() === 'auto') requestAnimationFrame(focusCenterCard);
    } else {
      focusNeighbour(cell, arrow);
    }
  }
});

/** Moves the focus to the nearest cell in the direction of `arrow`, scrolling to it. */
function focusNeighbour(cell, [dx, dy]) {
  const from = cell.getBoundingClientRect();
  const center = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const origin = center(from);
  let best = null, bestScore = Infinity;
  for (const other of renderer.cells()) {
    if (other === cell) continue;
    const to = center(other.getBoundingClientRect());
    const along = (to.x - origin.x) * dx + (to.y - origin.y) * dy;
    if (along < 1) continue;
    const across = Math.abs((to.x - origin.x) * dy) + Math.abs((to.y - origin.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) { best = other; bestScore = score; }
  }
  if (!best) return;
  best.focus({ preventScroll: true });
  best.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
}

/** Focuses the card nearest the center of a carousel. */
function focusCenterCard() {
  const bounds = scroller.getBoundingClientRect();
  const middle = bounds.left + bounds.width / 2;
  const cards = renderer.cells();
  const nearest = cards.reduce((best, card) => {
    const r = card.getBoundingClientRect();
    const distance = Math.abs(r.left + r.width / 2 - middle);
    return !best || distance < best.distance ? { card, distance } : best;
  }, null);
  nearest?.card.focus({ preventScroll: true });
}

/** The center of `element` in content coordinates, as its layout places it. */
function centerOf(element) {
  const r = element.getBoundingClientRect();
  const origin = content.getBoundingClientRect();
  return { x: r.left - origin.left + r.width / 2, y: r.top - origin.top + r.height / 2 };
}

function liftByKey(cell) {
  const name = cell.getAttribute('aria-label');
  const identity = cell.dataset.identity;
  if (!lift(centerOf(cell), null)) return;
  drag.keyboard = { identity, name };
  announce(`${name}, lifted. Arrow keys move it, space drops it, escape cancels.`);
}

/**
 * Moves the lifted cell one step: to the next place in a list or grid (its size and
 * some spacing), or in a week by a day or a quarter of an hour.
 */
function moveByKey([dx, dy]) {
  const layout = spec.layout ?? {};
  const lifted = renderer.liftedElement();
  let step;
  if (layout.type === 'week') {
    step = { x: dx * (layout.dayWidth ?? 100), y: dy * (layout.hourHeight ?? 60) / 4 };
  } else {
    const spacing = 10;
    step = { x: dx * ((parseFloat(lifted?.style.width) || 50) + spacing),
             y: dy * ((parseFloat(lifted?.style.height) || 50) + spacing) };
  }
  const answer = moveLifted({ x: drag.point.x + step.x, y: drag.point.y + step.y });
  const now = renderer.liftedElement();
  now?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  announce(answer === 'refused' ? fullShelf : placeText());
}

/** Where the lifted cell would go, in words. */
function placeText() {
  const target = engine.dragTarget();
  if (!target) return '';
  if (target.day !== undefined) {
    return `${theme.dayName(target.day)}, ${timeText(target.start)} to ${timeText(target.end)}`;
  }
  const count = data?.sections?.[target.section]?.length ?? 0;
  const where = (spec.sections?.length ?? 0) > 1 ? ` in ${theme.sectionName(target.section)}` : '';
  return `position ${target.item + 1} of ${count}${where}`;
}

function dropByKey(cancelled) {
  const { identity, name } = drag.keyboard;
  const place = placeText();
  const refused = drag.answer === 'refused';
  endDrag(cancelled)?.then(() => {
    const cell = renderer.cells().find((view) => view.dataset.identity === identity);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  renderer.focusIdentity = identity;
  announce(cancelled ? `${name}: put back.` : refused ? `${fullShelf} ${name} went back.`
    : `${name}, dropped${place ? `: ${place}` : ''}.`);
}

scroller.tabIndex = 0;
scroller.setAttribute('aria-label', 'Scrolling view');
scroller.addEventListener('keydown', (event) => {
  if (event.target !== scroller || !snaps()) return;
  const arrow = arrows[event.key];
  if (arrow && arrow[0] !== 0) {
    event.preventDefault();
    stepCards(arrow[0]);
  }
});

// The editor: the spec is read again shortly after each change.
let editTimer = 0;
editor.addEventListener('input', () => {
  clearTimeout(editTimer);
  editTimer = setTimeout(() => {
    editTimer = 0;
    show(editor.value, { keepOffset: true });
  }, 250);
});

function setSpec(newSpec, options) {
  const text = formatted(newSpec);
  setEditorText(text);
  return show(text, options);
}

$('#size').addEventListener('change', (event) => {
  if (!flushEditor()) return;
  const size = Math.max(1, Math.min(100000, Number(event.target.value) || 1));
  if (spec) setSpec(resized(spec, size), { keepOffset: true });
});

/**
 * Shows `next`, a spec that differs from the shown one in its layout's parameters: with
 * an animated transition that keeps the data as it is now, when "Animate" is checked.
 */
async function changeLayout(next) {
  if (!$('#animate-changes').checked || animation !== null) return setSpec(next, { keepOffset: true });
  const text = formatted(next);
  const refusal = engine.transition(text);
  if (refusal !== null) return setSpec(next, { keepOffset: true });
  setEditorText(text);
  shownText = text;
  spec = next;
  followEngineOffset(true);
  await playAnimation();
  followEngineOffset(false);
  return null;
}

// Scrubbing: the slider drives a transition to the layout's alternative (a list for a
// flow, one more column for a waterfall, taller hours for a week) by hand; let go past
// half way and it finishes, before that it goes back.
function alternativeOf(current) {
  const next = structuredClone(current);
  next.layout ??= {};
  const layout = next.layout;
  const width = engine.viewportSize.width;
  switch (layout.type ?? 'flow') {
    case 'flow': {
      const [itemWidth, itemHeight] = layout.itemSize ?? [50, 50];
      layout.itemSize = itemWidth >= width * 0.9 ? [Math.round(width / 3) - 4, 120]
        : [width - (layout.sectionInset?.[1] ?? 0) - (layout.sectionInset?.[3] ?? 0), Math.min(itemHeight, 56)];
      break;
    }
    case 'waterfall': layout.columnCount = ((layout.columnCount ?? 2) % 4) + 1; break;
    case 'week': layout.hourHeight = (layout.hourHeight ?? 60) >= 100 ? 50 : 120; break;
    case 'carousel':
      layout.style = layout.style === 'coverFlow' ? 'cards' : 'coverFlow';
      keepOnlyStyleFields(layout);
      break;
  }
  return next;
}

/**
 * While `transitioning`, scroll events are the engine's own moves; the view is put at
 * the engine's offset at the start and at the end.
 */
function followEngineOffset(isTransitioning) {
  transitioning = isTransitioning;
  renderer.render();
  scroller.scrollTo(engine.contentOffset.x, engine.contentOffset.y);
  if (!isTransitioning) scrollNow();
}

/** The fields that only one carousel style reads, by style. */
const styleFields = {
  cards: ['minimumScale', 'minimumAlpha', 'fanOffset'],
  coverFlow: ['maximumAngle', 'turnedSpacing'],
  deck: ['visibleDepth', 'depthOffset', 'depthScale'],
};

/** Removes from a carousel's layout the fields of the styles it does not have. */
function keepOnlyStyleFields(layout) {
  for (const [style, fields] of Object.entries(styleFields)) {
    if (style !== layout.style) for (const field of fields) delete layout[field];
  }
}

let scrub = null;
const scrubber = $('#scrub');
scrubber.addEventListener('input', () => {
  const progress = Number(scrubber.value) / 100;
  if (!scrub) {
    if (!flushEditor()) return;
    finishAnimation();
    const target = alternativeOf(spec);
    const text = formatted(target);
    const refusal = engine.transition(text);
    say(refusal ?? '');
    if (refusal !== null) return;
    scrub = { target, text };
    followEngineOffset(true);
  }
  engine.animate(progress);
  renderer.render();
});
scrubber.addEventListener('change', () => {
  if (!scrub) return;
  const progress = Number(scrubber.value) / 100;
  if (progress >= 0.5) {
    engine.finishAnimation();
    setEditorText(scrub.text);
    shownText = scrub.text;
    spec = scrub.target;
  } else {
    engine.cancelTransition();
  }
  scrub = null;
  scrubber.value = 0;
  followEngineOffset(false);
});

function buildParameters() {
  const form = $('#parameters');
  form.replaceChildren();
  for (const parameter of parametersOf(spec.layout?.type)) {
    const label = document.createElement('label');
    label.textContent = parameter.label;
    const current = spec.layout?.[parameter.fields[0]];
    let control;
    if (parameter.range) {
      control = document.createElement('input');
      control.type = 'range';
      [control.min, control.max] = parameter.range;
      control.value = current ?? parameter.range[0];
    } else {
      control = document.createElement('select');
      for (const choice of parameter.choices) control.add(new Option(String(choice), String(choice)));
      control.value = String(current ?? parameter.choices[0]);
    }
    control.dataset.parameter = parameter.fields[0];
    control.addEventListener('input', () => {
      if (!flushEditor()) return;
      const value = parameter.range ? Number(control.value)
        : parameter.choices.find((choice) => String(choice) === control.value);
      const next = structuredClone(spec);
      next.layout ??= {};
      for (const field of parameter.fields) next.layout[field] = value;
      if (parameter.fields[0] === 'style') keepOnlyStyleFields(next.layout);
      changeLayout(next);
    });
    label.append(control);
    form.append(label);
  }
}

/**
 * `spec` for this screen: on a phone, its viewport is the width of the screen and the
 * height left under the page's title, so that the collection takes the whole width.
 */
function fitted(opened) {
  if (!narrowScreen.matches) return opened;
  const viewport = opened.viewport ?? {};
  const width = document.documentElement.clientWidth;
  const top = scroller.parentElement.getBoundingClientRect().top + window.scrollY;
  const available = Math.max(200, Math.floor(window.innerHeight - top));
  const height = opened.layout?.type === 'carousel' ? Math.min(available, viewport.height ?? available)
    : available;
  opened.viewport = { ...viewport, width, height };
  return opened;
}

async function openScenario(name) {
  currentScenario = name;
  const scenario = scenarios.find((entry) => entry.name === name);
  const response = scenario ? await fetch(`specs/${name}.json`) : null;
  if (!response?.ok) {
    const message = `There is no scenario named “${name}”. The scenarios are: ` +
      `${scenarios.map((entry) => entry.name).join(', ')}.`;
    say(message);
    markEditor(message);
    picker.value = '';
    return;
  }
  picker.value = name;
  say('');
  let text = await response.text();
  if (scenario.prepare || narrowScreen.matches) {
    const opened = JSON.parse(text);
    text = formatted(fitted(scenario.prepare ? scenario.prepare(opened) : opened));
  }
  setEditorText(text);
  show(text);
}

const picker = $('#scenario');
for (const scenario of scenarios) picker.add(new Option(scenario.title, scenario.name));
picker.addEventListener('change', () => { location.hash = `scenario=${picker.value}`; });

// A link to the spec the view shows now, data and layout, at its offset.
$('#share').addEventListener('click', async () => {
  if (!flushEditor()) return;
  followData();
  const link = `${location.href.split('#')[0]}#spec=${encodeURIComponent(shownText)}`;
  if (link.length > 2000000) {
    say('This spec is too long for a link (2 MB at most): use fewer items.');
    return;
  }
  history.replaceState(null, '', link);
  try {
    await navigator.clipboard.writeText(link);
    say('The link to this spec is in the address bar and on the clipboard.');
  } catch {
    say('The link to this spec is in the address bar.');
  }
});

// The drawer of a phone: the Edit button opens and closes it, escape closes it.
function setDrawer(open) {
  drawer.classList.toggle('open', open);
  drawerToggle.setAttribute('aria-expanded', String(open));
  drawerToggle.textContent = open ? 'Close' : 'Edit';
  if (open) drawer.querySelector('select, input, button, textarea')?.focus();
}
drawerToggle.addEventListener('click', () => setDrawer(!drawer.classList.contains('open')));
drawer.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && drawer.classList.contains('open')) {
    setDrawer(false);
    drawerToggle.focus();
  }
});

/** Opens what the address names: #spec=JSON, #scenario=NAME, or the first scenario. */
async function openAddress() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (location.hash.startsWith('#spec=')) {
    currentScenario = null;
    picker.value = '';
    say('');
    const text = decodeURIComponent(location.hash.slice('#spec='.length));
    setEditorText(text);
    const error = show(text);
    if (error !== null) say(`The linked spec does not read: ${error}`);
  } else if (hash.startsWith('scenario=')) {
    await openScenario(hash.slice('scenario='.length));
  } else {
    await openScenario(scenarios[0].name);
  }
}
window.addEventListener('hashchange', openAddress);

// For tests and for the console: the engine, the renderer and the figures.
window.trellis = {
  engine, renderer, statistics, scroller, scrollNow, open: openAddress,
  show: (text) => { setEditorText(text); return show(text); },
  get specText() { return shownText; },
  insert: (section, item) => edit(() => engine.insert(section, item)),
  delete: (section, item) => edit(() => engine.delete(section, item)),
  shuffle: (seed) => edit(() => engine.shuffle(seed)),
  changeLayout, stepCards,
  get animating() { return animation !== null; },
  get dragging() { return drag !== null; },
  get snapping() { return snapping || shelfGlide !== null; },
  get data() { return data; },
};
await openAddress();

$('#load-time').textContent =
  `module ${(engine.loadMilliseconds).toFixed(0)} ms to load and compile`;
document.documentElement.dataset.ready = 'true';
