// The app's router runs in declarative mode over a history object it owns, so code outside React (the
// auth store's Navigate port, the filters' query adapter) can move it and tests can use memory. The data
// router (createBrowserRouter) would bring its loader/action machinery to every first load, ~16 KB gzip
// the app does not use. These are react-router's own history and history router (the same copy the
// router uses), marked unstable/UNSAFE by react-router: this module is the one place that names them.
import {
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter,
  type Location,
} from 'react-router';
import type { RouterLike } from './navigate-adapter';

export type AppHistory = Parameters<typeof unstable_HistoryRouter>[0]['history'];

/** The router component over an AppHistory. */
export const HistoryRouter = unstable_HistoryRouter;

// v5Compat: listeners hear the history's own push/replace too, not only back/forward.
export const createBrowserHistory = (): AppHistory => UNSAFE_createBrowserHistory({ v5Compat: true });

export const createMemoryHistory = (path: string): AppHistory =>
  UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });

/** Moves the history to a path below the router's basename, the way the router's own navigate does. */
export function historyRouter(history: AppHistory, basename: string): RouterLike {
  return {
    navigate(to, options) {
      const target = `${basename}${to}`;
      if (options?.replace) history.replace(target);
      else history.push(target);
    },
    state: {
      get location() {
        const { pathname, search } = history.location;
        const below = basename && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
        return { pathname: below || '/', search };
      },
    },
  };
}

/**
 * The history is ahead of the location React shows: a route change waits for its page module (the
 * router renders it in a transition), the data router's "navigation pending".
 */
export const navigationPendingOf =
  (history: AppHistory) =>
  (shown: Pick<Location, 'key'>): boolean =>
    history.location.key !== shown.key;
