// The scrolling view: showing a spec, the engine's visibility pass on each scroll, the
// animations of edits, and what each element says. What differs between kinds of
// layout comes from the engine's traits of the shown kind (page.traits).

import {
  $, elements, page, animationMilliseconds, largestElement, reducedMotion, snaps,
} from './page.js';
import { scenarios, sizeOf, formatted } from './scenarios.js';
import { ContentTheme } from './content.js';
import { DataMirror, parseData } from './data.js';
import { say } from './announcer.js';
import { markEditor, setEditorText, flushEditor } from './editor.js';
import { endDrag } from './drag.js';
import { findShelves, stopShelfGlide } from './shelves.js';
import { buildParameters } from './controls.js';
import { showFigures } from './figures.js';
import { describeButton, rowHint, swipeScrolled } from './swipe.js';

const { scroller, content } = elements;
/** The content's role as the page declares it, for the items of a flat collection. */
const itemsRole = content.getAttribute('role');
let scrollScheduled = false;

/**
 * Shows `text` as the spec when it reads and its content fits in a browser; otherwise
 * shows why and keeps the view. Returns null, or the reason.
 */
export function show(text, { keepOffset = false } = {}) {
  const { engine, renderer } = page;
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
      if (page.shownText !== null) show(page.shownText, { keepOffset: true });
      markEditor(refusal);
      say(refusal);
      return refusal;
    }
  }
  markEditor(error);
  if (error !== null) return error;
  page.shownText = text;
  page.spec = JSON.parse(text);
  page.mirror = new DataMirror(page.spec);
  page.data = parseData(engine.dataNumbers());
  page.traits = engine.traits();
  page.swipe = null;
  page.marks = new Map();
  const scenario = scenarios.find((entry) => entry.name === page.scenario);
  page.theme = new ContentTheme(scenario?.theme ?? page.traits.theme);
  // Text runs as the layout does: a right-to-left layout's headers start at the right.
  content.dir = page.spec.viewport?.layoutDirection === 'rightToLeft' ? 'rtl' : 'ltr';
  stopShelfGlide();
  findShelves();
  document.body.dataset.theme = page.theme.name;
  document.body.dataset.movesBy = page.traits.movesBy;
  document.body.dataset.rows = page.traits.rows === true;
  // With a section whose items are a tree, the view is a tree whose rows say their level.
  const tree = !page.mirror.outlines.isEmpty;
  content.setAttribute('role', tree ? 'tree' : itemsRole);
  renderer.tree = tree;
  content.setAttribute('aria-label', scenario?.title ?? 'Collection');
  page.statistics.clear();
  renderer.reset();
  renderer.render();
  const viewport = engine.viewportSize;
  scroller.style.width = `${viewport.width}px`;
  scroller.style.height = `${viewport.height}px`;
  let start = keepOffset ? offset : engine.contentOffset;
  // A layout that snaps always rests on an item.
  if (snaps()) start = engine.targetContentOffset(start, { x: 0, y: 0 });
  scroller.scrollTo(start.x, start.y);
  scrollNow();
  buildParameters();
  $('#size').value = sizeOf(page.spec);
  return null;
}

/**
 * Takes `spec`, whose layout the engine now shows after a transition, as the shown
 * spec, with its text `text`: the editor shows it and the traits are its layout's.
 */
export function adoptSpec(spec, text = formatted(spec)) {
  setEditorText(text);
  page.shownText = text;
  page.spec = spec;
  page.traits = page.engine.specTraits(text) ?? page.traits;
}

/**
 * Writes the spec of the data and layout the view shows now to the editor, and gives the
 * shown elements their text again: after an insert, a delete, a shuffle or a drop.
 */
export function followData() {
  const numbers = page.engine.dataNumbers();
  if (numbers === null) return;
  page.data = parseData(numbers);
  const spec = page.mirror.specOf(page.data, page.spec);
  spec.viewport ??= {};
  spec.viewport.contentOffset = [Math.round(scroller.scrollLeft), Math.round(scroller.scrollTop)];
  page.spec = spec;
  page.shownText = formatted(spec);
  setEditorText(page.shownText);
  markEditor(null);
  $('#size').value = sizeOf(spec);
  page.renderer.relabel();
}

