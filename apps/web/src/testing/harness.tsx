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
import { API_BASE, createFakeServer, session, signedInReplies, type FakeReply } from './fake-server';

export interface ShellOptions {
  path: string;
  /** Signed in with these replies; signed out when null. */
  replies?: Record<string, FakeReply> | null;
  storage?: MemoryStorage;
  /** The page modules (default: the app's, loading the real pages). */
  pages?: PageModuleCache;
  /** Runs once the session is restored, before the app renders (what the boot code does meanwhile). */
  beforeRender?: (root: RootStore) => void;
}

/** The real route table, Shell and root store over a memory history and a fake server. */
export async function renderShell({
  path,
  replies = signedInReplies(),
  storage = createMemoryStorage(),
  pages,
  beforeRender,
}: ShellOptions) {
  const server = createFakeServer(replies ?? {});
  if (replies) {
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
    baseUrl: API_BASE,
    fetch: server.fetch,
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
  return { router, root, server, analytics, env, view, url, back };
}
