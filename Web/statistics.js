// The engine's work per scroll frame: the time of each visibility pass, kept for the
// last frames, with its median and 99th percentile.

export class FrameStatistics {
  constructor(capacity = 1000) {
    this.capacity = capacity;
    this.engine = [];
    this.dom = [];
  }

  /** Records one frame: the engine's milliseconds and the DOM's. */
  record(engineMilliseconds, domMilliseconds) {
    this.engine.push(engineMilliseconds);
    this.dom.push(domMilliseconds);
    if (this.engine.length > this.capacity) {
      this.engine.shift();
      this.dom.shift();
    }
  }

  /** Forgets every frame. */
  clear() {
    this.engine = [];
    this.dom = [];
  }

  /** The last, median and 99th-percentile engine time, in milliseconds. */
  summary() {
    const sorted = [...this.engine].sort((a, b) => a - b);
    const at = (fraction) =>
      sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
    return { last: this.engine.at(-1) ?? 0, median: at(0.5), p99: at(0.99), frames: sorted.length };
  }
}
