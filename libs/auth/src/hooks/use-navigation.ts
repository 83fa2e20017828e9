import { useCallback } from 'react';
import { buildNavigation, initialsOf, markActive, type NavItem } from '../model/navigation.js';
import { ERROR_PATH } from '../model/paths.js';
import { featureParams } from '../model/settings.js';
import { useAuth } from './auth-context.js';
import { useStoreValue } from '@locus/resources';

export interface UseNavigationOptions {
  /** The current path (below any /as/{id} base path), to mark the active item. */
  pathname?: string;
  /** The current query, for features.<name> parameters (P5-051). */
  urlSearch?: string;
  /** The parent kind that sees Trials (P2-095), when the app's is not TRIALS_PARENT_KIND. */
  trialsParentKind?: string;
}

/** The side menu's view model: what SideMenu renders, with its handlers. */
export interface NavigationViewModel {
  /** P2-078, P2-079: no menu when signed out or on /error. */
  hidden: boolean;
  items: NavItem[];
  footer: NavItem[];
  user: { name: string; initials: string };
  /** The white-label logo, or null for the product's (P2-086). */
  logoUrl: string | null;
  /** P6-017: no Log Out while shadowing. */
  showLogout: boolean;
  /** Served under /as/{id} when shadowing (P1-005): the app's router basename. */
  basePath: string;
  onLogout: () => void;
}

export function useNavigation(options: UseNavigationOptions = {}): NavigationViewModel {
  const auth = useAuth();
  const { pathname = '', urlSearch = '', trialsParentKind } = options;
  const model = useStoreValue(() => {
    const nav = buildNavigation({
      isParent: auth.isParent,
      permissions: auth.permissions,
      settings: auth.settings,
      features: featureParams(urlSearch),
      userTypeCode: auth.user_type,
      accountKind: auth.account?.segment ?? null,
      isWhitelabel: auth.isWhitelabel,
      ...(trialsParentKind ? { trialsParentKind } : {}),
      userName: auth.userName,
      isShadowing: auth.isShadowing,
    });
    const marked = pathname ? markActive(nav, pathname) : nav;
    return {
      hidden: !auth.signedIn || pathname === ERROR_PATH,
      items: marked.items,
      footer: marked.footer,
      user: { name: auth.userName ?? '', initials: initialsOf(auth.userName) },
      logoUrl: auth.logoUrl,
      showLogout: !auth.isShadowing,
      basePath: auth.basePath,
    };
  });
  const onLogout = useCallback(() => void auth.logout(), [auth]);
  return { ...model, onLogout };
}
