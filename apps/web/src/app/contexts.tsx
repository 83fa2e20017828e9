import { createContext, useContext, type ReactNode } from 'react';
import type { NavUiStore } from '../nav/nav-ui-store';
import type { NavigationGuard } from './navigation-guard';
import type { RootStore } from './root-store';

/** What the shell needs from the page it runs in; the browser's in the app, fakes in tests. */
export interface AppEnv {
  /** The router's basename: '' or /as/{id} (fixed at boot). */
  basename: string;
  /** A full page load (another base path). */
  loadPage: (url: string) => void;
  scrollToTop: () => void;
  /** The router is ahead of the location shown (the next route's module is loading). */
  navigationPending: (shown: { key: string }) => boolean;
  productName: string;
  /** Holds back the router's navigations while a page asks (unsaved changes). */
  navigationGuard: NavigationGuard;
}

const RootStoreContext = createContext<RootStore | null>(null);
const AppEnvContext = createContext<AppEnv | null>(null);
const NavUiContext = createContext<NavUiStore | null>(null);

export function AppContexts(props: { root: RootStore; env: AppEnv; navUi: NavUiStore; children: ReactNode }) {
  return (
    <AppEnvContext.Provider value={props.env}>
      <NavUiContext.Provider value={props.navUi}>
        <RootStoreContext.Provider value={props.root}>{props.children}</RootStoreContext.Provider>
      </NavUiContext.Provider>
    </AppEnvContext.Provider>
  );
}

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} needs <AppContexts> above it`);
  return value;
}

export const useRootStore = (): RootStore => required(useContext(RootStoreContext), 'useRootStore');
export const useAppEnv = (): AppEnv => required(useContext(AppEnvContext), 'useAppEnv');
export const useNavUi = (): NavUiStore => required(useContext(NavUiContext), 'useNavUi');
