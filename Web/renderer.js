// Applies the engine's instructions to real DOM elements inside the content element:
// one element per view the collection view makes, reused as it says, positioned by a
// transform. The DOM holds the elements on screen and within the prefetch margin, plus
// the hidden ones that wait for reuse.
//
// Cells are the items of a list, or the rows of a tree (outline.js): each is named for a
// screen reader, a tree's row with its level, its place among its siblings and whether
// it is expanded, and they stand in the DOM in the layout's reading order, so that a screen reader and the Tab key meet
// them in the order a person reads them. Headers, footers and decorations only show
// text that the cells' names already say, and are hidden from screen readers. The buttons
// a swiped row reveals (swipe.js) are real buttons, right after their row in the DOM.

import { Command, categories } from './engine.js';

export class DOMRenderer {
  /** `content` is the element with `data-trellis-content`, inside the scrolling element. */
  constructor(content, engine) {
    this.content = content;
    this.engine = engine;
    this.views = [];
    /** Gives an element its text: see `describeElements` in view.js. */
    this.describe = () => ({ title: '', subtitle: '', label: '' });
    /** The reading order of a cell: a pair of numbers, compared in order. */
    this.readingKey = (section, item) => [section, item];
    /** The identity of the cell that Tab reaches in the list. */
    this.focusIdentity = null;
    /** Whether the cells are the rows of a tree rather than the items of a list. */
    this.tree = false;
  }

  /** Removes every element, for a newly loaded spec whose views are numbered anew. */
  reset() {
    for (const view of this.views) view.remove();
    this.views = [];
  }

  /** Applies the instructions of the engine's last call, and the content's size. */
  render() {
    const commands = this.engine.commands();
    const { count, width } = commands;
    let { numbers } = commands;
    for (let record = 0; record < count; record++) {
      // A call into the module while drawing (a kind's name, a row's swipe actions) may
      // grow its memory, which detaches the view of the records: it is read again.
      if (numbers.length === 0) numbers = this.engine.commandNumbers(count * width);
      const at = record * width;
      const view = numbers[at + 1];
      switch (numbers[at]) {
        case Command.make: this.#make(view); break;
        case Command.configure: this.#configure(this.views[view], numbers, at + 2); break;
        case Command.apply: this.#apply(this.views[view], numbers, at + 2); break;
        case Command.enqueue: this.#enqueue(this.views[view]); break;
      }
    }
    const size = this.engine.contentSize;
    this.content.style.width = `${size.width}px`;
    this.content.style.height = `${size.height}px`;
    if (count > 0) this.#putInReadingOrder();
  }

  /** The element of the item being dragged: the one above every other. */
  liftedElement() {
    return this.views.find((view) => !view.hidden && view.style.zIndex === '2147483647') ?? null;
  }

  /** The elements that show an element of the layout now. */
  renderedElements() {
    return this.views.filter((view) => !view.hidden);
  }

  /** The cells shown now, in reading order. */
  cells() {
    return this.renderedElements().filter((view) => view.dataset.category === 'cell')
      .sort((a, b) => this.#compare(a, b));
  }

  /** Makes `cell` the one cell Tab reaches, the others reached by the arrow keys. */
  reach(cell) {
    this.focusIdentity = cell.dataset.identity;
    for (const view of this.cells()) view.tabIndex = view === cell ? 0 : -1;
  }

  /** Gives every shown element its text again, after the data changed. */
  relabel() {
    for (const view of this.renderedElements()) this.#label(view);
    this.#putInReadingOrder();
  }

  #make(index) {
    const view = document.createElement('div');
    view.className = 'trellis-element';
    view.hidden = true;
    // A row's disclosure chevron, drawn by the style sheet for a row with children.
    const disclosure = document.createElement('span');
    disclosure.className = 'disclosure';
    disclosure.setAttribute('aria-hidden', 'true');
    const title = document.createElement('span');
    title.className = 'title';
    const subtitle = document.createElement('span');
    subtitle.className = 'subtitle';
    // What a row's swipe actions are and how the keyboard shows them, which the row
    // names as its description.
    const hint = document.createElement('span');
    hint.className = 'actions-hint';
    hint.id = `trellis-actions-${index}`;
    hint.hidden = true;
    view.append(disclosure, title, subtitle, hint);
    this.content.append(view);
    this.views[index] = view;
  }

