// The page's copy of the data the engine shows: what each item of the loaded spec was,
// by identity, so that after an insert, a delete, a shuffle or a drag the spec of the
// data as it is now can be written back to the editor.

/** The number of items in a spec's section, whichever field gives it. */
export function itemCount(section) {
  return section.items ?? section.itemHeights?.length ?? section.itemSizes?.length ?? 0;
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
    let identity = 0;
    if (spec.events) {
      for (const event of spec.events) this.items.set(identity++, event);
      return;
    }
    for (const section of spec.sections ?? []) {
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
   * their fields, items their sizes, events the fields the engine does not move. An item
   * the engine inserted is a copy of the one after it, as the engine made it.
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
