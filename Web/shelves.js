// Shelves: a section whose row scrolls sideways on its own (an orthogonal section)
// follows a sideways swipe, a sideways wheel or trackpad scroll (shift with a wheel), a
// mouse drag from the gaps between its cards, and the arrow keys from card to card. A
// release rests where the section's behavior says: where it stops, on a group or on a
// page. Only the row's elements are asked for and redrawn.

import { elements, page, glideSeconds, reducedMotion, contentPoint } from './page.js';
import { cancelPress } from './drag.js';
import { VelocityTracker } from './velocity.js';

const { scroller, content } = elements;
/** The axis shelves scroll along, 'x' or 'y'; null when the layout has none. */
export let shelfAxis = null;
/** A press on a shelf that may become a sideways pan. */
let shelfPan = null;
/** The glide of a released shelf to where it rests. */
let shelfGlide = null;
let shelfWheelTimer = 0;

/** Whether a shelf glides to where it rests. */
export const shelfGliding = () => shelfGlide !== null;

/** Finds whether the shown layout has shelves, and lets a finger pan them sideways. */
export function findShelves() {
  shelfAxis = null;
  const sections = Math.min(page.spec.sections?.length ?? 0, 10000);
  for (let section = 0; section < sections; section++) {
    if (page.engine.sectionScrolling(section)) {
      shelfAxis = page.spec.layout?.scrollDirection === 'horizontal' ? 'y' : 'x';
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

/**
 * Where a pan of a shelf to `offset` shows its row: by the section's scrolling
 * properties, held at its ends or past them at half the distance as a scroll view
 * bounces; held at its ends from a module that does not say.
 */
function draggedOffset(pan, offset) {
  const dragged = page.engine.sectionDragged(pan.section, offset)
    ?? Math.min(Math.max(offset, 0), pan.maximum);
  if (dragged < 0) return dragged / 2;
  if (dragged > pan.maximum) return pan.maximum + (dragged - pan.maximum) / 2;
  return dragged;
}

/** Scrolls the row of `section` to `offset` and draws what changed. */
function scrollShelf(section, offset) {
  if (page.engine.scrollSection(section, offset) !== null) return;
  page.renderer.render();
}

/**
 * Moves the row of `section` to `target`, starting at `velocity` (points per second)
 * and slowing down as a scroll view does, or springing to a page (the engine's glide);
 * at once when motion is reduced.
 */
function glideShelf(section, target, velocity = 0) {
  if (shelfGlide) cancelAnimationFrame(shelfGlide.frame);
  shelfGlide = null;
  const from = page.engine.sectionScrolling(section)?.offset;
  if (from === undefined || Number.isNaN(target)) return;
  window.trellis.lastShelfRest = { section, target };
  const motion = page.engine.sectionMotion(section, from, target, velocity);
  if (reducedMotion() || !motion || motion.duration === 0) {
    scrollShelf(section, target);
    return;
  }
  const started = performance.now();
  const step = (now) => {
    const seconds = (now - started) / 1000;
    // A spring that carries the row past an end bounces there, or stops at it in a
    // section that does not bounce.
    const offset = motion.offset(seconds);
    scrollShelf(section, page.engine.sectionDragged(section, offset) ?? offset);
    shelfGlide = seconds < motion.duration ? { section, frame: requestAnimationFrame(step) } : null;
  };
  shelfGlide = { section, frame: requestAnimationFrame(step) };
}

/** Releases the row of `section` at `velocity` (points per second, along the offset). */
function releaseShelf(section, velocity) {
  const at = page.engine.sectionScrolling(section);
  if (!at) return;
  const glide = page.engine.sectionGlide(section, velocity) ?? velocity * glideSeconds;
  glideShelf(section, page.engine.sectionTarget(section, at.offset + glide, velocity), velocity);
}

/** Stops a glide in progress, the row staying where it is. */
export function stopShelfGlide() {
  if (shelfGlide) cancelAnimationFrame(shelfGlide.frame);
  shelfGlide = null;
}

content.addEventListener('pointerdown', (event) => {
  if (!shelfAxis || page.drag || event.button !== 0 || event.altKey) return;
  // A mouse drags a card to reorder it; from a gap it pans the shelf.
  if (event.pointerType === 'mouse' && event.target.closest('[data-category="cell"]')) return;
  const section = page.engine.orthogonalSection(contentPoint(event));
  const at = section === null ? null : page.engine.sectionScrolling(section);
  if (!at) return;
  stopShelfGlide();
  shelfPan = { section, pointer: event.pointerId, x: event.clientX, y: event.clientY,
               offset: at.offset, maximum: at.maximum, moving: false,
               motion: new VelocityTracker() };
});

content.addEventListener('pointermove', (event) => {
  if (!shelfPan || event.pointerId !== shelfPan.pointer || page.drag) return;
  const dx = event.clientX - shelfPan.x, dy = event.clientY - shelfPan.y;
  if (!shelfPan.moving) {
    const sideways = shelfAxis === 'x' ? Math.abs(dx) : Math.abs(dy);
    const along = shelfAxis === 'x' ? Math.abs(dy) : Math.abs(dx);
    if (Math.max(sideways, along) < 8) return;
    if (along >= sideways) { shelfPan = null; return; }
    shelfPan.moving = true;
    cancelPress();
    content.setPointerCapture(event.pointerId);
  }
  const offset = draggedOffset(shelfPan, shelfPan.offset + shelfDelta(dx, dy));
  scrollShelf(shelfPan.section, offset);
  shelfPan.motion.add(event.timeStamp, offset);
});

for (const type of ['pointerup', 'pointercancel']) {
  content.addEventListener(type, (event) => {
    if (!shelfPan || event.pointerId !== shelfPan.pointer) return;
    const { section, motion, moving } = shelfPan;
    shelfPan = null;
    if (!moving) return;
    const [velocity = 0] = motion.velocity();
    releaseShelf(section, type === 'pointercancel' ? 0 : velocity);
  });
}

content.addEventListener('wheel', (event) => {
  if (!shelfAxis || page.drag) return;
  const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
  const wheelX = event.shiftKey && !event.deltaX ? event.deltaY : event.deltaX;
  const wheelY = event.shiftKey && !event.deltaX ? 0 : event.deltaY;
  // A sideways wheel scrolls a vertical layout's shelves; a horizontal layout's
  // shelves take the vertical wheel, which otherwise has nothing to scroll.
  const sideways = shelfAxis === 'x' ? wheelX : wheelY;
  const along = shelfAxis === 'x' ? wheelY : wheelX;
  if (Math.abs(sideways) <= Math.abs(along)) return;
  const section = page.engine.orthogonalSection(contentPoint(event));
  const at = section === null ? null : page.engine.sectionScrolling(section);
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
export function stepShelf(cell, step) {
  const section = Number(cell.dataset.section);
  const at = page.engine.sectionScrolling(section);
  if (!at) return false;
  const item = Number(cell.dataset.item) + step;
  const find = () => page.renderer.cells().find((view) =>
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
  const now = page.engine.sectionScrolling(section);
  const rtl = shelfAxis === 'x' && content.dir === 'rtl' ? -1 : 1;
  let offset = now.offset;
  if (start < viewStart) offset -= rtl * (viewStart - start);
  else if (end > viewEnd) offset += rtl * (end - viewEnd);
  offset = Math.min(Math.max(offset, 0), now.maximum);
  const rest = page.engine.sectionTarget(section, offset, 0);
  glideShelf(section, Math.abs(rest - now.offset) > 0.5 ? rest : offset);
  next.focus({ preventScroll: true });
  return true;
}
