import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppContexts, type AppEnv } from './contexts';
import type { NavUiStore } from '../nav/nav-ui-store';
import type { RootStore } from './root-store';
import { usePageStore } from './use-page-store';

/** A store that records when it was built and disposed. */
function recorder() {
  const events: string[] = [];
  let built = 0;
  const build = (root: RootStore) => {
    const n = ++built;
    events.push(`build ${n}`);
    return { n, root, dispose: () => events.push(`dispose ${n}`) };
  };
  return { events, build };
}

function render<P, R>(hook: (props: P) => R, initialProps: P) {
  const root = {} as RootStore;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContexts root={root} env={{} as AppEnv} navUi={{} as NavUiStore}>
      {children}
    </AppContexts>
  );
  return { root, ...renderHook(hook, { wrapper, initialProps, reactStrictMode: true }) };
}

describe('usePageStore', () => {
  it('builds after mount from the root store, a fresh store for StrictMode\'s second mount, and disposes each', () => {
    const { events, build } = recorder();
    const { result, root, unmount } = render(() => usePageStore(build), { id: 1 });
    expect(result.current).toMatchObject({ n: 2, root });
    expect(events).toEqual(['build 1', 'dispose 1', 'build 2']);
    unmount();
    expect(events).toEqual(['build 1', 'dispose 1', 'build 2', 'dispose 2']);
  });

  it('builds again when the key changes, not when the page renders again', () => {
    const { events, build } = recorder();
    const { result, rerender } = render(({ id }) => usePageStore(build, id), { id: 1 });
    rerender({ id: 1 });
    expect(result.current?.n).toBe(2);
    rerender({ id: 2 });
    expect(result.current?.n).toBe(3);
    expect(events.slice(-2)).toEqual(['dispose 2', 'build 3']);
  });
});
