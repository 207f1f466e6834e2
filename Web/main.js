// The playground page: a scenario's spec in the editor, the engine showing it in the
// scrolling view, the controls that edit the spec, and the overlay of figures.

import { TrellisEngine } from './engine.js';
import { DOMRenderer } from './renderer.js';
import { scenarios, sizeOf, resized, parametersOf, formatted } from './scenarios.js';
import { FrameStatistics } from './statistics.js';

const $ = (selector) => document.querySelector(selector);
const scroller = $('[data-trellis-scroller]');
const content = $('[data-trellis-content]');
const editor = $('#spec');
const errorLine = $('#error');
const overlay = $('#overlay');
const animationMilliseconds = 400;

const engine = await TrellisEngine.load('trellis.wasm');
const renderer = new DOMRenderer(content, engine);
const statistics = new FrameStatistics();
let spec = null;
let animation = null;
let scrollScheduled = false;
let transitioning = false;

/** Shows `text` as the spec when it reads; otherwise shows its error and keeps the view. */
function show(text, { keepOffset = false } = {}) {
  const offset = { x: scroller.scrollLeft, y: scroller.scrollTop };
  finishAnimation();
  const error = engine.loadSpec(text);
  errorLine.textContent = error ?? '';
  editor.classList.toggle('invalid', error !== null);
  if (error !== null) return error;
  spec = JSON.parse(text);
  statistics.clear();
  renderer.reset();
  renderer.render();
  const viewport = engine.viewportSize;
  scroller.style.width = `${viewport.width}px`;
  scroller.style.height = `${viewport.height}px`;
  const start = keepOffset ? offset : engine.contentOffset;
  scroller.scrollTo(start.x, start.y);
  scrollNow();
  buildParameters();
  $('#size').value = sizeOf(spec);
  return null;
}

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

// Snapping: in a layout that snaps (the carousel), a pointer drag scrolls the view like
// a finger, and the release comes to rest where the layout's targetContentOffset says,
// given the velocity; scrolling by wheel or keys snaps where it stops.
const snaps = () => spec?.layout?.type === 'carousel';
/** UIKit's normal deceleration: the distance a release at v points/s glides, ~v / 2. */
const glideSeconds = 0.998 / (1 - 0.998) / 1000;
let flick = null;

// A press that holds still on a card for a moment lifts it instead, for a drag (as a
// long press does in UIKit): from then on the pointer moves the card, not the view.
const liftDelay = 350;

scroller.addEventListener('pointerdown', (event) => {
  if (!snaps() || event.button !== 0) return;
  flick = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft,
            top: scroller.scrollTop, samples: [], moved: false, lift: 0 };
  scroller.setPointerCapture(event.pointerId);
  event.preventDefault();
  if (event.target.closest('[data-category="cell"]')) {
    const start = contentPoint(event);
    flick.lift = setTimeout(() => liftForDrag(start, event.pointerId), liftDelay);
  }
});

/** Ends a flick that has not moved and lifts the card under `start` for a drag. */
function liftForDrag(start, pointer) {
  if (!flick || flick.moved) return;
  flick = null;
  finishAnimation();
  if (!engine.beginDrag(start, 0)) return;
  drag = { start, cell: true, pointer };
  content.setPointerCapture(pointer);
  renderer.render();
  autoScroll(performance.now());
}

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

