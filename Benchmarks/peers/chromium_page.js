"use strict";
// The Chromium peer's page script: builds the flow benchmark's boxes as DOM elements and
// times the browser's style and layout of them. chromium_peer.py serves it inline in a
// cross-origin-isolated page (so performance.now() has 5 us resolution rather than
// 100 us) and calls the functions of `peer`. DOM creation is never timed.

const peer = (() => {
  const SECTION_ITEMS = 100;
  const VIEWPORT_HEIGHT = 800;

  const itemSize = (item) => [40 + ((item * 37) % 120), 40 + ((item * 53) % 160)];

  // Collects garbage between samples when Chromium runs with --js-flags=--expose-gc.
  const collectGarbage = () => {
    if (typeof gc === "function") gc();
  };

  // Appends one fixed-size box per item; the sizes are inline styles, set here, untimed.
  function appendBoxes(parent, first, count) {
    for (let item = first; item < first + count; item++) {
      const [width, height] = itemSize(item);
      const box = document.createElement("div");
      box.style.width = `${width}px`;
      box.style.height = `${height}px`;
      parent.appendChild(box);
    }
  }

  function median(samples) {
    const sorted = [...samples].sort((a, b) => a - b);
    return sorted[sorted.length >> 1];
  }

  // Runs `prepare` (untimed) then times `operation`, `warmups` times and then
  // `repetitions` times; returns every timed sample in milliseconds.
  function sample(repetitions, warmups, prepare, operation) {
    const samples = [];
    for (let run = 0; run < warmups + repetitions; run++) {
      prepare();
      collectGarbage();
      const start = performance.now();
      operation();
      const elapsed = performance.now() - start;
      if (run >= warmups) samples.push(elapsed);
    }
    return samples;
  }

  // Flow: one flex-wrap container of `count` boxes.
  //
  // prepare:  untimed, the container is set to display: none and laid out, which drops
  //           the boxes' layout objects and computed styles; timed, display: flex comes
  //           back and the last box's offsetTop forces style recalc, layout-tree
  //           rebuild and layout of the whole container.
  // relayout: untimed, the container is 1023 wide and laid out; timed, it is set back to
  //           1024 and the last box's offsetTop forces the layout (the boxes keep their
  //           styles and layout objects, and Blink may reuse their cached sizes).
  function flow(count, repetitions, sampleItems) {
    const container = document.createElement("div");
    container.className = "flow";
    container.style.display = "none";
    appendBoxes(container, 0, count);
    document.body.appendChild(container);
    const last = container.lastElementChild;
    let sink = 0;

    const prepare = sample(
      repetitions,
      1,
      () => {
        container.style.display = "none";
        sink += container.offsetHeight;
      },
      () => {
        container.style.display = "";
        sink += last.offsetTop;
      },
    );
    const relayout = sample(
      repetitions,
      1,
      () => {
        container.style.width = "1023px";
        sink += last.offsetTop;
      },
      () => {
        container.style.width = "";
        sink += last.offsetTop;
      },
    );

    const boxes = container.children;
    const origins = sampleItems.map((item) => [
      item,
      boxes[item].offsetLeft,
      boxes[item].offsetTop,
    ]);
    const result = {
      prepare_ms: median(prepare),
      relayout_ms: median(relayout),
      prepare_samples: prepare,
      relayout_samples: relayout,
      width: container.offsetWidth,
      height: container.offsetHeight,
      origins,
      sink,
    };
    container.remove();
    collectGarbage();
    return result;
  }

  // Pinned: `count` boxes in sections of 100, as `trellis bench`'s pinned-scroll-step
  // builds them: each section a sticky header 40 tall (position: sticky; top: 0) above
  // a flex-wrap container of its boxes, box k of every section sized like item k, all
  // inside a scroller 1024 x 800. One step scrolls 7 px down (sets scrollTop) and reads
  // the bounding rect of the header of the section at that offset, which forces style
  // and layout and the header's sticky offset. Steps are timed in batches (a step is
  // too short for the timer); the figure is the median batch time divided by the steps
  // per batch.
  function pinned(count, batches, stepsPerBatch, checkSteps) {
    const scroller = document.createElement("div");
    scroller.className = "scroller";
    const sections = Math.max(1, Math.ceil(count / SECTION_ITEMS));
    const headers = [];
    for (let section = 0; section < sections; section++) {
      const element = document.createElement("section");
      const header = document.createElement("div");
      header.className = "header";
      const items = document.createElement("div");
      items.className = "flow";
      appendBoxes(items, 0, Math.min(SECTION_ITEMS, count - section * SECTION_ITEMS));
      element.append(header, items);
      scroller.appendChild(element);
      headers.push(header);
    }
    document.body.appendChild(scroller);

    let start = performance.now();
    const elements = scroller.children;
    const tops = new Float64Array(sections + 1);
    for (let section = 0; section < sections; section++) {
      tops[section] = elements[section].offsetTop;
    }
    const firstLayoutMs = performance.now() - start;
    tops[sections] = scroller.scrollHeight;
    const maxScroll = scroller.scrollHeight - VIEWPORT_HEIGHT;

    const sectionAt = (offset) => {
      let low = 0;
      let high = sections - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (tops[middle] <= offset) low = middle;
        else high = middle - 1;
      }
      return low;
    };
    // Each batch scrolls down in steps of 7 px from its own starting point.
    const plan = (batch, steps) => {
      const offsets = new Float64Array(steps);
      const owners = new Int32Array(steps);
      const origin = (maxScroll * batch) / Math.max(1, batches);
      for (let step = 0; step < steps; step++) {
        offsets[step] = Math.min(maxScroll, Math.round(origin + 7 * step));
        owners[step] = sectionAt(offsets[step]);
      }
      return [offsets, owners];
    };

    let sink = 0;
    const batchMs = [];
    for (let batch = -1; batch < batches; batch++) {
      const [offsets, owners] = plan(Math.max(0, batch), stepsPerBatch);
      scroller.scrollTop = 0;
      sink += headers[0].getBoundingClientRect().top;
      collectGarbage();
      start = performance.now();
      for (let step = 0; step < stepsPerBatch; step++) {
        scroller.scrollTop = offsets[step];
        sink += headers[owners[step]].getBoundingClientRect().top;
      }
      const elapsed = performance.now() - start;
      if (batch >= 0) batchMs.push(elapsed);
    }

    // Where the header is at a few offsets, for chromium_peer.py to check.
    const [offsets, owners] = plan(1, checkSteps);
    const scrollerTop = scroller.getBoundingClientRect().top;
    const checks = [];
    for (let step = 0; step < checkSteps; step += 1) {
      scroller.scrollTop = offsets[step];
      const section = owners[step];
      checks.push([
        scroller.scrollTop,
        section,
        headers[section].getBoundingClientRect().top - scrollerTop,
      ]);
    }
    const result = {
      step_ms: median(batchMs) / stepsPerBatch,
      batch_samples: batchMs,
      first_layout_ms: firstLayoutMs,
      sections,
      content_height: scroller.scrollHeight,
      section_tops: Array.from(tops.subarray(0, Math.min(sections, 50))),
      checks,
      sink,
    };
    scroller.remove();
    collectGarbage();
    return result;
  }

  return { flow, pinned };
})();
