import { createContext, useContext } from 'react';

/** What each route carries for its page: the auth lib's route id (its title: page-titles.ts). */
export interface RouteHandle {
  routeId: string;
}

/** The route table wraps each page in the handle of its route. */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the route whose page this is. */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
