// The editor: it always holds the spec of what the view shows. A change typed in it is
// read again shortly after; an edit of the data or a control writes the spec back.
//
// A spec of more than a megabyte (100,000 items, say) takes the browser seconds to lay
// out in a text area: the editor then waits for a click to show it, and the view stays
// responsive. The spec is kept whole meanwhile, for the link and the next edit.

import { $, elements, page } from './page.js';
import { formatted } from './scenarios.js';
import { say } from './announcer.js';
import { show } from './view.js';

const { editor, errorLine } = elements;
const largeSpec = 1000000;
const largeNotice = $('#large-spec');
let waitingText = null;
let editTimer = 0;

/** Puts `text`, the spec the view shows, in the editor, or offers to for a large one. */
export function setEditorText(text) {
  const large = text.length > largeSpec;
  waitingText = large ? text : null;
  editor.value = large ? '' : text;
  editor.readOnly = large;
  largeNotice.hidden = !large;
  if (large) {
    largeNotice.querySelector('span').textContent =
      `The spec is ${(text.length / 1e6).toFixed(1)} MB; the editor shows it on request.`;
  }
}

largeNotice.querySelector('button').addEventListener('click', () => {
  if (waitingText === null) return;
  editor.value = waitingText;
  waitingText = null;
  editor.readOnly = false;
  largeNotice.hidden = true;
});

/** Shows `error` under the editor and marks the editor, or clears both for null. */
export function markEditor(error) {
  errorLine.textContent = error ?? '';
  editor.classList.toggle('invalid', error !== null);
  if (error !== null) editor.setAttribute('aria-invalid', 'true');
  else editor.removeAttribute('aria-invalid');
}

/**
 * Reads a change waiting in the editor first, so that no edit is lost. Returns false
 * when the editor's spec does not read (or is refused): its text is kept and the data
 * edit is not made, since the editor could not show its result without replacing it.
 */
export function flushEditor() {
  if (editTimer) {
    clearTimeout(editTimer);
    editTimer = 0;
    if (editor.value !== page.shownText) show(editor.value, { keepOffset: true });
  }
  if (editor.classList.contains('invalid')) {
    say('The spec in the editor has an error: correct it (or choose a scenario) before editing the data.');
    return false;
  }
  return true;
}

/** Puts `spec` in the editor and shows it; null, or why it is not shown. */
export function setSpec(spec, options) {
  const text = formatted(spec);
  setEditorText(text);
  return show(text, options);
}

editor.addEventListener('input', () => {
  clearTimeout(editTimer);
  editTimer = setTimeout(() => {
    editTimer = 0;
    show(editor.value, { keepOffset: true });
  }, 250);
});
