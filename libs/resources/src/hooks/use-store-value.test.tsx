// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreValue } from './use-store-value.js';

const counter = (count: number) => observable({ count });
type Counter = ReturnType<typeof counter>;

describe('useStoreValue', () => {
  it('re-renders when the derivation changes, not when an unrelated value does', () => {
    const store = observable({ count: 1, other: 'a' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStoreValue(() => ({ count: store.count }));
    });
    expect(result.current).toEqual({ count: 1 });
    const before = renders;
    act(() => runInAction(() => (store.other = 'b')));
    expect(renders).toBe(before);
    act(() => runInAction(() => (store.count = 2)));
    expect(result.current).toEqual({ count: 2 });
  });

  it('follows its store when the component is given another one', () => {
    const first = counter(1);
    const second = counter(10);
    const { result, rerender } = renderHook(({ store }: { store: Counter }) => useStoreValue(() => store.count), {
      initialProps: { store: first },
      wrapper: StrictMode,
    });
    expect(result.current).toBe(1);
    rerender({ store: second });
    expect(result.current).toBe(10);
    // The new store's changes show; the old store's no longer matter.
    act(() => runInAction(() => (second.count = 11)));
    expect(result.current).toBe(11);
    act(() => runInAction(() => (first.count = 2)));
    expect(result.current).toBe(11);
  });

  it('stops listening once unmounted', () => {
    const store = counter(1);
    let derived = 0;
    const { unmount } = renderHook(() =>
      useStoreValue(() => {
        derived += 1;
        return store.count;
      }),
    );
    unmount();
    const before = derived;
    runInAction(() => (store.count = 2));
    expect(derived).toBe(before);
  });
});
