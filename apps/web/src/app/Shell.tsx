import { resolveRoute, useNavigation } from '@locus/auth';
import { LoadingBar } from '@locus/design-system';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppEnv, useRootStore } from './contexts';
import { LIGHT_ROUTES, STATIC_ROUTES, themedPageModule } from './route-styles';
import { fetchRouteModules } from './signed-in-prefetch';
import { SignedInFrame } from './SignedInFrame';
import { useRouteChangeEffects } from './use-route-change-effects';

// The MUI theme around every page but the static and light ones (route-styles.ts).
const ThemedPage = lazy(themedPageModule);

const Loading = () => <LoadingBar fixed />;

/**
 * The root route: waits for the stored session, keeps the URL's /as/{id} base in step with the
 * session, applies resolveRoute (public pages, sign-in, '/', redirect families, guards, inactive
 * accounts, unknown paths) and renders the page in the app frame with the side menu.
 */
export const Shell = observer(function Shell() {
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
  const page = (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
  if (LIGHT_ROUTES.has(resolution.route.id)) return <main>{page}</main>;
  fetchRouteModules(resolution.route.id, !navigation.hidden);
  const routeId = resolution.route.id;
  return (
    <SignedInFrame navigation={navigation} routeId={routeId}>
      {STATIC_ROUTES.has(routeId) ? (
        page
      ) : (
        <Suspense fallback={<Loading />}>
          <ThemedPage>{page}</ThemedPage>
        </Suspense>
      )}
    </SignedInFrame>
  );
});
