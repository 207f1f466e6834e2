// The keyboard: the arrow keys go from cell to cell (in a layout that snaps, from item
// to item; on a shelf, along it); space or enter lifts the focused cell, the arrows then
// move it, space or enter drops it and escape puts it back. Each step is announced.

import { elements, page, scrollBehavior, snaps } from './page.js';
import { announce, placeText } from './announcer.js';
import { lift, moveLifted, endDrag, fullSection } from './drag.js';
import { stepItems } from './snapping.js';
import { shelfAxis, stepShelf } from './shelves.js';

const { scroller, content } = elements;
const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

content.addEventListener('focusin', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (cell) page.renderer.focusIdentity = cell.dataset.identity;
});

content.addEventListener('keydown', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell) return;
  const arrow = arrows[event.key];
  if (page.drag?.keyboard) {
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
      stepItems(arrow[0]);
      scroller.addEventListener('scrollend', () => focusCenterItem(), { once: true });
      if (scrollBehavior() === 'auto') requestAnimationFrame(focusCenterItem);
    } else {
      focusNeighbour(cell, arrow);
    }
  }
});

scroller.tabIndex = 0;
scroller.setAttribute('aria-label', 'Scrolling view');
scroller.addEventListener('keydown', (event) => {
  if (event.target !== scroller || !snaps()) return;
  const arrow = arrows[event.key];
  if (arrow && arrow[0] !== 0) {
    event.preventDefault();
    stepItems(arrow[0]);
  }
});

/** Moves the focus to the nearest cell in the direction of `arrow`, scrolling to it. */
function focusNeighbour(cell, [dx, dy]) {
  const from = cell.getBoundingClientRect();
  const center = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const origin = center(from);
  let best = null, bestScore = Infinity;
  for (const other of page.renderer.cells()) {
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

/** Focuses the item nearest the center of the view. */
function focusCenterItem() {
  const bounds = scroller.getBoundingClientRect();
  const middle = bounds.left + bounds.width / 2;
  const nearest = page.renderer.cells().reduce((best, item) => {
    const r = item.getBoundingClientRect();
    const distance = Math.abs(r.left + r.width / 2 - middle);
    return !best || distance < best.distance ? { item, distance } : best;
  }, null);
  nearest?.item.focus({ preventScroll: true });
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
  page.drag.keyboard = { identity, name };
  announce(`${name}, lifted. Arrow keys move it, space drops it, escape cancels.`);
}

/**
 * Moves the lifted cell one step: by the step the engine's traits give (a day or a
 * quarter of an hour for items placed in time), or else to the next place in a list
 * or grid (its size and some spacing).
 */
function moveByKey([dx, dy]) {
  const lifted = page.renderer.liftedElement();
  const spacing = 10;
  const [width, height] = page.traits?.keyboardStep ??
    [(parseFloat(lifted?.style.width) || 50) + spacing, (parseFloat(lifted?.style.height) || 50) + spacing];
  const point = page.drag.point;
  const answer = moveLifted({ x: point.x + dx * width, y: point.y + dy * height });
  page.renderer.liftedElement()?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  announce(answer === 'refused' ? fullSection() : placeText());
}

function dropByKey(cancelled) {
  const { identity, name } = page.drag.keyboard;
  const place = placeText();
  const refused = page.drag.answer === 'refused';
  endDrag(cancelled)?.then(() => {
    const cell = page.renderer.cells().find((view) => view.dataset.identity === identity);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
  page.renderer.focusIdentity = identity;
  announce(cancelled ? `${name}: put back.` : refused ? `${fullSection()} ${name} went back.`
    : `${name}, dropped${place ? `: ${place}` : ''}.`);
}
