import { resolveRoute, useNavigation } from '@locus/auth';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppEnv, useRootStore } from './contexts';
import type { PageModuleCache } from './page-module-cache';
import { Loading, PageOutlet } from './PageOutlet';
import { LIGHT_ROUTES, STATIC_ROUTES } from './route-styles';
import { fetchRouteModules } from './signed-in-prefetch';
import { SignedInFrame } from './SignedInFrame';
import { useRouteChangeEffects } from './use-route-change-effects';

/**
 * The root route: waits for the stored session, keeps the URL's /as/{id} base in step with the
 * session, applies resolveRoute (public pages, sign-in, '/', redirect families, guards, inactive
 * accounts, unknown paths) and renders the page in the app frame with the side menu.
 */
export const Shell = observer(function Shell({ pages }: { pages: PageModuleCache }) {
  const root = useRootStore();
  const env = useAppEnv();
  const { auth } = root;
  const location = useLocation();
  const here = location.pathname + location.search;

  // The router's basename is fixed at boot: a session served elsewhere (shadowing started or ended) reloads there.
  const wantedBase = auth.signedIn ? auth.basePath : '';
  const baseMismatch = root.ready && wantedBase !== env.basename;
  const resolution = root.ready && !baseMismatch ? resolveRoute(here, auth.routeSession) : null;
  const rendered = resolution?.kind === 'render';
  const navigation = useNavigation({ pathname: location.pathname, urlSearch: location.search });
  // A navigation already under way (e.g. the auth store sending an ended session to the login page
  // while that page's module loads) wins over a redirect worked out from the location it leaves. Asked
  // of the history itself: the router shows its location in a transition, later than this render.
  const navigating = env.navigationPending(location);

  useEffect(() => {
    if (baseMismatch) env.loadPage(`${wantedBase}${here}`);
  }, [baseMismatch, wantedBase, here, env]);
  useRouteChangeEffects(location.pathname, rendered, {
    scrollToTop: env.scrollToTop,
    pageView: auth.pageView,
  });

  if (!resolution || (resolution.kind === 'redirect' && navigating)) return <Loading />;
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  const routeId = resolution.route.id;
  if (LIGHT_ROUTES.has(routeId)) {
    return (
      <main>
        <PageOutlet routeId={routeId} pages={pages} />
      </main>
    );
  }
  fetchRouteModules(routeId, !navigation.hidden, { pages });
  const themed = !STATIC_ROUTES.has(routeId);
  return (
    <SignedInFrame navigation={navigation} routeId={routeId}>
      {/* Keyed: a page of the other kind mounts a new outlet, which waits for its module with a plain render. */}
      <PageOutlet key={themed ? 'themed' : 'static'} routeId={routeId} pages={pages} themed={themed} />
    </SignedInFrame>
  );
});
