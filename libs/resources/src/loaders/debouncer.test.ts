import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debouncer, type Scheduler } from './debouncer.js';

describe('Debouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last callback, once the delay passed without a newer one', () => {
    const debouncer = new Debouncer(250);
    const calls: string[] = [];
    debouncer.schedule(() => calls.push('a'));
    vi.advanceTimersByTime(200);
    debouncer.schedule(() => calls.push('ab'));
    vi.advanceTimersByTime(249);
    expect(calls).toEqual([]);
    expect(debouncer.isPending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['ab']);
    expect(debouncer.isPending).toBe(false);
  });

  it('cancel drops the pending callback', () => {
    const debouncer = new Debouncer(100);
    const callback = vi.fn();
    debouncer.schedule(callback);
    debouncer.cancel();
    vi.advanceTimersByTime(500);
    expect(callback).not.toHaveBeenCalled();
  });

  it('uses an injected scheduler', () => {
    const timers: Array<{ run: () => void; ms: number }> = [];
    const scheduler: Scheduler = {
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => undefined,
    };
    const callback = vi.fn();
    new Debouncer(500, scheduler).schedule(callback);
    expect(timers[0]?.ms).toBe(500);
    timers[0]?.run();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
