// Swipe actions: a row with swipe actions (a list layout's leadingSwipeActions and
// trailingSwipeActions, a row's swipeActions in the spec) follows a mostly sideways drag
// of a finger, a pen or the mouse through the engine's swipe (CollectionView.beginSwipe,
// updateSwipe, endSwipe), and its buttons show as real buttons in the area it reveals.
// A release rests the row open, closed, or by a full swipe performs its first action,
// as the pointer's velocity and the engine say; a tap on a button performs it, and a
// scroll, a tap elsewhere or escape closes the row. One row is open at a time.
//
// By keyboard, shift and an arrow key on a focused row open the actions that a swipe
// that way reveals (shift and the left arrow the trailing ones, left to right), as does
// the context menu key or shift and F10; the focus goes to the first button, Tab goes
// through them, enter or space performs one and escape closes the row. A row names its
// actions and these keys as its description; every outcome is announced. What an action
// does comes from the scenario (scenarios.js): it removes the row, marks it or is only
// announced.

import { elements, page } from './page.js';
import { scenarios } from './scenarios.js';
import { announce } from './announcer.js';
import { cancelPress } from './drag.js';
import { edit, finishAnimation, playAnimation } from './view.js';
import { VelocityTracker } from './velocity.js';

const { content } = elements;
/** How far a pointer moves before the page tells a swipe from a scroll or a drag, in px. */
const slop = 8;
/** A press on a row with actions that may become a swipe, or the swipe it became. */
let press = null;
/** The actions of the rows asked for so far, by "section.item", for the data they were asked with. */
let known = { data: null, rows: new Map() };

/**
 * The swipe actions of the row at (section, item), `{ leading, trailing }` as the engine
 * gives them; null for a row without any.
 */
export function rowActions(section, item) {
  if (known.data !== page.data) known = { data: page.data, rows: new Map() };
  const key = `${section}.${item}`;
  if (!known.rows.has(key)) known.rows.set(key, page.engine.swipeActions(section, item));
  return known.rows.get(key);
}

/** The keys that open the actions on `edge` of a row, in words. */
function keysFor(edge) {
  const trailingArrow = content.dir === 'rtl' ? 'right' : 'left';
  const leadingArrow = content.dir === 'rtl' ? 'left' : 'right';
  return `shift and the ${edge === 'trailing' ? trailingArrow : leadingArrow} arrow`;
}

/**
 * The description of the row at (section, item): its swipe actions and the keys that
 * show them; null for a row without any.
 */
export function rowHint(section, item) {
  const actions = rowActions(section, item);
  if (!actions) return null;
  const sides = ['trailing', 'leading'].filter((edge) => actions[edge]).map((edge) =>
    `${actions[edge].actions.map((action) => action.title).join(', ')} (${keysFor(edge)})`);
  return `Actions: ${sides.join('; ')}.`;
}

/**
 * The button that the element of kind `kind` at (section, item) shows, when it is one
 * of the swiped row's: `{ index, title, label, style, edge, armed }`; null otherwise.
 */
export function describeButton(kind, section, item) {
  const swipe = page.swipe;
  if (!swipe || swipe.section !== section || swipe.item !== item) return null;
  const index = swipe.buttons.findIndex((button) => button.kind === kind);
  if (index < 0) return null;
  const button = swipe.buttons[index];
  const name = rowOf(swipe)?.getAttribute('aria-label');
  return { index, title: button.title, label: name ? `${button.title}: ${name}` : button.title,
           style: button.style, edge: swipe.edge, armed: index === 0 && swipe.armed };
}

/** The row element of `swipe`, when it is shown. */
function rowOf(swipe) {
  return page.renderer.cells().find((view) =>
    Number(view.dataset.section) === swipe.section && Number(view.dataset.item) === swipe.item) ?? null;
}

/** The name of `row` without the marks that actions put on it (see view.js). */
function nameOf(row) {
  const label = row?.getAttribute('aria-label') ?? '';
  const marks = [...(page.marks.get(Number(row?.dataset.identity)) ?? [])];
  const suffix = `, ${marks.join(', ')}`;
  return marks.length > 0 && label.endsWith(suffix) ? label.slice(0, -suffix.length) : label;
}

/** Reads the swiped row from the engine and draws what the engine's last call changed. */
function draw() {
  page.swipe = page.engine.swipe();
  page.renderer.render();
  page.renderer.relabel();
}

