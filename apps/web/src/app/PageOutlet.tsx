import { LoadingBar } from '@locus/design-system';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import type { PageModuleCache } from './page-module-cache';
import { themedPageModule } from './route-styles';
import { usePageModule } from './use-page-module';

// The MUI theme around every page but the static and light ones (route-styles.ts).
const ThemedPage = lazy(themedPageModule);

/** The shell's loading state. */
export const Loading = () => <LoadingBar fixed />;

/**
 * Where the shell shows the route's page. While the page's module is on its way and no page is shown here
 * yet (the first load), the loading bar is a plain render: the lazy page suspending would show it as a
 * Suspense fallback, and React would then hold the page's commit until 300 ms after the fallback appeared.
 * Once a page is shown, a route change renders the next page at once, suspending as before: the router's
 * transition keeps the shown page until the module arrives. Lazy + Suspense stay for a module that fails
 * (the route's error) and for the theme.
 */
export function PageOutlet({
  routeId,
  pages,
  themed,
}: {
  routeId: string;
  pages: PageModuleCache;
  themed?: boolean;
}) {
  const status = usePageModule(routeId, pages);
  const shown = useRef(false);
  const waiting = status === 'loading' && !shown.current;
  useEffect(() => {
    if (!waiting) shown.current = true;
  });
  if (waiting) return <Loading />;
  const page = (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
  return themed ? (
    <Suspense fallback={<Loading />}>
      <ThemedPage>{page}</ThemedPage>
    </Suspense>
  ) : (
    page
  );
}
