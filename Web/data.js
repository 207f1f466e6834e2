// The page's copy of the data the engine shows: what each item of the loaded spec was,
// by identity, so that after an insert, a delete, a shuffle or a drag the spec of the
// data as it is now can be written back to the editor.

/** The number of items in a spec's section, whichever field gives it. */
export function itemCount(section) {
  if (Array.isArray(section.items)) return rowCount(section.items);
  return section.items ?? section.itemHeights?.length ?? section.itemSizes?.length ?? 0;
}

/** The rows of an outline's `items`: each item, and the rows of an expanded one's children. */
function rowCount(items) {
  return items.reduce((sum, item) =>
    sum + 1 + (item?.expanded === true ? rowCount(item.children ?? []) : 0), 0);
}

/**
 * The sections whose items are a tree (a section's `"items"` array of identifiers and
 * objects with `"id"`, `"children"` and `"expanded"`), each item numbered as the engine
 * numbers it: section by section, a tree's items in the spec's order, a parent before its
 * children, hidden ones too. It knows each item's name, level, parent and children, and
 * follows whether it is expanded as the page expands and collapses it.
 */
export class Outlines {
  constructor(spec) {
    /** Each tree item by identity: `{ name, level, parent, children, expanded }`. */
    this.nodes = new Map();
    /** The identities of each tree's root items, by section. */
    this.roots = new Map();
    let identity = 0;
    const add = (items, level, parent) => items.map((item) => {
      const own = identity++;
      const node = { name: String(item?.id ?? item), level, parent, children: [],
                     expanded: item?.expanded === true };
      this.nodes.set(own, node);
      node.children = add(Array.isArray(item?.children) ? item.children : [], level + 1, own);
      return own;
    });
    (spec.events ? [] : spec.sections ?? []).forEach((section, index) => {
      if (Array.isArray(section.items)) this.roots.set(index, add(section.items, 0, null));
      else identity += itemCount(section);
    });
  }

  /** Whether any section is a tree. */
  get isEmpty() { return this.roots.size === 0; }

  /** The number of items of the tree of `section`, shown or not; 0 for another section. */
  size(section) {
    const count = (identities) => identities.reduce(
      (sum, identity) => sum + 1 + count(this.nodes.get(identity).children), 0);
    return count(this.roots.get(section) ?? []);
  }

  /**
   * Where the cell of `identity`, at `item` of `section` with `count` items, stands in
   * the tree, as a tree's row says it to a screen reader: `{ level, expanded, setSize,
   * position, parent }`, levels from 1, `expanded` undefined for a row without
   * children. A row of a section that is not a tree is a leaf at level 1.
   */
  row(identity, item, count) {
    const node = this.nodes.get(identity);
    if (!node) return { level: 1, expanded: undefined, setSize: count, position: item + 1, parent: null };
    const siblings = node.parent === null ? [...this.roots.values()].find((roots) => roots.includes(identity))
      : this.nodes.get(node.parent).children;
    return {
      level: node.level + 1,
      expanded: node.children.length > 0 ? node.expanded : undefined,
      setSize: siblings.length,
      position: siblings.indexOf(identity) + 1,
      parent: node.parent,
    };
  }

  /** The items of the tree of `section` as a spec writes them, expanded as they are now. */
  items(section) {
    const write = (identity) => {
      const node = this.nodes.get(identity);
      if (node.children.length === 0) return node.name;
      return { id: node.name, ...(node.expanded ? { expanded: true } : {}),
               children: node.children.map(write) };
    };
    return (this.roots.get(section) ?? []).map(write);
  }
}

/**
 * Reads the engine's data numbers (see `Playground.dataNumbers`): the identities of the
 * items section by section, and the items placed in time (events), if any.
 */
export function parseData(numbers) {
  if (!numbers || numbers.length === 0) return null;
  let at = 0;
  const sections = [];
  const sectionCount = numbers[at++];
  for (let section = 0; section < sectionCount; section++) {
    const count = numbers[at++];
    sections.push(Array.from(numbers.subarray(at, at + count)));
    at += count;
  }
  let events = null;
  if (at < numbers.length) {
    const count = numbers[at++];
    events = new Array(count);
    for (let index = 0; index < count; index++, at += 4) {
      events[index] = { day: numbers[at], start: numbers[at + 1], end: numbers[at + 2],
                        allDay: numbers[at + 3] === 1 };
    }
  }
  return { sections, events };
}

export class DataMirror {
  /** Records what each item of `spec` is, numbered in order as the engine numbers them. */
  constructor(spec) {
    this.spec = spec;
    this.items = new Map();
    /** The sections that are trees, whose rows the page expands and collapses. */
    this.outlines = new Outlines(spec);
    let identity = 0;
    if (spec.events) {
      for (const event of spec.events) this.items.set(identity++, event);
      return;
    }
    for (const [index, section] of (spec.sections ?? []).entries()) {
      if (this.outlines.roots.has(index)) {
        identity += this.outlines.size(index);
        continue;
      }
      const fullSpan = new Set(section.fullSpan ?? []);
      for (let item = 0; item < itemCount(section); item++) {
        this.items.set(identity++, {
          size: section.itemSizes?.[item], height: section.itemHeights?.[item],
          fullSpan: fullSpan.has(item),
        });
      }
    }
  }

  /**
   * The spec of `data` (from parseData) with the rest of the loaded spec: sections keep
   * their fields, items their sizes, events the fields the engine does not move, trees
   * their items expanded as they are now. An item the engine inserted is a copy of the
   * one after it, as the engine made it.
   */
  specOf(data, base = this.spec) {
    const spec = structuredClone(base);
    delete spec.actions;
    if (!data) return spec;
    this.#learnInserted(data.sections);
    if (spec.events && data.events) {
      const identities = data.sections[0] ?? [];
      spec.events = data.events.map((event, index) => {
        const { start: _start, end: _end, allDay: _allDay, day: _day, ...rest } =
          this.items.get(identities[index]) ?? {};
        return event.allDay ? { day: event.day, allDay: true, ...rest }
          : { day: event.day, start: event.start, end: event.end, ...rest };
      });
      return spec;
    }
    if (!spec.sections || spec.sections.length !== data.sections.length) return spec;
    spec.sections = spec.sections.map((section, index) => {
      const identities = data.sections[index];
      const items = identities.map((identity) => this.items.get(identity) ?? {});
      const copy = { ...section };
      if (this.outlines.roots.has(index)) {
        copy.items = this.outlines.items(index);
        return copy;
      }
      if ('items' in copy) copy.items = identities.length;
      if (copy.itemSizes) copy.itemSizes = items.map((item, at) => item.size ?? section.itemSizes[at % section.itemSizes.length]);
      if (copy.itemHeights) copy.itemHeights = items.map((item, at) => item.height ?? section.itemHeights[at % section.itemHeights.length]);
      if (copy.fullSpan) {
        copy.fullSpan = items.flatMap((item, at) => (item.fullSpan ? [at] : []));
      }
      return copy;
    });
    return spec;
  }

  /** Gives each identity the page has not seen the item of the one after it. */
  #learnInserted(sections) {
    for (const identities of sections) {
      for (let at = identities.length - 1; at >= 0; at--) {
        if (this.items.has(identities[at])) continue;
        const source = this.items.get(identities[at + 1]) ?? this.items.get(identities[at - 1]) ?? {};
        this.items.set(identities[at], structuredClone(source));
      }
    }
  }
}