/** Plays the animation of the swipe's settling; the promise resolves when it ends. */
async function settle() {
  page.swipe = page.engine.swipe();
  await playAnimation();
  page.swipe = page.engine.swipe();
  page.renderer.relabel();
}

/** After a scroll, which closes an open row in the engine: forgets it too. */
export function swipeScrolled() {
  if (!page.swipe || page.engine.swipe()) return;
  const row = rowOf(page.swipe);
  const focusWasOnAButton = document.activeElement?.closest('.swipe-action');
  page.swipe = null;
  if (focusWasOnAButton) row?.focus({ preventScroll: true });
}

/** Closes the open row, animated; resolves when it has settled. */
export async function closeSwipe() {
  if (!page.swipe) return;
  finishAnimation();
  page.engine.closeSwipe();
  await settle();
}

/** What the action `button` does in the open scenario: `{ removes, mark, done, undone }`. */
function meaningOf(button) {
  const scenario = scenarios.find((entry) => entry.name === page.scenario);
  return scenario?.actions?.[button.title]
    ?? (button.style === 'destructive' ? { removes: true, done: 'deleted' } : { done: button.title });
}

/**
 * Performs the action at `index` of `swipe`, the swiped row: removes the row, animated,
 * or marks it and closes it, and announces what happened. With `focus`, the focus goes
 * to the row, or to the row in its place after a removal.
 */
async function perform(swipe, index, focus) {
  const button = swipe.buttons[index];
  if (!button) return;
  const row = rowOf(swipe);
  const name = row ? nameOf(row) : button.title;
  const meaning = meaningOf(button);
  if (meaning.removes) {
    page.swipe = null;
    const refusal = await edit(() => page.engine.delete(swipe.section, swipe.item));
    if (refusal !== null) return;
    announce(`${name}: ${meaning.done}.`);
    if (focus) {
      const rows = page.renderer.cells().filter((view) => Number(view.dataset.section) === swipe.section);
      const next = rows.find((view) => Number(view.dataset.item) === swipe.item)
        ?? rows.find((view) => Number(view.dataset.item) === swipe.item - 1);
      next?.focus({ preventScroll: true });
    }
    return;
  }
  let done = meaning.done;
  const identity = Number(row?.dataset.identity ?? -1);
  if (meaning.mark && identity >= 0) {
    const marks = new Set(page.marks.get(identity) ?? []);
    if (marks.has(meaning.mark)) {
      marks.delete(meaning.mark);
      done = meaning.undone ?? done;
    } else {
      marks.add(meaning.mark);
    }
    page.marks.set(identity, marks);
  }
  await closeSwipe();
  announce(`${name}: ${done}.`);
  if (focus) row?.focus({ preventScroll: true });
}

/** Announces the actions of the open row `swipe`, and how to use them. */
function announceOpen(swipe, keyboard) {
  const name = nameOf(rowOf(swipe));
  const titles = swipe.buttons.map((button) => button.title).join(', ');
  announce(`${name}: actions ${titles}.${keyboard ? ' Tab goes to them, escape closes.' : ''}`);
}

/** Releases the swiped row at `velocity` (points per second along x) and acts on the outcome. */
async function release(velocity) {
  const outcome = page.engine.endSwipe(velocity);
  if (outcome === null) return;
  const swipe = page.engine.swipe();
  await settle();
  if (outcome === 'performed') await perform(swipe, swipe.performed, false);
  else if (outcome === 'open') announceOpen(swipe, false);
}

content.addEventListener('pointerdown', (event) => {
  if (event.button !== 0 || event.altKey || page.drag?.cell) return;
  if (event.target.closest('.swipe-action')) return;
  const cell = event.target.closest('[data-category="cell"]');
  const open = page.swipe;
  const section = Number(cell?.dataset.section), item = Number(cell?.dataset.item);
  if (open && !(cell && open.section === section && open.item === item)) {
    // A tap elsewhere closes the open row, and does nothing else.
    event.stopImmediatePropagation();
    closeSwipe();
    return;
  }
  if (!cell || !rowActions(section, item)) return;
  press = { pointer: event.pointerId, x: event.clientX, y: event.clientY, section, item,
            open: open !== null, swiping: false, start: 0, motion: new VelocityTracker() };
}, { capture: true });

