import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteError';

/**
 * The route table rendered at the current location. An error while rendering the shell (a page module
 * that cannot load) shows RouteError in its place until the location changes, as the data router's
 * error element did.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <RouteError error={error} />}>
      {element}
    </ErrorBoundary>
  );
}
