import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile } from './useIsMobile.js';

/** A matchMedia whose width the test sets, telling its listeners as a browser would. */
function stubViewport(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return max ? width <= Number(max[1]) : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

describe('useIsMobile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[P2-082] is true at 1100 px or less and follows the viewport', () => {
    const resize = stubViewport(1400);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => resize(1100));
    expect(result.current).toBe(true);
    act(() => resize(1101));
    expect(result.current).toBe(false);
  });
});
