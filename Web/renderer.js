// Applies the engine's instructions to real DOM elements inside the content element:
// one element per view the collection view makes, reused as it says, positioned by a
// transform. The DOM holds the elements on screen and within the prefetch margin, plus
// the hidden ones that wait for reuse.

import { Command, categories } from './engine.js';

export class DOMRenderer {
  /** `content` is the element with `data-trellis-content`, inside the scrolling element. */
  constructor(content, engine) {
    this.content = content;
    this.engine = engine;
    this.views = [];
  }

  /** Removes every element, for a newly loaded spec whose views are numbered anew. */
  reset() {
    for (const view of this.views) view.remove();
    this.views = [];
  }

  /** Applies the instructions of the engine's last call, and the content's size. */
  render() {
    const { count, width, numbers } = this.engine.commands();
    for (let record = 0; record < count; record++) {
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
  }

  /** The element of the item being dragged: the one above every other. */
  liftedElement() {
    return this.views.find((view) => !view.hidden && view.style.zIndex === '2147483647') ?? null;
  }

  /** The elements that show an element of the layout now. */
  renderedElements() {
    return this.views.filter((view) => !view.hidden);
  }

  #make(index) {
    const view = document.createElement('div');
    view.className = 'trellis-element';
    view.hidden = true;
    view.append(document.createElement('span'));
    this.content.append(view);
    this.views[index] = view;
  }

  // Hides a view that waits for reuse and takes away the data attributes of the
  // element it showed, so that only rendered elements carry them.
  #enqueue(view) {
    view.hidden = true;
    for (const name of ['category', 'kind', 'section', 'item', 'identity']) delete view.dataset[name];
  }

  #configure(view, numbers, at) {
    const { category, kind, section } = this.#identify(view, numbers, at);
    const identity = numbers[at + 4];
    if (identity >= 0) view.dataset.identity = identity;
    else delete view.dataset.identity;
    view.style.setProperty('--hue', `${(section * 47 + (identity >= 0 ? identity % 5 : 0) * 9) % 360}`);
    const item = numbers[at + 3];
    const place = item === 0 ? `${section}` : `${section}.${item}`;
    view.firstChild.textContent =
      category === 'cell' ? `${identity}` : category === 'supplementary' ? `${kind} ${place}` : '';
    view.hidden = false;
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
  }
}