scroller.addEventListener('pointerup', (event) => {
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
for (const type of ['wheel', 'touchstart', 'keydown']) {
  scroller.addEventListener(type, () => { scrolledByPerson = true; }, { passive: true });
}
scroller.addEventListener('scrollend', () => {
  if (snaps() && scrolledByPerson && !flick && !snapping) snap({ x: 0, y: 0 });
  scrolledByPerson = false;
});

let snapping = false;
/** Scrolls smoothly to where the layout rests a release with `velocity`. */
function snap(velocity) {
  const proposed = { x: scroller.scrollLeft + velocity.x * glideSeconds,
                     y: scroller.scrollTop + velocity.y * glideSeconds };
  const target = engine.targetContentOffset(proposed, velocity);
  window.trellis.lastSnap = { proposed, velocity, target };
  if (Math.abs(target.x - scroller.scrollLeft) < 0.5 && Math.abs(target.y - scroller.scrollTop) < 0.5) {
    return;
  }
  snapping = true;
  scroller.scrollTo({ left: target.x, top: target.y, behavior: 'smooth' });
  scroller.addEventListener('scrollend', () => { snapping = false; }, { once: true });
}

function showFigures() {
  const figures = statistics.summary();
  overlay.textContent =
    `engine ${figures.last.toFixed(3)} ms/frame · median ${figures.median.toFixed(3)} · ` +
    `p99 ${figures.p99.toFixed(3)} · DOM ${renderer.renderedElements().length}` +
    ` (+${renderer.views.length - renderer.renderedElements().length} for reuse)`;
}

/**
 * Plays the animation of the update the engine just planned, from 0 to 1; the promise
 * resolves when it ends.
 */
function playAnimation() {
  renderer.render();
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

/** A random element on screen of `category`, as (section, item). */
function visibleItem() {
  const cells = renderer.renderedElements().filter((view) => view.dataset.category === 'cell');
  if (cells.length === 0) return { section: 0, item: 0 };
  const cell = cells[Math.floor(Math.random() * cells.length)];
  return { section: Number(cell.dataset.section), item: Number(cell.dataset.item) };
}

/**
 * Runs an edit of the engine and animates it, or shows its refusal; the promise
 * resolves to the refusal, or to null when the animation has ended.
 */
async function edit(perform) {
  finishAnimation();
  const refusal = perform();
  errorLine.textContent = refusal ?? '';
  if (refusal === null) await playAnimation();
  return refusal;
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
// a full shelf refuses the book visibly while the finger is over it.
const shelfCapacity = () => (currentScenario === 'bookshelf' ? 4 : 0);
let drag = null;

function contentPoint(event) {
  const origin = content.getBoundingClientRect();
  return { x: event.clientX - origin.left, y: event.clientY - origin.top };
}

content.addEventListener('pointerdown', (event) => {
  if (snaps() || event.button !== 0 || event.altKey) return;
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell) return;
  drag = { start: contentPoint(event), cell: null, pointer: event.pointerId };
});

content.addEventListener('pointermove', (event) => {
  if (!drag) return;
  const point = contentPoint(event);
  if (!drag.cell) {
    if (Math.hypot(point.x - drag.start.x, point.y - drag.start.y) < 4) return;
    finishAnimation();
    if (!engine.beginDrag(drag.start, shelfCapacity())) { drag = null; return; }
    content.setPointerCapture(drag.pointer);
    renderer.render();
    drag.cell = true;
    autoScroll(performance.now());
  }
  const answer = engine.drag(point);
  renderer.render();
  const lifted = renderer.liftedElement();
  content.querySelectorAll('.refused').forEach((view) => view.classList.remove('refused'));
  if (answer === 'refused' && lifted) lifted.classList.add('refused');
  errorLine.textContent = answer === 'refused' ? 'That shelf is full: four books at most.' : '';
});

/**
 * While an item is lifted, scrolls the content each frame that the finger rests near an
 * edge, as iOS does; the item stays under the finger and its target follows.
 */
function autoScroll(last) {
  requestAnimationFrame((now) => {
    if (!drag?.cell) return;
    if (engine.autoScroll(Math.max(0, now - last) / 1000)) {
      renderer.render();
      scroller.scrollTo(engine.contentOffset.x, engine.contentOffset.y);
    }
    autoScroll(now);
  });
}

function endDrag(cancelled) {
  if (!drag) return;
  const moved = drag.cell;
  drag = null;
  if (!moved) return;
  content.querySelectorAll('.refused').forEach((view) => view.classList.remove('refused'));
  errorLine.textContent = '';
  if (cancelled) engine.cancelDrag(); else engine.endDrag();
  playAnimation();
}
content.addEventListener('pointerup', () => endDrag(false));
content.addEventListener('pointercancel', () => endDrag(true));

// Alt-clicking a cell deletes it, as a quick way to watch the neighbours close the gap.
content.addEventListener('click', (event) => {
  const cell = event.target.closest('[data-category="cell"]');
  if (!cell || !event.altKey) return;
  edit(() => engine.delete(Number(cell.dataset.section), Number(cell.dataset.item)));
});

// The editor: the spec is read again shortly after each change.
let editTimer = 0;
editor.addEventListener('input', () => {
  clearTimeout(editTimer);
  editTimer = setTimeout(() => show(editor.value, { keepOffset: true }), 250);
});

function setSpec(newSpec, options) {
  editor.value = formatted(newSpec);
  return show(editor.value, options);
}

$('#size').addEventListener('change', (event) => {
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
  editor.value = text;
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
    finishAnimation();
    const target = alternativeOf(spec);
    const text = formatted(target);
    const refusal = engine.transition(text);
    errorLine.textContent = refusal ?? '';
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
    editor.value = scrub.text;
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

let currentScenario = null;

async function openScenario(name) {
  currentScenario = name;
  const response = await fetch(`specs/${name}.json`);
  if (!response.ok) {
    errorLine.textContent = `no scenario named ${name}`;
    return;
  }
  $('#scenario').value = name;
  editor.value = await response.text();
  show(editor.value);
}

const picker = $('#scenario');
for (const scenario of scenarios) picker.add(new Option(scenario.title, scenario.name));
picker.addEventListener('change', () => { location.hash = `scenario=${picker.value}`; });

$('#share').addEventListener('click', () => {
  location.hash = `spec=${encodeURIComponent(editor.value)}`;
});

/** Opens what the address names: #spec=JSON, #scenario=NAME, or the first scenario. */
async function openAddress() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (location.hash.startsWith('#spec=')) {
    currentScenario = null;
    editor.value = decodeURIComponent(location.hash.slice('#spec='.length));
    show(editor.value);
  } else if (hash.startsWith('scenario=')) {
    await openScenario(hash.slice('scenario='.length));
  } else {
    await openScenario(scenarios[0].name);
  }
}
window.addEventListener('hashchange', openAddress);
await openAddress();

$('#load-time').textContent =
  `module ${(engine.loadMilliseconds).toFixed(0)} ms to load and compile`;

// For tests and for the console: the engine, the renderer and the figures.
window.trellis = {
  engine, renderer, statistics, scroller, scrollNow, open: openAddress,
  show: (text) => { editor.value = text; return show(text); },
  insert: (section, item) => edit(() => engine.insert(section, item)),
  delete: (section, item) => edit(() => engine.delete(section, item)),
  shuffle: (seed) => edit(() => engine.shuffle(seed)),
  changeLayout,
  get animating() { return animation !== null; },
};
document.documentElement.dataset.ready = 'true';
