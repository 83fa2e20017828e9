import { AuthProvider, createMemoryStorage, STORAGE_KEYS, type MemoryStorage } from '@locus/auth';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createConsoleAnalytics } from '../app/analytics';
import { AppRoutes } from '../app/AppRoutes';
import { AppContexts, type AppEnv } from '../app/contexts';
import { createMemoryHistory, historyRouter, HistoryRouter, navigationPendingOf } from '../app/history';
import { createNavigate, currentPathOf } from '../app/navigate-adapter';
import { guardHistory } from '../app/navigation-guard';
import type { PageModuleCache } from '../app/page-module-cache';
import { createRootStore, type RootStore } from '../app/root-store';
import { buildRoutes } from '../app/routes';
import { NavUiStore } from '../nav/nav-ui-store';
import { createFakeApi, FAKE_BASE_URL, type FakeRoutes } from '@locus/api-client/testing';
import { session, signedInRoutes } from './signed-in';

export interface ShellOptions {
  path: string;
  storage?: MemoryStorage;
  /** The page modules (default: the app's, loading the real pages). */
  pages?: PageModuleCache;
  /** Runs once the session is restored, before the app renders (what the boot code does meanwhile). */
  beforeRender?: (root: RootStore) => void;
  /** Signed in with these routes of the fake API (default: the signed-in routes); signed out when null. */
  routes?: FakeRoutes | null;
  /** Signed out (routes: null), the fake API's routes from the start: a public page's first call may go before the test's `api.on`. */
  publicRoutes?: FakeRoutes;
}

/** The real route table, Shell and root store over a memory history and the fake API. */
export async function renderShell(options: ShellOptions) {
  const routes = options.routes === undefined ? signedInRoutes() : options.routes;
  const api = createFakeApi(routes ?? options.publicRoutes ?? {});
  return { api, ...(await mountShell(options, api.fetch, routes !== null)) };
}

async function mountShell(
  { path, storage = createMemoryStorage(), pages, beforeRender }: ShellOptions,
  fetch: (request: Request) => Promise<Response>,
  signedIn: boolean,
) {
  if (signedIn) {
    const s = session();
    storage.set(STORAGE_KEYS.token, s.token);
    storage.set(STORAGE_KEYS.email, s.email);
    storage.set(STORAGE_KEYS.account_id, String(s.account_id));
    storage.set(STORAGE_KEYS.profile_id, String(s.profile_id));
    storage.set(STORAGE_KEYS.user_id, String(s.user_id));
  }
  const history = createMemoryHistory(path);
  const router = historyRouter(history, '');
  const guarded = guardHistory(history);
  const analytics = createConsoleAnalytics();
  const loadPage = vi.fn<(url: string) => void>();
  const root = createRootStore({
    storage,
    navigate: createNavigate(router, '', loadPage),
    currentPath: currentPathOf(router),
    analytics,
    baseUrl: FAKE_BASE_URL,
    fetch,
  });
  await root.start();
  beforeRender?.(root);
  const env: AppEnv = {
    basename: '',
    loadPage,
    scrollToTop: vi.fn(),
    navigationPending: navigationPendingOf(history),
    productName: 'Locus',
    navigationGuard: guarded.guard,
  };
  const view = render(
    // No theme around it, as in the app: the Shell's themed frame brings MUI's (the login page has none).
    <AppContexts root={root} env={env} navUi={new NavUiStore(storage)}>
      <AuthProvider store={root.auth}>
        <HistoryRouter history={guarded.history}>
          <AppRoutes routes={buildRoutes(pages)} />
        </HistoryRouter>
      </AuthProvider>
    </AppContexts>,
  );
  const url = () => router.state.location.pathname + router.state.location.search;
  /** The browser's back button. */
  const back = () => history.go(-1);
  return { router, root, analytics, env, view, url, back };
}
