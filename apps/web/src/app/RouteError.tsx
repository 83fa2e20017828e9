import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import './RouteError.css';

// The full view (its button) is a module of its own, kept out of every first load. When it cannot load
// either (a new deploy removed the old chunks, the network is gone) the plain view below stands in.
const RouteErrorView = lazy(() => import('./RouteErrorView'));

const TITLE = 'This page could not be loaded';

/** The shell's error screen: a page that threw, or whose module failed to load; it offers a reload. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'This page could not be loaded.';
  const plain = (
    <div role="alert" className="route-error">
      <p className="route-error__title">{TITLE}</p>
      <p className="route-error__message">{message}</p>
      <a href={window.location.href}>Reload</a>
    </div>
  );
  return (
    <ErrorBoundary fallback={() => plain}>
      <Suspense fallback={plain}>
        <RouteErrorView message={message} />
      </Suspense>
    </ErrorBoundary>
  );
}