  // Hides a view that waits for reuse and takes away the data attributes of the
  // element it showed, so that only rendered elements carry them.
  #enqueue(view) {
    view.hidden = true;
    setButton(view, null);
    for (const name of ['category', 'kind', 'section', 'item', 'identity']) delete view.dataset[name];
  }

  #configure(view, numbers, at) {
    const { section } = this.#identify(view, numbers, at);
    const identity = numbers[at + 4];
    if (identity >= 0) view.dataset.identity = identity;
    else delete view.dataset.identity;
    view.style.setProperty('--hue', `${(section * 47 + (identity >= 0 ? identity % 5 : 0) * 9) % 360}`);
    this.#label(view);
    // A view shown for another element starts at its place, not sliding from the last.
    view.classList.add('fresh');
    requestAnimationFrame(() => view.classList.remove('fresh'));
    view.hidden = false;
  }

  /** Gives `view` the text, the role and the name of the element it shows. */
  #label(view) {
    const { category, kind } = view.dataset;
    const text = this.describe(category, kind, Number(view.dataset.section),
                               Number(view.dataset.item), Number(view.dataset.identity ?? -1));
    setWords(view.querySelector('.title'), text.title);
    view.querySelector('.subtitle').textContent = text.subtitle;
    setRow(view, category === 'cell' && this.tree ? text.row : null);
    setActions(view, category === 'cell' ? text.actions : null);
    setButton(view, text.button ?? null);
    if (text.marks) view.dataset.marks = text.marks;
    else delete view.dataset.marks;
    if (category === 'cell') {
      view.setAttribute('role', this.tree ? 'treeitem' : 'listitem');
      view.setAttribute('aria-label', text.label);
      view.removeAttribute('aria-hidden');
      view.tabIndex = -1;
    } else if (text.button) {
      view.removeAttribute('role');
      view.removeAttribute('aria-label');
      view.removeAttribute('aria-hidden');
      view.removeAttribute('tabindex');
    } else {
      view.removeAttribute('role');
      view.removeAttribute('aria-label');
      view.setAttribute('aria-hidden', 'true');
      view.removeAttribute('tabindex');
    }
  }

  // Sets the data attributes of the element a record names; a move changes them
  // without a new configuration.
  #identify(view, numbers, at) {
    const category = categories[numbers[at]];
    const kind = numbers[at + 1] < 0 ? 'cell' : this.engine.kindName(numbers[at + 1]);
    const section = numbers[at + 2];
    view.dataset.category = category;
    view.dataset.kind = kind;
    view.dataset.section = section;
    view.dataset.item = numbers[at + 3];
    return { category, kind, section };
  }

  #apply(view, numbers, at) {
    this.#identify(view, numbers, at);
    const [x, y, width, height, alpha, zIndex, isHidden] = numbers.subarray(at + 5, at + 12);
    const matrix = numbers.subarray(at + 12, at + 28);
    const isIdentity = matrix.every((value, index) => value === (index % 5 === 0 ? 1 : 0));
    const style = view.style;
    style.width = `${width}px`;
    style.height = `${height}px`;
    style.transform = `translate3d(${x}px, ${y}px, 0)` +
      (isIdentity ? '' : ` matrix3d(${Array.from(matrix).join(',')})`);
    style.opacity = alpha;
    style.zIndex = Math.min(zIndex, 2147483647);
    style.visibility = isHidden ? 'hidden' : '';
    // A corner radius the layout gives, such as an inset grouped section's background's;
    // the style sheet's otherwise.
    const cornerRadius = numbers[at + 28];
    style.borderRadius = cornerRadius > 0 ? `${cornerRadius}px` : '';
  }

  #compare(a, b) {
    const first = this.readingKey(Number(a.dataset.section), Number(a.dataset.item));
    const second = this.readingKey(Number(b.dataset.section), Number(b.dataset.item));
    return first[0] - second[0] || first[1] - second[1] || first[2] - second[2];
  }

  // Moves the shown cells, where needed, so that the DOM holds them in reading order,
  // and lets Tab reach one of them: the one focused last when it is shown.
  #putInReadingOrder() {
    const ordered = this.cells();
    const inDOM = [...this.content.children].filter(
      (view) => !view.hidden && view.dataset.category === 'cell');
    if (ordered.some((view, index) => inDOM[index] !== view)) {
      const focused = document.activeElement;
      this.content.append(...ordered);
      if (ordered.includes(focused)) focused.focus({ preventScroll: true });
    }
    const reachable = ordered.find((view) => view.dataset.identity === this.focusIdentity)
      ?? ordered[0];
    for (const view of ordered) view.tabIndex = view === reachable ? 0 : -1;
    this.#putButtonsAfterTheirRow(ordered);
  }

  // Puts the buttons a swiped row reveals right after the row in the DOM, in the order
  // of their actions, so that Tab goes from the row to them and on.
  #putButtonsAfterTheirRow(cells) {
    const buttons = this.renderedElements().filter((view) => view.dataset.button !== undefined)
      .sort((a, b) => Number(a.dataset.button) - Number(b.dataset.button));
    if (buttons.length === 0) return;
    const { section, item } = buttons[0].dataset;
    const row = cells.find((view) => view.dataset.section === section && view.dataset.item === item);
    if (!row || buttons.every((view, index) => (index === 0 ? row : buttons[index - 1]).nextElementSibling === view)) return;
    const focused = document.activeElement;
    row.after(...buttons);
    if (buttons.some((view) => view.contains(focused))) focused.focus({ preventScroll: true });
  }
}

