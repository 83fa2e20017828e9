import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, formatToastText } from './toast-queue.js';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[P4-069] accepts the four levels alert, info, success and custom', () => {
    const queue = createToastQueue();
    for (const level of ['alert', 'info', 'success', 'custom'] as const) {
      queue.push({ level, message: level });
      expect(queue.current()?.level).toBe(level);
      queue.dismiss();
      vi.advanceTimersByTime(120);
    }
  });

  it('[P4-070] a dismissed toast fades for 120 ms before it leaves', () => {
    const queue = createToastQueue();
    queue.push({ level: 'info', message: 'Saved' });
    queue.dismiss();
    expect(queue.current()?.phase).toBe('leaving');
    vi.advanceTimersByTime(119);
    expect(queue.current()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();
  });

  it('[P4-071] a toast with duration zero or less stays until closed and ignores clicks', () => {
    const queue = createToastQueue();
    const id = queue.push({ level: 'alert', message: 'Stuck', duration: 0 });
    vi.advanceTimersByTime(60_000);
    queue.click(id);
    expect(queue.current()?.phase).toBe('visible');
    queue.dismiss(id);
    vi.advanceTimersByTime(120);
    expect(queue.current()).toBeNull();
    queue.push({ level: 'alert', message: 'Negative', duration: -1 });
    vi.advanceTimersByTime(60_000);
    expect(queue.current()?.text).toBe('Negative');
  });

  it('[P4-072] a toast with positive duration auto-dismisses after it', () => {
    const queue = createToastQueue();
    queue.push({ level: 'success', message: 'Done', duration: 2000 });
    vi.advanceTimersByTime(1999);
    expect(queue.current()?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.phase).toBe('leaving');
    vi.advanceTimersByTime(120);
    expect(queue.current()).toBeNull();
  });

  it('[P4-073] a toast with positive duration dismisses on click', () => {
    const queue = createToastQueue();
    const id = queue.push({ level: 'info', message: 'Click me', duration: 3000 });
    queue.click(id);
    expect(queue.current()?.phase).toBe('leaving');
  });

  it('[P4-074] the default duration is 4000 ms', () => {
    const queue = createToastQueue();
    queue.push({ level: 'info', message: 'Default' });
    expect(queue.current()?.duration).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(queue.current()?.phase).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.phase).toBe('leaving');
  });

  it('[P4-075] the default duration is overridable (stored setting)', () => {
    const queue = createToastQueue({ defaultDuration: 1000 });
    queue.push({ level: 'info', message: 'A' });
    expect(queue.current()?.duration).toBe(1000);
    queue.setDefaultDuration(6000);
    queue.dismiss();
    vi.advanceTimersByTime(120);
    queue.push({ level: 'info', message: 'B' });
    expect(queue.current()?.duration).toBe(6000);
  });

  it('[P4-076] shows one toast at a time, the next after the previous has faded', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.push({ level: 'info', message: 'First', duration: 1000 });
    queue.push({ level: 'info', message: 'Second', duration: 1000 });
    expect(queue.current()?.text).toBe('First');
    expect(queue.waiting()).toBe(1);
    vi.advanceTimersByTime(1000 + 119);
    expect(queue.current()?.text).toBe('First');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.text).toBe('Second');
    expect(queue.waiting()).toBe(0);
    expect(listener).toHaveBeenCalled();
  });

  it('drops a waiting toast that is dismissed before its turn', () => {
    const queue = createToastQueue();
    queue.push({ level: 'info', message: 'First' });
    const second = queue.push({ level: 'info', message: 'Second' });
    queue.dismiss(second);
    expect(queue.waiting()).toBe(0);
  });

  it('[P4-077] an alert with server text appends a colon and the text; other levels do not', () => {
    expect(formatToastText({ level: 'alert', message: 'Could not save', serverText: 'Name taken' })).toBe(
      'Could not save: Name taken',
    );
    expect(formatToastText({ level: 'alert', message: 'Could not save' })).toBe('Could not save');
    expect(formatToastText({ level: 'info', message: 'Note', serverText: 'x' })).toBe('Note');
  });
});
