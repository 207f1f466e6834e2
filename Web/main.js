// The playground page: a scenario's spec in the editor, the engine showing it in the
// scrolling view, the controls that edit the spec, and the overlay of figures.
//
// The editor always holds the spec of what the view shows: an insert, a delete, a
// shuffle, a drop or a control writes the data and the layout as they are now back to
// it. On a phone the view takes the whole width and the controls fold into a drawer; a
// swipe scrolls, and a long press lifts a cell to drag it, as iOS does. A rotation or a
// resize of a phone's screen fits the view to it again.
//
// Each concern is a module of its own: view.js shows a spec, drag.js, snapping.js,
// shelves.js, outline.js, swipe.js and keyboard.js handle input, controls.js and editor.js edit the spec,
// announcer.js and figures.js tell what happens. None of them names a kind of layout:
// what differs between kinds comes from the engine, as the traits of the shown kind.

import { TrellisEngine } from './engine.js';
import { DOMRenderer } from './renderer.js';
import { FrameStatistics } from './statistics.js';
import { scenarios, formatted } from './scenarios.js';
import { $, elements, page, narrowScreen } from './page.js';
import { say } from './announcer.js';
import { flushEditor, markEditor, setEditorText, setSpec } from './editor.js';
import { describeElements, edit, followData, scrollNow, show } from './view.js';
import { changeLayout } from './controls.js';
import { stepItems } from './snapping.js';
import { shelfGliding } from './shelves.js';
import { closeSwipe } from './swipe.js';
import './outline.js';
import './keyboard.js';
import './figures.js';

const { scroller } = elements;
page.engine = await TrellisEngine.load('trellis.wasm');
page.renderer = new DOMRenderer(elements.content, page.engine);
page.statistics = new FrameStatistics();
describeElements(page.renderer);

/** The height the open spec asks for, before it was fitted to a phone's screen. */
let askedHeight = null;
/** Whether the open spec is a scenario, which fits a phone's screen; a link does not. */
let fitsScreen = false;

/**
 * `opened` for this screen: on a phone, its viewport is the width of the screen and the
 * height left under the page's title, so that the collection takes the whole width. A
 * layout whose traits say it does not fill the height keeps a smaller height it asks
 * for.
 */
function fitted(opened, traits) {
  if (!narrowScreen.matches) return opened;
  const viewport = opened.viewport ?? {};
  const width = document.documentElement.clientWidth;
  const top = scroller.parentElement.getBoundingClientRect().top + window.scrollY;
  const available = Math.max(200, Math.floor(window.innerHeight - top));
  const height = traits?.fillsHeight === false ? Math.min(available, askedHeight ?? available)
    : available;
  opened.viewport = { ...viewport, width, height };
  return opened;
}

async function openScenario(name) {
  page.scenario = name;
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
  const opened = JSON.parse(text);
  askedHeight = opened.viewport?.height ?? null;
  fitsScreen = true;
  if (scenario.prepare || narrowScreen.matches) {
    const prepared = scenario.prepare ? scenario.prepare(opened) : opened;
    text = formatted(fitted(prepared, page.engine.specTraits(text)));
  }
  setEditorText(text);
  show(text);
}

// A rotation or a resize of a phone's screen fits a scenario's view to the new screen,
// with the data and the offset it has now; not while text is typed in the controls,
// when a phone's keyboard takes part of the screen.
let refitTimer = 0;
function refitSoon() {
  clearTimeout(refitTimer);
  refitTimer = setTimeout(refit, 150);
}
function refit() {
  if (!narrowScreen.matches || !page.spec || !fitsScreen) return;
  if (document.activeElement?.matches('textarea, input[type="number"]')) return;
  if (page.drag || page.animation !== null || page.transitioning) return refitSoon();
  const now = page.spec.viewport ?? {};
  const next = fitted(structuredClone(page.spec), page.traits);
  if (next.viewport.width === now.width && next.viewport.height === now.height) return;
  if (!flushEditor()) return;
  followData();
  setSpec(fitted(structuredClone(page.spec), page.traits), { keepOffset: true });
}
window.addEventListener('resize', refitSoon);
window.addEventListener('orientationchange', refitSoon);
new ResizeObserver(refitSoon).observe(document.documentElement);

const picker = $('#scenario');
for (const scenario of scenarios) picker.add(new Option(scenario.title, scenario.name));
picker.addEventListener('change', () => { location.hash = `scenario=${picker.value}`; });

/** Opens what the address names: #spec=JSON, #scenario=NAME, or the first scenario. */
async function openAddress() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (location.hash.startsWith('#spec=')) {
    page.scenario = null;
    picker.value = '';
    say('');
    const text = decodeURIComponent(location.hash.slice('#spec='.length));
    askedHeight = null;
    fitsScreen = false;
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
  engine: page.engine, renderer: page.renderer, statistics: page.statistics, scroller,
  scrollNow, open: openAddress, refit,
  show: (text) => { setEditorText(text); return show(text); },
  get specText() { return page.shownText; },
  get traits() { return page.traits; },
  insert: (section, item) => edit(() => page.engine.insert(section, item)),
  delete: (section, item) => edit(() => page.engine.delete(section, item)),
  shuffle: (seed) => edit(() => page.engine.shuffle(seed)),
  changeLayout, stepItems,
  get animating() { return page.animation !== null; },
  get dragging() { return page.drag !== null; },
  get snapping() { return page.snapping || shelfGliding(); },
  get data() { return page.data; },
  get swipe() { return page.swipe; },
  closeSwipe,
};
await openAddress();

$('#load-time').textContent =
  `module ${(page.engine.loadMilliseconds).toFixed(0)} ms to load and compile`;
document.documentElement.dataset.ready = 'true';
