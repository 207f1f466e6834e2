// What the page says: the line above the view, which a screen reader reads too, and
// announcements read at once without being shown, such as each step of a drag made
// with the keyboard.

import { elements, page } from './page.js';
import { timeText } from './content.js';

/** Shows `text` in the line above the view, for a screen reader too; '' clears it. */
export function say(text) {
  elements.messageLine.textContent = text;
}

/** Reads `text` to a screen reader at once, without showing it. */
export function announce(text) {
  elements.announcer.textContent = '';
  requestAnimationFrame(() => { elements.announcer.textContent = text; });
}

/**
 * Where the lifted cell would go, in words: a day and times for an item placed in
 * time, a position in its section otherwise.
 */
export function placeText() {
  const target = page.engine.dragTarget();
  if (!target) return '';
  if (target.day !== undefined) {
    return `${page.theme.dayName(target.day)}, ${timeText(target.start)} to ${timeText(target.end)}`;
  }
  const count = page.data?.sections?.[target.section]?.length ?? 0;
  const where = (page.spec.sections?.length ?? 0) > 1
    ? ` in ${page.theme.sectionName(target.section)}` : '';
  return `position ${target.item + 1} of ${count}${where}`;
}
