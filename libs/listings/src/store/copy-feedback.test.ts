import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRM_MS, CopyFeedback } from './copy-feedback.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CopyFeedback', () => {
  it("[F4-085] shows 'Copied' for 2 seconds, then reverts; a clipboard failure says so", async () => {
    const copied: string[] = [];
    const feedback = new CopyFeedback(async (text) => void copied.push(text));
    await feedback.copy('(617) 555-0100');
    expect(copied).toEqual(['(617) 555-0100']);
    expect(feedback.label).toBe('Copied');
    vi.advanceTimersByTime(COPY_CONFIRM_MS - 1);
    expect(feedback.label).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(feedback.label).toBe('Copy');
    const failing = new CopyFeedback(async () => Promise.reject(new Error('denied')));
    await failing.copy('x');
    expect(failing.label).toBe('Unable to copy to clipboard');
  });
});
