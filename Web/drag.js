// Dragging a cell: a mouse drags at once, a finger (or a pen) presses and holds first,
// as a long press does in UIKit, so that a swipe that starts on a cell scrolls the
// view. The data says how its items move (to another index, or to another time); a
// scenario may limit how many items a section takes, and a full section refuses the
// item visibly while the finger is over it; let go there, the item goes back.

import { elements, page, liftDelay, snaps, contentPoint } from './page.js';
import { scenarios } from './scenarios.js';
import { say } from './announcer.js';
import { flushEditor } from './editor.js';
import { edit, finishAnimation, followData, playAnimation } from './view.js';
import { snap } from './snapping.js';

const { scroller, content } = elements;
/** A press on a cell that lifts it if it holds still long enough. */
let pressing = null;

/** The open scenario, if any. */
const scenario = () => scenarios.find((entry) => entry.name === page.scenario);
/** The most items a section of the open scenario takes from another; 0 for no limit. */
const capacity = () => scenario()?.capacity ?? 0;
/** What the page says when a full section refuses the lifted item. */
export const fullSection = () => scenario()?.full ?? 'That section is full.';

/**
 * Lifts the cell under `start` (content coordinates) for a drag by `pointer`, whose
 * position on screen is `client`; true when a cell was lifted.
 */
export function lift(start, pointer, client = null) {
  if (!flushEditor()) return false;
  finishAnimation();
  if (!page.engine.beginDrag(start, capacity())) return false;
  page.drag = { start, cell: true, pointer, client, answer: 'accepted', point: start };
  if (pointer !== null) content.setPointerCapture(pointer);
  page.renderer.render();
  page.renderer.liftedElement()?.classList.add('lifted');
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
export function moveLifted(point) {
  const { engine, renderer, drag } = page;
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
  say(drag.answer === 'refused' ? fullSection() : '');
  return drag.answer;
}

content.addEventListener('pointerdown', (event) => {
  if (event.button !== 0 || event.altKey || page.drag) return;
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell) return;
  if (event.pointerType === 'mouse') {
    // In a layout that snaps, a mouse scrolls like a finger: see snapping.js.
    if (snaps()) return;
    page.drag = { start: contentPoint(event), cell: false, pointer: event.pointerId };
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

content.addEventListener('pointermove', (event) => {
  if (pressing && Math.hypot(event.clientX - pressing.x, event.clientY - pressing.y) > 8) {
    cancelPress();
  }
  if (!page.drag) return;
  const point = contentPoint(event);
  page.drag.client = { x: event.clientX, y: event.clientY };
  if (!page.drag.cell) {
    if (Math.hypot(point.x - page.drag.start.x, point.y - page.drag.start.y) < 4) return;
    const start = page.drag.start;
    page.drag = null;
    if (!lift(start, event.pointerId, { x: event.clientX, y: event.clientY })) return;
  }
  moveLifted(point);
});

/** Forgets a press that has not lifted its cell yet: the finger moved, or pans a shelf. */
export function cancelPress() {
  clearTimeout(pressing?.timer);
  pressing = null;
}

// While a cell is lifted by a finger, the finger moves it and not the view.
content.addEventListener('touchmove', (event) => {
  if (page.drag?.cell) event.preventDefault();
}, { passive: false });
content.addEventListener('contextmenu', (event) => {
  if (event.target.closest('[data-category="cell"]')) event.preventDefault();
});

/**
 * While an item is lifted, scrolls the content each frame that the finger rests near an
 * edge, as iOS does; the item stays under the finger and its target follows. The engine
 * scrolls the layouts whose items reorder; the page scrolls under an item that moves
 * by time.
 */
function autoScroll(last) {
  requestAnimationFrame((now) => {
    const drag = page.drag;
    if (!drag?.cell) return;
    const seconds = Math.max(0, now - last) / 1000;
    if (drag.keyboard) {
      // The arrow keys move a cell lifted by the keyboard, and scroll to it.
    } else if (page.engine.autoScroll(seconds)) {
      page.renderer.render();
      scroller.scrollTo(page.engine.contentOffset.x, page.engine.contentOffset.y);
    } else if (page.traits?.movesBy === 'time' && drag.client) {
      scrollUnderItem(seconds);
    }
    autoScroll(now);
  });
}

/** The zone along each edge where a finger scrolls the view, and the fastest speed. */
const edgeZone = 60;
const edgeSpeed = 900;

/** Scrolls the view while the finger dragging an item placed in time rests near an edge. */
function scrollUnderItem(seconds) {
  const client = page.drag.client;
  const bounds = scroller.getBoundingClientRect();
  const depth = (position, low, high) =>
    position < low + edgeZone ? -Math.min(1, (low + edgeZone - position) / edgeZone)
      : position > high - edgeZone ? Math.min(1, (position - (high - edgeZone)) / edgeZone) : 0;
  const dx = depth(client.x, bounds.left, bounds.right) * edgeSpeed * seconds;
  const dy = depth(client.y, bounds.top, bounds.bottom) * edgeSpeed * seconds;
  if (dx === 0 && dy === 0) return;
  const before = { x: scroller.scrollLeft, y: scroller.scrollTop };
  scroller.scrollTo(before.x + dx, before.y + dy);
  if (scroller.scrollLeft === before.x && scroller.scrollTop === before.y) return;
  page.engine.scroll(scroller.scrollLeft, scroller.scrollTop);
  page.renderer.render();
  const origin = content.getBoundingClientRect();
  moveLifted({ x: client.x - origin.left, y: client.y - origin.top });
}

/**
 * Ends the drag: drops the cell, or puts it back when `cancelled` or refused there.
 * Returns the promise of its settling, or nothing when no cell was lifted.
 */
export function endDrag(cancelled) {
  cancelPress();
  const drag = page.drag;
  if (!drag) return;
  const refused = drag.answer === 'refused';
  page.drag = null;
  content.classList.remove('dragging');
  if (!drag.cell) return;
  content.querySelectorAll('.refused, .lifted').forEach((view) => view.classList.remove('refused', 'lifted'));
  if (cancelled || refused) {
    page.engine.cancelDrag();
    const wentBack = scenario()?.wentBack ?? 'The item went back.';
    say(refused && !cancelled ? `${fullSection()} ${wentBack}` : '');
  } else {
    page.engine.endDrag();
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
  edit(() => page.engine.delete(Number(cell.dataset.section), Number(cell.dataset.item)));
});
