// What the page's modules share: its elements, the engine and the renderer, and the
// state of what the view shows now. Each module reads and writes `page`; main.js
// fills in the engine and the renderer before anything is shown.

export const $ = (selector) => document.querySelector(selector);

/** The page's elements, by role. */
export const elements = {
  scroller: $('[data-trellis-scroller]'),
  content: $('[data-trellis-content]'),
  editor: $('#spec'),
  errorLine: $('#error'),
  messageLine: $('#message'),
  announcer: $('#announcer'),
  overlay: $('#overlay'),
  drawer: $('#drawer'),
  drawerToggle: $('#drawer-toggle'),
};

/** The state of the view, shared by the modules. */
export const page = {
  /** The engine (engine.js) and the renderer (renderer.js), once loaded. */
  engine: null,
  renderer: null,
  statistics: null,
  /** The spec the view shows, as an object; the editor holds it as text. */
  spec: null,
  /** The text of that spec, to go back to when a spec is refused after loading. */
  shownText: null,
  /** The page's copy of the loaded data (data.js). */
  mirror: null,
  /** The data as the engine has it now: identities by section, and timed items. */
  data: null,
  /** The words the elements show (content.js). */
  theme: null,
  /**
   * What the engine says of the shown layout's kind: its words, snapping, how items
   * move and read, its controls and its alternative (`LayoutTraits` in TrellisSpec).
   */
  traits: null,
  /** The frame of the running animation, or null. */
  animation: null,
  /** Whether a transition moves the offset itself: its scroll events are its own. */
  transitioning: false,
  /** The name of the open scenario, or null for a spec of the editor or a link. */
  scenario: null,
  /** The running drag, or null (drag.js). */
  drag: null,
  /** Whether the view glides to a rest position (snapping.js). */
  snapping: false,
  /** The row slid sideways to show its swipe actions, as the engine says, or null (swipe.js). */
  swipe: null,
  /** The marks that swipe actions put on items, such as 'unread', by identity (swipe.js). */
  marks: new Map(),
};

/** How long an edit's animation runs, in milliseconds. */
export const animationMilliseconds = 400;
/** The tallest or widest element Chromium draws, in CSS pixels (2^25 - 4). */
export const largestElement = 33554428;
/** A phone: the view takes the whole width, the controls fold into a drawer. */
export const narrowScreen = matchMedia('(max-width: 599px)');
const reducedMotionQuery = matchMedia('(prefers-reduced-motion: reduce)');
/** Whether the person asked for less motion. */
export const reducedMotion = () => reducedMotionQuery.matches;
/** How the page's own scrolls move: smoothly, unless motion is reduced. */
export const scrollBehavior = () => (reducedMotion() ? 'auto' : 'smooth');
/** UIKit's normal deceleration: the distance a release at v points/s glides, ~v / 2. */
export const glideSeconds = 0.998 / (1 - 0.998) / 1000;
/** How long a press holds still on a cell before it lifts the cell, in milliseconds. */
export const liftDelay = 350;

/** Whether the shown layout rests a scroll on an item. */
export const snaps = () => page.traits?.snaps === true;

/** The point of a pointer `event` in content coordinates. */
export function contentPoint(event) {
  const origin = elements.content.getBoundingClientRect();
  return { x: event.clientX - origin.left, y: event.clientY - origin.top };
}
