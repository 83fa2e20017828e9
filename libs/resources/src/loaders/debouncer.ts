/** Timers, injectable so tests and other runtimes can drive time. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The runtime's timers (read at call time, so fake timers installed later still apply). */
export const timerScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Runs the last scheduled callback once `ms` have passed without a newer one. */
export class Debouncer {
  private handle: unknown = undefined;
  private pending = false;

  constructor(
    readonly ms: number,
    private readonly scheduler: Scheduler = timerScheduler,
  ) {}

  get isPending(): boolean {
    return this.pending;
  }

  schedule(callback: () => void): void {
    this.cancel();
    this.pending = true;
    this.handle = this.scheduler.setTimeout(() => {
      this.pending = false;
      this.handle = undefined;
      callback();
    }, this.ms);
  }

  cancel(): void {
    if (this.pending) this.scheduler.clearTimeout(this.handle);
    this.pending = false;
    this.handle = undefined;
  }
}
