import { createWebStorage, splitBasePath, STORAGE_KEYS } from '@locus/auth';
import { createToastQueue } from '@locus/design-system';
// The CSS baseline and theme values as a static stylesheet: the first paint needs no MUI or emotion.
import '@locus/design-system/baseline.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleAnalytics } from './app/analytics';
import { App } from './app/App';
import { createBrowserHistory, historyRouter, navigationPendingOf } from './app/history';
import { createNavigate, currentPathOf } from './app/navigate-adapter';
import { guardHistory } from './app/navigation-guard';
import { createConsoleReporter } from './app/notifier';
import { createRootStore } from './app/root-store';
import { RootStoreHolder } from './app/root-store-holder';
import { preloadRouteData, prefetchSignedInModules } from './app/signed-in-prefetch';
import { buildRoutes } from './app/routes';
import { NavUiStore } from './nav/nav-ui-store';

// Shadowed and impersonated sessions are served under /as/{id} (P1-005): the router's basename.
const { basePath: basename, path: appPath } = splitBasePath(window.location.pathname);
const history = createBrowserHistory();
// The router's links and back/forward pass the guard; the stores' navigations (sign-out) move the history itself.
const guarded = guardHistory(history);
const router = historyRouter(history, basename);
const routes = buildRoutes();
const loadPage = (url: string) => window.location.assign(url);

const storage = createWebStorage(window.localStorage, window);
const analytics = createConsoleAnalytics(import.meta.env.DEV ? console.debug : undefined);
const reporter = createConsoleReporter();
const toasts = createToastQueue();
const holder = new RootStoreHolder(() =>
  createRootStore({
    storage,
    navigate: createNavigate(router, basename, loadPage),
    currentPath: currentPathOf(router),
    analytics,
    reporter,
    toasts,
  }),
);
void holder.start();
// After the session's calls have gone out (they start a few microtasks in): the page's modules, fetched
// first, would hold the browser's six connections to the server while the calls waited behind them.
const signedIn = Boolean(storage.get(STORAGE_KEYS.token));
setTimeout(() => {
  const routeId = prefetchSignedInModules(appPath, signedIn);
  if (routeId) void preloadRouteData(routeId, holder.current, window.location.search);
}, 0);

// The server writes this response's style nonce into the page (Vite's html.cspNonce meta); the browser
// hides the attribute once the policy applies, so it is read from the property. In the dev server the
// placeholder stays, and there is no policy.
const nonceMeta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
const styleNonce = nonceMeta?.nonce && nonceMeta.nonce !== 'LOCUS_CSP_NONCE' ? nonceMeta.nonce : undefined;

const env = {
  basename,
  loadPage,
  scrollToTop: () => window.scrollTo(0, 0),
  navigationPending: navigationPendingOf(history),
  navigationGuard: guarded.guard,
};
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App
      holder={holder}
      history={guarded.history}
      routes={routes}
      navUi={new NavUiStore(storage)}
      env={env}
      styleNonce={styleNonce}
    />
  </StrictMode>,
);
