// The engine's figures over the view: its time per scroll frame (last, median and
// 99th percentile) and the number of DOM elements. They are for people measuring the
// engine, so they are off until the "Show engine figures" box of the controls is
// checked.

import { $, elements, page } from './page.js';

const { overlay } = elements;
const toggle = $('#show-figures');
let figuresShownAt = -Infinity;
let figuresTimer = 0;

/** Whether the figures are shown. */
const shown = () => toggle.checked;

/**
 * Shows the figures of the frames so far. The overlay, a live region, takes them at
 * most once a second, so that a screen reader is not flooded.
 */
export function showFigures() {
  if (!shown()) return;
  const wait = figuresShownAt + 1000 - performance.now();
  if (wait > 0) {
    if (!figuresTimer) figuresTimer = setTimeout(() => { figuresTimer = 0; showFigures(); }, wait);
    return;
  }
  figuresShownAt = performance.now();
  const { statistics, renderer } = page;
  const figures = statistics.summary();
  const rendered = renderer.renderedElements().length;
  overlay.textContent =
    `engine ${figures.last.toFixed(3)} ms/frame · median ${figures.median.toFixed(3)} · ` +
    `p99 ${figures.p99.toFixed(3)} · DOM ${rendered} (+${renderer.views.length - rendered} for reuse)`;
}

toggle.addEventListener('change', () => {
  overlay.hidden = !shown();
  if (shown()) {
    figuresShownAt = -Infinity;
    showFigures();
  } else {
    clearTimeout(figuresTimer);
    figuresTimer = 0;
    overlay.textContent = '';
  }
});
overlay.hidden = !shown();
