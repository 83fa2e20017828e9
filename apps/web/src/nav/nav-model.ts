import type { NavItem, NavIconKey as AuthIconKey } from '@locus/auth';
import type { NavIconKey, NavItemModel } from '@locus/design-system';

// The auth model names icons in its own words; the design system has its own keys. The profile and
// log-out entries are not items of the SideMenu (it renders the user and Log Out itself).
const ICONS: Record<Exclude<AuthIconKey, 'profile' | 'logout'>, NavIconKey> = {
  dashboard: 'dashboard',
  integrations: 'integrations',
  'review-analysis': 'reviewAnalysis',
  reviews: 'reviews',
  keywords: 'keywords',
  ask: 'askTool',
  'business-performance': 'businessPerformance',
  competitors: 'competitors',
  'location-performance': 'locationPerformance',
  reports: 'reports',
  scorecards: 'scorecards',
  'online-presence': 'onlinePresence',
  amplify: 'amplify',
  'local-listings': 'localListings',
  'local-search': 'localSearch',
  photos: 'photos',
  trials: 'trials',
  settings: 'settings',
};

const isMenuItem = (item: NavItem): item is NavItem & { icon: keyof typeof ICONS } =>
  item.icon !== 'profile' && item.icon !== 'logout';

/** The auth lib's navigation items as the design system's SideMenu takes them. */
export function toMenuItems(items: readonly NavItem[]): NavItemModel[] {
  return items.filter(isMenuItem).map((item) => ({
    id: item.id,
    label: item.label,
    icon: ICONS[item.icon],
    ...(item.href ? { href: item.href } : {}),
    ...(item.active ? { active: true } : {}),
    ...(item.children ? { children: toMenuItems(item.children) } : {}),
  }));
}

/** Ids of the groups (items with children), for the expand state. */
export function groupIds(items: readonly NavItemModel[]): string[] {
  return items.flatMap((item) => (item.children ? [item.id, ...groupIds(item.children)] : []));
}
