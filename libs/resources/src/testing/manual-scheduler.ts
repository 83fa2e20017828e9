import type { Scheduler } from '../loaders/debouncer.js';

/** Timers the test runs by hand: `runAll()` fires every pending one, `runAll(ms)` those due after `ms` more. */
export function manualScheduler(): Scheduler & { runAll(ms?: number): void; pending(): number } {
  let timers: { id: number; at: number; run: () => void }[] = [];
  let now = 0;
  let next = 1;
  return {
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ id, at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
    runAll(ms = Number.POSITIVE_INFINITY) {
      now = ms === Number.POSITIVE_INFINITY ? now : now + ms;
      const due = timers.filter((t) => ms === Number.POSITIVE_INFINITY || t.at <= now);
      timers = timers.filter((t) => !due.includes(t));
      for (const t of due) t.run();
    },
    pending: () => timers.length,
  };
}
