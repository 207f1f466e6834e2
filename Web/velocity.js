// The speed of a pointer at its release, from where it went in its last 100 ms: what
// a flick of the view, of a shelf and of a swiped row carries on with.

/** How far back, in milliseconds, the positions that make a release's speed go. */
const recent = 100;

/**
 * The positions a pointer passed through lately, each one or more numbers (an offset,
 * or x and y), for their speed when the pointer lets go.
 */
export class VelocityTracker {
  #samples = [];

  /** Records the position `values` (numbers) at `time`, an event's `timeStamp`. */
  add(time, ...values) {
    this.#samples.push({ time, values });
    while (this.#samples.length > 2 && time - this.#samples[0].time > recent) this.#samples.shift();
  }

  /**
   * The speed of each number, in units per second, from the oldest recorded position
   * to the newest; with `now` (an event's `timeStamp`), of those within the last 100 ms
   * only, so that a pointer that held still before letting go has none. Zeros when
   * fewer than two positions count or no time passed between them.
   */
  velocity(now = undefined) {
    const samples = now === undefined
      ? this.#samples
      : this.#samples.filter((sample) => now - sample.time <= recent);
    const first = samples[0], last = samples.at(-1);
    const seconds = samples.length > 1 ? (last.time - first.time) / 1000 : 0;
    const count = this.#samples.at(-1)?.values.length ?? 0;
    return Array.from({ length: count }, (_, index) =>
      (seconds > 0 ? (last.values[index] - first.values[index]) / seconds : 0));
  }
}
