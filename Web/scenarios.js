// The built-in scenarios: a spec from specs/ (the repository's Examples/specs), its
// title, the words its items show (a theme of content.js), what the page does to it
// before showing it, and for one whose sections take a limited number of items from
// others, that number and what the page says when a full section refuses an item, and
// what its swipe actions do. A page address with #scenario=NAME opens one. This is the page's
// data: the only file of the page that names kinds of layout; everything else learns
// what differs between kinds from the engine's traits.

import { itemCount } from './data.js';

/** The most books a shelf of the bookshelf holds. */
const shelfCapacity = 4;

/**
 * What the Mail scenario's swipe actions do, by title (see swipe.js): remove the row,
 * or toggle a mark on it, and what is announced; an action not named here removes its
 * row when it is destructive and is only announced otherwise.
 */
const mailActions = {
  Delete: { removes: true, done: 'deleted' },
  Archive: { removes: true, done: 'archived' },
  Unread: { mark: 'unread', done: 'marked as unread', undone: 'marked as read' },
  More: { done: 'more actions (reply, forward, flag) are for an app to show' },
};

export const scenarios = [
  { name: 'books-pinned', title: 'Books: pinned headers under a stretchy page header', theme: 'books' },
  { name: 'appstore-pinned', title: 'App Store sections', theme: 'apps' },
  { name: 'bookshelf', title: 'Bookshelf with section backgrounds', theme: 'shelf',
    prepare: shelvesOfFour, capacity: shelfCapacity,
    full: `That shelf is full: ${shelfCapacity} books at most.`, wentBack: 'The book went back.' },
  { name: 'tags', title: 'Tag cloud', theme: 'tags' },
  { name: 'right-to-left', title: 'Right to left', theme: 'places' },
  { name: 'waterfall', title: 'Waterfall', theme: 'photos' },
  { name: 'waterfall-sections', title: 'Waterfall sections', theme: 'photos' },
  { name: 'week', title: 'Week calendar', theme: 'events', prepare: workingHours },
  { name: 'insert-delete', title: 'Insert and delete', theme: 'notes' },
  { name: 'snapshot-shuffle', title: 'Shuffle (a snapshot)', theme: 'words' },
  { name: 'carousel-cards', title: 'Cards (flick, it snaps)', theme: 'cards' },
  { name: 'cover-flow', title: 'Cover flow', theme: 'cards' },
  { name: 'carousel-deck', title: 'Deck', theme: 'cards' },
  { name: 'compositional-appstore', title: 'App Store shelves (swipe a shelf sideways)', theme: 'apps' },
  { name: 'compositional-photos', title: 'Photos: custom mosaic groups', theme: 'photos' },
  { name: 'compositional-settings', title: 'Settings: inset grouped lists', theme: 'settings' },
  { name: 'list-settings', title: 'Settings: a list layout', theme: 'settings' },
  { name: 'list-files', title: 'Files: an outline (expand and collapse)', theme: 'files' },
  { name: 'list-mail', title: 'Mail: swipe a message for its actions', theme: 'mail',
    prepare: fullInbox, actions: mailActions },
];

/**
 * The bookshelf with no shelf holding more books than it takes: the books beyond go to
 * the next shelves with room (the last shelf keeps what is left).
 */
function shelvesOfFour(spec) {
  const shelves = (spec.sections ?? []).filter((section) => 'items' in section);
  let carried = 0;
  shelves.forEach((section, index) => {
    const books = section.items + carried;
    section.items = index === shelves.length - 1 ? books : Math.min(books, shelfCapacity);
    carried = books - section.items;
  });
  return spec;
}

/** The Mail inbox with 30 messages, more than a screen holds, so that it scrolls. */
function fullInbox(spec) {
  for (const section of spec.sections ?? []) section.items = 30;
  return spec;
}

/** A week calendar scrolled so that 9:00 is at the top, under the day headers. */
function workingHours(spec) {
  const layout = spec.layout ?? {};
  const hour = Math.max(0, 9 - (layout.startHour ?? 0)) * (layout.hourHeight ?? 60);
  spec.viewport ??= {};
  spec.viewport.contentOffset = [spec.viewport.contentOffset?.[0] ?? 0, hour];
  return spec;
}

/** The latest day of `events`. */
function lastDay(events) {
  return events.reduce((latest, event) => Math.max(latest, event.day), 0);
}

/** `array` repeated or cut to `count` elements. */
function cycled(array, count) {
  return Array.from({ length: count }, (_, index) => array[index % array.length]);
}

/** The number of items or events of `spec`. */
export function sizeOf(spec) {
  if (spec.events) return spec.events.length;
  return (spec.sections ?? []).reduce((sum, section) => sum + itemCount(section), 0);
}

/**
 * `spec` with `size` items: its sections repeated in turn until they hold `size` items
 * (the last one cut short; a tree's section is repeated whole), or for a week calendar its week repeated, a week later each
 * time, so that a day stays as busy as it was.
 */
export function resized(spec, size) {
  const copy = structuredClone(spec);
  if (copy.events) {
    const week = Math.max(1, Math.min(7, spec.layout?.days ?? 7));
    const events = Math.max(1, spec.events.length);
    const period = week * Math.ceil((lastDay(spec.events) + 1) / week);
    copy.events = Array.from({ length: Math.max(1, size) }, (_, index) => {
      const event = { ...spec.events[index % events] };
      event.day += period * Math.floor(index / events);
      return event;
    });
    const repeats = Math.ceil((lastDay(copy.events) + 1) / week);
    copy.layout = { ...copy.layout, days: week * repeats };
    if (spec.layout?.backgroundDays) {
      const weekend = spec.layout.backgroundDays.filter((day) => day < week);
      copy.layout.backgroundDays = Array.from({ length: repeats }, (_, repeat) =>
        weekend.map((day) => day + week * repeat)).flat();
    }
    return copy;
  }
  const templates = (spec.sections ?? []).filter((section) => itemCount(section) > 0);
  if (templates.length === 0) return copy;
  const sections = [];
  let remaining = size;
  for (let index = 0; remaining > 0; index++) {
    const template = templates[index % templates.length];
    const section = structuredClone(template);
    if (Array.isArray(section.items)) {
      sections.push(section);
      remaining -= itemCount(section);
      continue;
    }
    const count = Math.min(itemCount(template), remaining);
    if ('items' in section) section.items = count;
    for (const field of ['itemHeights', 'itemSizes']) {
      if (section[field]) section[field] = cycled(template[field], count);
    }
    if (section.fullSpan) section.fullSpan = section.fullSpan.filter((item) => item < count);
    sections.push(section);
    remaining -= count;
  }
  copy.sections = sections;
  return copy;
}

/** `value` as compact JSON with a space after each comma and colon, on one line. */
function compact(value) {
  return JSON.stringify(value).replace(/([,:])(?=\S)/g, '$1 ');
}

/**
 * `spec` as JSON that stays readable and small at 100,000 items: one line per field of
 * an object, one line per section or event, and arrays of numbers on one line.
 */
export function formatted(spec) {
  const field = ([key, value]) => {
    if (Array.isArray(value) && value.some((element) => element && typeof element === 'object')) {
      return `  "${key}": [\n${value.map((element) => `    ${compact(element)}`).join(',\n')}\n  ]`;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const fields = Object.entries(value).map(([name, inner]) => `    "${name}": ${compact(inner)}`);
      return `  "${key}": {\n${fields.join(',\n')}\n  }`;
    }
    return `  "${key}": ${compact(value)}`;
  };
  return `{\n${Object.entries(spec).map(field).join(',\n')}\n}\n`;
}
