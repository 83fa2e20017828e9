import { describe, expect, it, vi } from 'vitest';
import { perSession } from './per-session';
import type { RootStore } from './root-store';

describe('perSession', () => {
  it('builds once per root store, and again for a new session', () => {
    const build = vi.fn(() => ({}));
    const of = perSession(build);
    const first = {} as RootStore;
    const second = {} as RootStore;
    expect(of(first)).toBe(of(first));
    expect(of(second)).not.toBe(of(first));
    expect(build).toHaveBeenCalledTimes(2);
  });
});
