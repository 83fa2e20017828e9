import { useMatches } from 'react-router';
import type { RouteHandle } from './routes';

/** The handle (route id, title) of the deepest matched route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  return matches[matches.length - 1]?.handle as RouteHandle | undefined;
}