/** Gives the renderer what the elements show, and the order a person reads the cells. */
export function describeElements(renderer) {
  // What the elements show: see content.js; the rows of a tree show their names, and
  // every cell says where it stands in a tree (see Outlines.row in data.js).
  renderer.describe = (category, kind, section, item, identity) => {
    const { spec, data, theme, mirror } = page;
    if (category === 'cell') {
      const timed = spec?.events ? (data?.events?.[item] ?? spec.events[item]) : null;
      const node = mirror?.outlines.nodes.get(identity);
      const text = node ? { title: node.name, subtitle: '', label: node.name }
        : theme.cell(identity, section, timed);
      if ((spec?.sections?.length ?? 0) > 1 && !node) text.label += `, in ${theme.sectionName(section)}`;
      text.row = mirror?.outlines.row(identity, item, data?.sections?.[section]?.length ?? 0);
      // A swipe action's mark, such as unread, shows on the row and is part of its name.
      const marks = [...(page.marks.get(identity) ?? [])];
      if (marks.length > 0) text.label += `, ${marks.join(', ')}`;
      text.marks = marks.join(' ');
      text.actions = rowHint(section, item);
      return text;
    }
    if (category === 'supplementary') {
      const button = describeButton(kind, section, item);
      if (button) return { title: '', subtitle: '', label: '', button };
      return { title: theme.supplementary(kind, section, item, spec?.layout), subtitle: '', label: '' };
    }
    return { title: '', subtitle: '', label: '' };
  };
  // The reading order the engine's traits give: items placed in time by day, then
  // start time; other items by index.
  renderer.readingKey = (section, item) => {
    const timed = page.traits?.readingOrder === 'time' ? page.data?.events?.[item] : null;
    if (timed) return [timed.day, timed.allDay ? -1 : timed.start, item];
    return [section, item, 0];
  };
}

/** Runs the engine's visibility pass for the scroller's offset and renders it. */
export function scrollNow() {
  scrollScheduled = false;
  const started = performance.now();
  page.engine.scroll(scroller.scrollLeft, scroller.scrollTop);
  swipeScrolled();
  const engineDone = performance.now();
  page.renderer.render();
  page.statistics.record(engineDone - started, performance.now() - engineDone);
  showFigures();
}

scroller.addEventListener('scroll', () => {
  // A transition moves the offset itself (to keep its anchor item in place); the
  // scroll events of that move must not end it.
  if (scrollScheduled || page.transitioning) return;
  scrollScheduled = true;
  requestAnimationFrame(scrollNow);
}, { passive: true });

/**
 * Plays the animation of the update the engine just planned, from 0 to 1; the promise
 * resolves when it ends. With reduced motion, the update shows at once.
 */
export function playAnimation() {
  const { engine, renderer } = page;
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
      page.animation = requestAnimationFrame(step);
    } else {
      page.animation = null;
      engine.finishAnimation();
      renderer.render();
      scrollNow();
      resolve();
    }
  };
  page.animation = requestAnimationFrame(step);
  return ended;
}

/** Ends the running animation at once. */
export function finishAnimation() {
  if (page.animation === null) return;
  cancelAnimationFrame(page.animation);
  page.animation = null;
  page.engine.finishAnimation();
  page.renderer.render();
}

/**
 * While `transitioning`, scroll events are the engine's own moves; the view is put at
 * the engine's offset at the start and at the end.
 */
export function followEngineOffset(transitioning) {
  page.transitioning = transitioning;
  page.renderer.render();
  scroller.scrollTo(page.engine.contentOffset.x, page.engine.contentOffset.y);
  if (!transitioning) scrollNow();
}

/** A random cell on screen, as (section, item). */
export function visibleItem() {
  const cells = page.renderer.cells();
  if (cells.length === 0) return { section: 0, item: 0 };
  const cell = cells[Math.floor(Math.random() * cells.length)];
  return { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
}

/**
 * Runs an edit of the engine and animates it, or shows its refusal; the promise
 * resolves to the refusal, or to null when the animation has ended.
 */
export async function edit(perform) {
  if (!flushEditor()) return 'the spec in the editor has an error';
  finishAnimation();
  const refusal = perform();
  say(refusal ?? '');
  if (refusal !== null) return refusal;
  followData();
  await playAnimation();
  return null;
}
