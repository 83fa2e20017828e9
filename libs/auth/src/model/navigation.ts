import { can, canAll, canSome, type Permissions } from './permissions.js';
import { SETTING, isSettingOn, type AccountSettings } from './settings.js';

/** Icon keys the design system maps to its icons (the model names no icon library). */
export type NavIconKey =
  | 'dashboard'
  | 'integrations'
  | 'review-analysis'
  | 'reviews'
  | 'keywords'
  | 'ask'
  | 'business-performance'
  | 'competitors'
  | 'location-performance'
  | 'reports'
  | 'scorecards'
  | 'online-presence'
  | 'amplify'
  | 'local-listings'
  | 'local-search'
  | 'photos'
  | 'trials'
  | 'settings'
  | 'profile'
  | 'logout';

/** One entry of the side menu: a link (href), an action (log out) or a group (children). */
export interface NavItem {
  id: string;
  label: string;
  icon: NavIconKey;
  href?: string;
  action?: 'logout';
  /** The profile item's initials (P2-097). */
  initials?: string;
  active?: boolean;
  children?: NavItem[];
}

export interface NavigationModel {
  items: NavItem[];
  footer: NavItem[];
  /** Whose logo the menu shows (P2-086). */
  brand: 'whitelabel' | 'product';
}

export interface NavigationInput {
  isParent: boolean;
  permissions: Permissions | null | undefined;
  settings: AccountSettings | null | undefined;
  /** Features a `features.<name>` URL parameter switches on (P5-051); see featureParams. */
  features?: ReadonlySet<string>;
  /**
   * Accepted so callers can pass the session's facts as they are; items are gated by permissions,
   * which the server already derives from the user type.
   */
  userTypeCode?: string | null;
  /** The parent account's partner kind (Account.segment in the contract, e.g. 'agency'). */
  accountKind?: string | null;
  isWhitelabel?: boolean;
  /** The one parent kind that sees Trials (P2-095); TRIALS_PARENT_KIND unless the app says otherwise. */
  trialsParentKind?: string;
  /** The signed-in user's name for the profile item (P2-097). */
  userName?: string | null;
  /** Shadowing sessions get no Log Out (P6-017). */
  isShadowing?: boolean;
}

/** The parent kind whose accounts run trials of child accounts (the demo's partner is an agency). */
export const TRIALS_PARENT_KIND = 'agency';

/** 'Alicia Moreno' → 'AM'; one word gives one letter; no name gives '?'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

type Item = NavItem | false;

const present = (items: readonly Item[]): NavItem[] => items.filter((i): i is NavItem => i !== false);

/** A group shows only when something in it shows. */
function group(id: string, label: string, icon: NavIconKey, children: readonly Item[]): Item {
  const shown = present(children);
  return shown.length > 0 && { id, label, icon, children: shown };
}

/**
 * The side menu's items for a session (platform.md "Navigation side menu", P2-087..P2-102). Pure, so
 * the rules are tested here and the design system's SideMenu only renders the result.
 */
