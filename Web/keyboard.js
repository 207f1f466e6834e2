// The keyboard: the arrow keys go from cell to cell (in a layout that snaps, from item
// to item; on a shelf, along it), home and end to the first and the last; space or
// enter lifts the focused cell, the arrows then move it, space or enter drops it and
// escape puts it back. Each step is announced. In a tree (outline.js) the keys are a
// tree's: the arrows across the rows open and close them, space or enter toggles a row
// with children, and the rows of a tree do not lift. Shift and an arrow key open a row's
// swipe actions (swipe.js).

import { elements, page, scrollBehavior, snaps } from './page.js';
import { announce, placeText } from './announcer.js';
import { lift, moveLifted, endDrag, fullSection } from './drag.js';
import { stepItems } from './snapping.js';
import { shelfAxis, stepShelf } from './shelves.js';
import { disclose, treeNode } from './outline.js';
import { swipeKey } from './swipe.js';
import { scrollNow } from './view.js';

const { scroller, content } = elements;
const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// The focused cell is the one Tab comes back to: one tab stop that moves with the focus.
content.addEventListener('focusin', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (cell) page.renderer.reach(cell);
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
  if (swipeKey(cell, event)) {
    event.preventDefault();
  } else if (treeKey(cell, event.key)) {
    event.preventDefault();
  } else if ((event.key === 'Home' || event.key === 'End') && !snaps()) {
    event.preventDefault();
    focusEnd(event.key === 'End');
  } else if (event.key === ' ' || event.key === 'Enter') {
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

/**
 * Does what `key` does on `cell` when it is a row of a tree, as the WAI-ARIA tree
 * pattern has it: the arrow towards the end of a line expands a collapsed row or goes
 * to an expanded one's first child, the other arrow collapses an expanded row or goes
 * to the parent, and space or enter toggles a row with children. Returns false for the
 * keys that do what they do in a list: the arrows up and down, home and end.
 */
function treeKey(cell, key) {
  const node = treeNode(cell);
  if (!node) return false;
  const opening = content.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const closing = content.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const hasChildren = node.children.length > 0;
  if (key === opening) {
    if (hasChildren && !node.expanded) disclose(cell, true);
    else if (hasChildren) focusItem(node.children[0], 1);
  } else if (key === closing) {
    if (hasChildren && node.expanded) disclose(cell, false);
    else if (node.parent !== null) focusItem(node.parent, -1);
  } else if (key === ' ' || key === 'Enter') {
    if (hasChildren) disclose(cell, !node.expanded);
  } else {
    return false;
  }
  return true;
}

/**
 * Focuses the cell of the item of identity `identity`, scrolling a view at a time in
 * `direction` (1 down, -1 up) until it is shown; false when the content ends first.
 */
function focusItem(identity, direction) {
  for (;;) {
    const cell = page.renderer.cells().find((view) => view.dataset.identity === String(identity));
    if (cell) {
      cell.focus({ preventScroll: true });
      cell.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
      return true;
    }
    const before = scroller.scrollTop;
    scroller.scrollTo(scroller.scrollLeft, before + direction * scroller.clientHeight);
    if (scroller.scrollTop === before) return false;
    scrollNow();
  }
}

/** Focuses the first cell in reading order, or with `last` the last, scrolling to it. */
function focusEnd(last) {
  scroller.scrollTo(last ? scroller.scrollWidth : 0, last ? scroller.scrollHeight : 0);
  scrollNow();
  const cells = page.renderer.cells();
  const cell = last ? cells.at(-1) : cells[0];
  cell?.focus({ preventScroll: true });
  cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

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
