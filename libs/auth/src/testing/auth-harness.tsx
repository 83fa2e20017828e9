import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryStorage } from '../adapters/memory-storage.js';
import { AuthProvider } from '../hooks/auth-context.js';
import { AuthStore } from '../store/auth-store.js';
import { FAKE_BASE_URL, createFakeApi, type FakeRoutes } from '@locus/api-client/testing';
import { signedInRoutes } from './fixtures.js';

/** An AuthStore over a fake API, with spies for its ports, and a wrapper for renderHook. */
export function authHarness(routes: FakeRoutes = signedInRoutes()) {
  const api = createFakeApi(routes);
  const navigate = vi.fn<(path: string) => void>();
  const store = new AuthStore({
    clientOptions: { baseUrl: FAKE_BASE_URL, fetch: api.fetch },
    storage: createMemoryStorage(),
    navigate,
    currentPath: () => '/',
  });
  const wrapper = ({ children }: { children?: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;
  return { api, navigate, store, wrapper };
}