/**
 * Names `actions`, the words of a row's swipe actions, as the description of the row
 * of `view`, and marks it as a row that swipes; with null actions, it has none.
 */
function setActions(view, actions) {
  const hint = view.querySelector('.actions-hint');
  if (!actions) {
    view.removeAttribute('aria-describedby');
    delete view.dataset.swipes;
    hint.textContent = '';
    return;
  }
  hint.textContent = actions;
  view.setAttribute('aria-describedby', hint.id);
  view.dataset.swipes = '';
}

/**
 * Makes `view` show `button`, a swipe action revealed beside its row (`{ index, title,
 * label, style, edge, armed }`), as a real button filling it; with null, a view that
 * shows none.
 */
function setButton(view, button) {
  let element = view.querySelector(':scope > .swipe-action');
  if (!button) {
    element?.remove();
    delete view.dataset.button;
    return;
  }
  if (!element) {
    element = document.createElement('button');
    element.type = 'button';
    element.className = 'swipe-action';
    view.append(element);
  }
  element.textContent = button.title;
  element.setAttribute('aria-label', button.label);
  element.dataset.style = button.style;
  element.dataset.edge = button.edge;
  element.classList.toggle('armed', button.armed);
  view.dataset.button = button.index;
}

const treeAttributes = ['aria-level', 'aria-setsize', 'aria-posinset', 'aria-expanded'];

/**
 * Says where the row of `view` stands in a tree (`row` as `Outlines.row` in data.js
 * gives it), or with a null `row` that it is not a tree's row: its attributes for a
 * screen reader, and its level and expanded state for the style sheet, which indents
 * it and turns its chevron.
 */
function setRow(view, row) {
  if (!row) {
    for (const name of treeAttributes) view.removeAttribute(name);
    view.style.removeProperty('--level');
    return;
  }
  view.setAttribute('aria-level', row.level);
  view.setAttribute('aria-setsize', row.setSize);
  view.setAttribute('aria-posinset', row.position);
  if (row.expanded === undefined) view.removeAttribute('aria-expanded');
  else view.setAttribute('aria-expanded', row.expanded);
  view.style.setProperty('--level', row.level - 1);
}

/**
 * Gives `title` the words of `text`, each in an element of its own that never breaks:
 * a title wraps between words only, and a word too long for the element ends in an
 * ellipsis rather than going on at the next line ("Middlemarc / h").
 */
function setWords(title, text) {
  if (title.dataset.text === text) return;
  title.dataset.text = text;
  const words = text.split(' ').filter((word) => word !== '');
  const nodes = [];
  for (const word of words) {
    if (nodes.length > 0) nodes.push(' ');
    const span = document.createElement('span');
    span.className = 'word';
    span.textContent = word;
    nodes.push(span);
  }
  title.replaceChildren(...nodes);
}