export function buildNavigation(input: NavigationInput): NavigationModel {
  const { isParent, permissions } = input;
  const flag = (code: string) => isSettingOn(input.settings, code) || (input.features?.has(code) ?? false);
  const regular = !isParent;

  // P6-023: with competitor preview only, the item leads to the preview page.
  const competitorsHref = can(permissions, 'competitor', 'read') ? '/competitors' : '/competitors/preview';

  const items = present([
    // P2-087, P6-004: regular accounts need metrics read; parents land on their accounts list.
    isParent
      ? { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '/accounts' }
      : can(permissions, 'metrics', 'read') && { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '/dashboard' },
    // P2-088: parents only.
    isParent &&
      can(permissions, 'child_integration', 'read') && {
        id: 'integrations',
        label: 'Integrations',
        icon: 'integrations',
        href: '/accounts/integrations',
      },
    // P2-089, P2-090: parents see reviews without responses; P2-101: no keywords or ask tool for them.
    group('review-analysis', 'Review Analysis', 'review-analysis', [
      can(permissions, 'review', 'read') &&
        (isParent
          ? { id: 'reviews', label: 'Reviews Without Responses', icon: 'reviews', href: '/child-reviews' }
          : { id: 'reviews', label: 'Reviews', icon: 'reviews', href: '/reviews' }),
      regular && flag(SETTING.insights) && { id: 'keywords', label: 'Keywords', icon: 'keywords', href: '/dashboard/keywords' },
      regular && can(permissions, 'request', 'read') && { id: 'ask', label: 'Ask for Reviews', icon: 'ask', href: '/request-reviews' },
    ]),
    // P2-092; P2-101: parents see reports and scorecards only; P2-102: visual reports need read + flag.
    group('business-performance', 'Business Performance', 'business-performance', [
      regular &&
        canSome(permissions, [['competitor', 'read'], ['competitor', 'preview']]) && {
          id: 'competitors',
          label: 'Competitors',
          icon: 'competitors',
          href: competitorsHref,
        },
      regular &&
        can(permissions, 'metrics', 'read') && {
          id: 'location-performance',
          label: 'Location Performance',
          icon: 'location-performance',
          href: '/dashboard/locations',
        },
      isParent
        ? { id: 'reports', label: 'Reports', icon: 'reports', href: '/partner-account-reports' }
        : can(permissions, 'visual_report', 'read') &&
          flag(SETTING.visualReports) && { id: 'reports', label: 'Reports', icon: 'reports', href: '/visual-reports' },
      // P2-100: parents need partner scorecard create and read.
      (isParent
        ? canAll(permissions, [['partner_scorecard', 'create'], ['partner_scorecard', 'read']])
        : can(permissions, 'partner_scorecard', 'read')) && {
        id: 'scorecards',
        label: 'Scorecards',
        icon: 'scorecards',
        href: '/partner-tools',
      },
    ]),
    // P2-093; P2-101: regular accounts only; P2-094: photos need the media setting.
    regular &&
      group('online-presence', 'Online Presence', 'online-presence', [
        canSome(permissions, [['amplify', 'preview'], ['amplify', 'create']]) && {
          id: 'amplify',
          label: 'Amplify',
          icon: 'amplify',
          href: '/amplify',
        },
        canSome(permissions, [['local_listing', 'preview'], ['local_listing', 'create']]) && {
          id: 'local-listings',
          label: 'Local Listings',
          icon: 'local-listings',
          href: '/dashboard/local_listings',
        },
        canSome(permissions, [['local_search', 'read'], ['local_search', 'preview']]) && {
          id: 'local-search',
          label: 'Local Search',
          icon: 'local-search',
          href: '/local-search',
        },
        flag(SETTING.media) && { id: 'photos', label: 'Photos', icon: 'photos', href: '/photos' },
      ]),
  ]);

  const footer = present([
    // P2-095: Trials for one parent kind only.
    isParent &&
      !!input.accountKind &&
      input.accountKind === (input.trialsParentKind ?? TRIALS_PARENT_KIND) && {
        id: 'trials',
        label: 'Trials',
        icon: 'trials',
        href: '/accounts/trials',
      },
    // P2-096, P6-006: a non-parent account needs alert update for Settings.
    (isParent || can(permissions, 'alert', 'update')) && { id: 'settings', label: 'Settings', icon: 'settings', href: '/settings' },
    // P2-097
    {
      id: 'profile',
      label: input.userName?.trim() || 'Profile',
      icon: 'profile',
      href: '/settings/profile',
      initials: initialsOf(input.userName),
    },
    // P2-098, P6-017: no Log Out while shadowing.
    !input.isShadowing && { id: 'logout', label: 'Log Out', icon: 'logout', action: 'logout' },
  ]);

  return { items, footer, brand: input.isWhitelabel ? 'whitelabel' : 'product' };
}

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function covers(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Marks the item of the current page active, and the group holding it. The longest matching href
 * wins, so /dashboard/keywords marks Keywords, not Dashboard.
 */
export function markActive(model: NavigationModel, pathname: string): NavigationModel {
  const links = flatten([...model.items, ...model.footer]).filter((i) => i.href && covers(i.href, pathname));
  const best = links.sort((a, b) => (b.href?.length ?? 0) - (a.href?.length ?? 0))[0];
  const mark = (item: NavItem): NavItem => {
    const children = item.children?.map(mark);
    const active = item === best || (children?.some((c) => c.active) ?? false);
    return { ...item, active, ...(children ? { children } : {}) };
  };
  return { ...model, items: model.items.map(mark), footer: model.footer.map(mark) };
}
