import { describe, expect, it, vi } from 'vitest';
import { manualScheduler } from './manual-scheduler.js';

describe('manualScheduler', () => {
  it('runs only the timers due after the time given, and all of them with none', () => {
    const scheduler = manualScheduler();
    const soon = vi.fn();
    const later = vi.fn();
    scheduler.setTimeout(soon, 100);
    scheduler.setTimeout(later, 300);
    scheduler.runAll(100);
    expect([soon.mock.calls.length, later.mock.calls.length, scheduler.pending()]).toEqual([1, 0, 1]);
    scheduler.runAll();
    expect([later.mock.calls.length, scheduler.pending()]).toEqual([1, 0]);
  });

  it('forgets a cleared timer', () => {
    const scheduler = manualScheduler();
    const run = vi.fn();
    scheduler.clearTimeout(scheduler.setTimeout(run, 10));
    scheduler.runAll();
    expect([run.mock.calls.length, scheduler.pending()]).toEqual([0, 0]);
  });
});
