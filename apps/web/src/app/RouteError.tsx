import { ErrorState } from '@locus/design-system';
import { useRouteError } from 'react-router';

/**
 * A route module that failed to load (a new deploy, the network): say so and offer a reload. It stays
 * in the entry chunk, since it must show when chunks cannot be loaded.
 */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'This page could not be loaded.';
  return (
    <ErrorState
      title="This page could not be loaded"
      message={message}
      onRetry={() => window.location.reload()}
      retryLabel="Reload"
    />
  );
}
