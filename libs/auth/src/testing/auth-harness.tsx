import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryStorage } from '../adapters/memory-storage.js';
import { AuthProvider } from '../hooks/auth-context.js';
import { AuthStore } from '../store/auth-store.js';
import { BASE_URL, createFakeApi, type FakeHandler } from './fake-api.js';
import { signedInRoutes } from './fixtures.js';

/** An AuthStore over a fake API, with spies for its ports, and a wrapper for renderHook. */
export function authHarness(routes: Record<string, FakeHandler> = signedInRoutes()) {
  const api = createFakeApi(routes);
  const navigate = vi.fn<(path: string) => void>();
  const store = new AuthStore({
    clientOptions: { baseUrl: BASE_URL, fetch: api.fetch },
    storage: createMemoryStorage(),
    navigate,
    currentPath: () => '/',
  });
  const wrapper = ({ children }: { children?: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;
  return { api, navigate, store, wrapper };
}