content.addEventListener('pointermove', (event) => {
  if (!press || event.pointerId !== press.pointer) return;
  if (page.drag?.cell) { press = null; return; }
  const dx = event.clientX - press.x, dy = event.clientY - press.y;
  if (!press.swiping) {
    // Until the pointer has moved far enough to tell, neither a drag nor a swipe starts.
    if (Math.max(Math.abs(dx), Math.abs(dy)) < slop) { event.stopImmediatePropagation(); return; }
    if (Math.abs(dy) >= Math.abs(dx) || !beginSwipe(event)) { press = null; return; }
  }
  event.stopImmediatePropagation();
  // Toward a side without actions the row stays in its place.
  if (page.engine.updateSwipe(press.start + dx) !== null) page.engine.updateSwipe(0);
  draw();
  press.motion.add(event.timeStamp, event.clientX);
}, { capture: true });

/** Turns the press into a swipe of its row; false when the engine refuses. */
function beginSwipe(event) {
  finishAnimation();
  if (page.drag && !page.drag.cell) page.drag = null;
  cancelPress();
  if (page.engine.beginSwipe(press.section, press.item) !== null) return false;
  content.setPointerCapture(event.pointerId);
  press.swiping = true;
  press.start = page.engine.swipe()?.offset ?? 0;
  press.motion = new VelocityTracker();
  press.motion.add(event.timeStamp, event.clientX);
  draw();
  return true;
}

content.addEventListener('pointerup', (event) => {
  if (!press || event.pointerId !== press.pointer) return;
  const { swiping, open, motion } = press;
  press = null;
  if (!swiping) {
    // A tap on the open row closes it.
    if (open) closeSwipe();
    return;
  }
  event.stopImmediatePropagation();
  // The velocity of the last 100 ms: none when the pointer held still before letting go.
  const [velocity = 0] = motion.velocity(event.timeStamp);
  release(velocity);
}, { capture: true });

content.addEventListener('pointercancel', (event) => {
  if (!press || event.pointerId !== press.pointer) return;
  const { swiping } = press;
  press = null;
  if (!swiping) return;
  page.engine.cancelSwipe();
  settle();
}, { capture: true });

// A tap or a click on a button, or enter or space on it, performs its action.
content.addEventListener('click', (event) => {
  const element = event.target.closest('.swipe-action');
  const swipe = page.swipe;
  if (!element || !swipe) return;
  perform(swipe, Number(element.parentElement.dataset.button), event.detail === 0);
});

// Escape on a button closes its row, the focus going back to the row.
content.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || !event.target.closest('.swipe-action')) return;
  event.preventDefault();
  closeByKey();
});

/**
 * Does what `event`, a key pressed on `cell`, does to swipe actions: shift and an arrow
 * key, the context menu key or shift and F10 open the row's actions, escape closes an
 * open row. Returns false for other keys.
 */
export function swipeKey(cell, event) {
  if (event.key === 'Escape' && page.swipe) {
    closeByKey();
    return true;
  }
  const section = Number(cell.dataset.section), item = Number(cell.dataset.item);
  const actions = rowActions(section, item);
  let edge;
  if (event.shiftKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
    // As a swipe that way: toward the left reveals the actions on the right.
    const revealsRight = event.key === 'ArrowLeft';
    edge = revealsRight === (content.dir !== 'rtl') ? 'trailing' : 'leading';
  } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
    edge = actions?.trailing ? 'trailing' : 'leading';
  } else {
    return false;
  }
  if (!actions) return false;
  const name = nameOf(cell);
  if (!actions[edge]) {
    announce(`${name} has no actions on that side.`);
    return true;
  }
  openByKey(section, item, edge, actions[edge]);
  return true;
}

/** Opens the actions on `edge` of the row at (section, item), focusing the first button. */
async function openByKey(section, item, edge, configuration) {
  finishAnimation();
  // Another open row closes at once.
  if (page.engine.beginSwipe(section, item) !== null) return;
  page.renderer.render();
  const width = configuration.actions.reduce((sum, action) => sum + action.width, 0);
  const sign = (edge === 'leading') === (content.dir !== 'rtl') ? 1 : -1;
  page.engine.updateSwipe(sign * width);
  draw();
  const outcome = page.engine.endSwipe(0);
  await settle();
  if (outcome !== 'open') return;
  const swipe = page.swipe;
  const first = page.renderer.renderedElements().find((view) => view.dataset.button === '0');
  first?.querySelector('.swipe-action').focus({ preventScroll: true });
  announceOpen(swipe, true);
}

/** Closes the open row by a key, the focus going back to it. */
async function closeByKey() {
  const swipe = page.swipe;
  const row = rowOf(swipe);
  await closeSwipe();
  row?.focus({ preventScroll: true });
  announce(`${nameOf(row)}: actions closed.`);
}
