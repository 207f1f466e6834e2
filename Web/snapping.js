// Snapping: in a layout whose traits say it snaps, a mouse drag scrolls the view like
// a finger, and the release comes to rest where the layout's targetContentOffset says,
// given the velocity; a swipe, the wheel and the arrow keys step from item to item. A
// press that holds still on a cell lifts it for a drag, as a long press does in UIKit.

import { elements, page, glideSeconds, liftDelay, scrollBehavior, snaps, contentPoint } from './page.js';
import { lift } from './drag.js';
import { VelocityTracker } from './velocity.js';

const { scroller } = elements;
/** A mouse press that scrolls the view, with the last positions for its velocity. */
let flick = null;

scroller.addEventListener('pointerdown', (event) => {
  if (!snaps() || event.button !== 0 || event.pointerType === 'touch') return;
  flick = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft,
            top: scroller.scrollTop, motion: new VelocityTracker(), moved: false, lift: 0 };
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
  flick.motion.add(event.timeStamp, scroller.scrollLeft, scroller.scrollTop);
});

scroller.addEventListener('pointerup', () => {
  if (!flick) return;
  clearTimeout(flick.lift);
  const [x = 0, y = 0] = flick.motion.velocity();
  flick = null;
  snap({ x, y });
});

// Only a scroll by the person (wheel, touch, keys) snaps where it stops; the page's
// own scrolls, to a spec's offset say, stay where they are put.
let scrolledByPerson = false;
for (const type of ['touchstart', 'keydown']) {
  scroller.addEventListener(type, () => { scrolledByPerson = true; }, { passive: true });
}
scroller.addEventListener('scrollend', () => {
  if (snaps() && scrolledByPerson && !flick && !page.snapping && !page.drag) snap({ x: 0, y: 0 });
  scrolledByPerson = false;
});

/** Scrolls to where the layout rests a release with `velocity`. */
export function snap(velocity) {
  const proposed = { x: scroller.scrollLeft + velocity.x * glideSeconds,
                     y: scroller.scrollTop + velocity.y * glideSeconds };
  scrollToRest(page.engine.targetContentOffset(proposed, velocity), { proposed, velocity });
}

/** Scrolls to `target`, a rest position of the layout, smoothly unless motion is reduced. */
function scrollToRest(target, how = {}) {
  window.trellis.lastSnap = { ...how, target };
  if (Math.abs(target.x - scroller.scrollLeft) < 0.5 && Math.abs(target.y - scroller.scrollTop) < 0.5) {
    return;
  }
  page.snapping = true;
  scroller.addEventListener('scrollend', () => { page.snapping = false; }, { once: true });
  scroller.scrollTo({ left: target.x, top: target.y, behavior: scrollBehavior() });
  if (scrollBehavior() === 'auto') page.snapping = false;
}

/**
 * Steps a layout that snaps by one item, forward for `direction` 1 and back for -1: to
 * the nearest rest position past the one it is at or going to.
 */
export function stepItems(direction) {
  const { engine } = page;
  const at = window.trellis.lastSnap?.target && page.snapping ? window.trellis.lastSnap.target
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
  if (!snaps() || page.drag) return;
  event.preventDefault();
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  // A trackpad sends a stream of small deltas: one step per gesture.
  if (Math.abs(delta) < 2 || event.timeStamp < wheelQuietUntil) {
    wheelQuietUntil = event.timeStamp + 120;
    return;
  }
  wheelQuietUntil = event.timeStamp + 250;
  stepItems(Math.sign(delta));
}, { passive: false });
