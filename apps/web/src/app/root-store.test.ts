import { createMemoryStorage, STORAGE_KEYS } from '@locus/auth';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, FAKE_BASE_URL } from '@locus/api-client/testing';
import { session, signedInRoutes } from '../testing/signed-in';
import { createConsoleAnalytics } from './analytics';
import { createRootStore } from './root-store';
import { RootStoreHolder } from './root-store-holder';

function setup(routes = signedInRoutes()) {
  const api = createFakeApi(routes);
  const storage = createMemoryStorage();
  const navigate = vi.fn<(path: string) => void>();
  const analytics = createConsoleAnalytics();
  const create = () =>
    createRootStore({
      storage,
      navigate,
      currentPath: () => '/reviews',
      analytics,
      baseUrl: FAKE_BASE_URL,
      fetch: api.fetch,
    });
  return { api, storage, navigate, analytics, create };
}

const basic = (email: string, token: string) => `Basic ${btoa(`${email}:${token}`)}`;

describe('createRootStore', () => {
  it('[P7-001] the client sends Basic auth from the auth store’s credentials', async () => {
    const { api, create } = setup();
    const root = create();
    await root.start();
    expect(await root.auth.login('admin@harbor.test', 'locus-demo')).toBe(true);
    const [meta] = api.calls('GET /users/{id}', { id: '11' });
    expect(meta?.headers.get('Authorization')).toBe(basic('admin@harbor.test', 'token-1'));
    expect(root.ready).toBe(true);
  });

  it('the public client sends no credentials, even while a user is signed in', async () => {
    const { api, create } = setup();
    api.on('GET /landing/{token}', failure(404, 'Not found', 'not_found'));
    const root = create();
    await root.start();
    expect(await root.auth.login('admin@harbor.test', 'locus-demo')).toBe(true);
    await root.publicClient.GET('/landing/{token}', { params: { path: { token: 'tok-1' } } });
    const [call] = api.calls('GET /landing/{token}', { token: 'tok-1' });
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('[P4-005][P2-077] a 401 from any call signs out and goes to the login page marked invalidated', async () => {
    const { api, create, navigate } = setup();
    const root = create();
    await root.auth.login('admin@harbor.test', 'locus-demo');
    api.on('GET /auth', failure(401, 'expired', 'unauthorized'));
    await root.auth.refresh();
    expect(root.auth.signedIn).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/login?invalidated=true&redirect=%2Freviews');
  });

  it('[P4-013] a 402 from any call marks the account inactive', async () => {
    const { api, create } = setup();
    const root = create();
    await root.auth.login('admin@harbor.test', 'locus-demo');
    api.on('GET /auth', failure(402, 'inactive', 'account_inactive'));
    await root.auth.refresh();
    expect(root.auth.account_active).toBe(false);
  });

  it('[P4-003] signing in identifies the user through the app’s analytics adapter', async () => {
    const { create, analytics } = setup();
    await create().auth.login('admin@harbor.test', 'locus-demo');
    expect(analytics.events.filter((e) => e.type === 'identify')).toHaveLength(1);
  });
});

describe('RootStoreHolder', () => {
  it('[P4-009] logging out builds a fresh root store, keeping the logout error for the login page', async () => {
    const { api, create, storage } = setup();
    const holder = new RootStoreHolder(create);
    const first = holder.current;
    await first.auth.login('admin@harbor.test', 'locus-demo');
    api.on('DELETE /auth', failure(500, 'Server down'));
    await first.auth.logout();
    await vi.waitFor(() => expect(holder.current).not.toBe(first));
    expect(holder.generation).toBe(1);
    expect(holder.current.auth.signedIn).toBe(false);
    expect(holder.current.auth.error).toBe(first.auth.error);
    expect(holder.current.auth.error).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    holder.dispose();
  });

  it('[P4-005] a 401 also rebuilds the root store', async () => {
    const { api, create } = setup();
    const holder = new RootStoreHolder(create);
    const first = holder.current;
    await first.auth.login('admin@harbor.test', 'locus-demo');
    api.on('GET /auth', failure(401, 'expired', 'unauthorized'));
    await first.auth.refresh();
    await vi.waitFor(() => expect(holder.current).not.toBe(first));
    holder.dispose();
  });

  it('a login replacing a session is no sign-out: the store is kept', async () => {
    const { create } = setup(signedInRoutes(session()));
    const holder = new RootStoreHolder(create);
    const first = holder.current;
    await first.auth.login('admin@harbor.test', 'locus-demo');
    await first.auth.login('admin@harbor.test', 'locus-demo');
    await Promise.resolve();
    expect(holder.current).toBe(first);
    holder.dispose();
  });
});
