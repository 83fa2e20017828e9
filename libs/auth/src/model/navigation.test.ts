import { describe, expect, it } from 'vitest';
import { buildNavigation, initialsOf, markActive, type NavItem, type NavigationInput } from './navigation.js';
import type { Permissions } from './permissions.js';

// An admin-like grant of everything the menu looks at.
const ALL: Permissions = {
  metrics: ['read'],
  review: ['read', 'respond'],
  request: ['create', 'read'],
  competitor: ['read'],
  visual_report: ['read'],
  partner_scorecard: ['create', 'read'],
  amplify: ['create', 'read'],
  local_listing: ['create', 'read'],
  local_search: ['read'],
  alert: ['read', 'update'],
  child_integration: ['read'],
};
const FLAGS = { insights: true, media: true, visual_reports: true };

const regular = (over: Partial<NavigationInput> = {}): NavigationInput => ({
  isParent: false,
  permissions: ALL,
  settings: FLAGS,
  userName: 'Alicia Moreno',
  ...over,
});
const parent = (over: Partial<NavigationInput> = {}): NavigationInput =>
  regular({ isParent: true, accountKind: 'agency', ...over });

const ids = (items: readonly NavItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children ?? [])]);
const find = (items: readonly NavItem[], id: string): NavItem | undefined =>
  items.flatMap((i) => [i, ...(i.children ?? [])]).find((i) => i.id === id);
const groupOf = (input: NavigationInput, id: string) => buildNavigation(input).items.find((i) => i.id === id);

describe('buildNavigation', () => {
  it('[P2-087] Dashboard goes to /dashboard, and to /accounts for parents', () => {
    expect(find(buildNavigation(regular()).items, 'dashboard')?.href).toBe('/dashboard');
    expect(find(buildNavigation(parent()).items, 'dashboard')?.href).toBe('/accounts');
  });

  it('[P6-004] Dashboard needs metrics read in a regular account', () => {
    expect(find(buildNavigation(regular({ permissions: { ...ALL, metrics: [] } })).items, 'dashboard')).toBeUndefined();
  });

  it('[P2-088] Integrations is for parents only and goes to /accounts/integrations', () => {
    expect(find(buildNavigation(parent()).items, 'integrations')?.href).toBe('/accounts/integrations');
    expect(find(buildNavigation(regular()).items, 'integrations')).toBeUndefined();
  });

  it('[P2-089] Review Analysis holds reviews, keywords and ask tool', () => {
    expect(groupOf(regular(), 'review-analysis')?.children?.map((c) => c.id)).toEqual(['reviews', 'keywords', 'ask']);
    expect(groupOf(regular(), 'review-analysis')?.label).toBe('Review Analysis');
  });

  it('[P2-090] parents see reviews without responses', () => {
    const reviews = find(buildNavigation(parent()).items, 'reviews');
    expect(reviews).toMatchObject({ href: '/child-reviews', label: 'Reviews Without Responses' });
    expect(find(buildNavigation(regular()).items, 'reviews')?.href).toBe('/reviews');
  });

  it('[P2-091] keywords are gated by the insights account setting', () => {
    expect(find(buildNavigation(regular({ settings: { ...FLAGS, insights: false } })).items, 'keywords')).toBeUndefined();
    expect(find(buildNavigation(regular()).items, 'keywords')?.href).toBe('/dashboard/keywords');
  });

  it('[P5-051] a features. URL parameter switches a gated item on', () => {
    const input = regular({ settings: { ...FLAGS, insights: false }, features: new Set(['insights']) });
    expect(find(buildNavigation(input).items, 'keywords')).toBeDefined();
  });

  it('[P6-005] the ask tool needs request read', () => {
    expect(find(buildNavigation(regular({ permissions: { ...ALL, request: [] } })).items, 'ask')).toBeUndefined();
    expect(find(buildNavigation(regular()).items, 'ask')?.href).toBe('/request-reviews');
  });

  it('[P2-092] Business Performance holds competitors, location performance, reports and scorecards', () => {
    expect(groupOf(regular(), 'business-performance')?.children?.map((c) => c.id)).toEqual([
      'competitors',
      'location-performance',
      'reports',
      'scorecards',
    ]);
  });

  it('[P6-023] with competitor preview only, Competitors leads to /competitors/preview', () => {
    const input = regular({ permissions: { ...ALL, competitor: ['preview'] } });
    expect(find(buildNavigation(input).items, 'competitors')?.href).toBe('/competitors/preview');
    expect(find(buildNavigation(regular({ permissions: { ...ALL, competitor: [] } })).items, 'competitors')).toBeUndefined();
  });

  it('[P2-093] online presence holds amplify, local listings, local search and photos', () => {
    expect(groupOf(regular(), 'online-presence')?.children?.map((c) => c.id)).toEqual([
      'amplify',
      'local-listings',
      'local-search',
      'photos',
    ]);
  });

  it('[P2-094] photos are gated by the media account setting', () => {
    expect(find(buildNavigation(regular({ settings: { ...FLAGS, media: false } })).items, 'photos')).toBeUndefined();
  });

  it('[P6-007] amplify and local listings show with preview or create', () => {
    const previewOnly = regular({ permissions: { ...ALL, amplify: ['preview'], local_listing: ['read'] } });
    const items = buildNavigation(previewOnly).items;
    expect(find(items, 'amplify')).toBeDefined();
    expect(find(items, 'local-listings')).toBeUndefined();
  });

  it('[P2-095] Trials shows for one parent kind only', () => {
    expect(find(buildNavigation(parent()).footer, 'trials')?.href).toBe('/accounts/trials');
    expect(find(buildNavigation(parent({ accountKind: 'enterprise' })).footer, 'trials')).toBeUndefined();
    expect(find(buildNavigation(parent({ accountKind: 'reseller', trialsParentKind: 'reseller' })).footer, 'trials')).toBeDefined();
    expect(find(buildNavigation(regular({ accountKind: 'agency' })).footer, 'trials')).toBeUndefined();
  });

  it('[P2-096] the footer has Settings', () => {
    expect(find(buildNavigation(regular()).footer, 'settings')?.href).toBe('/settings');
  });

  it('[P6-006] Settings for a non-parent account needs alert update', () => {
    const noAlert = { ...ALL, alert: ['read'] };
    expect(find(buildNavigation(regular({ permissions: noAlert })).footer, 'settings')).toBeUndefined();
    expect(find(buildNavigation(parent({ permissions: noAlert })).footer, 'settings')).toBeDefined();
  });

  it("[P2-097] the profile item shows the user's name and initials", () => {
    expect(find(buildNavigation(regular()).footer, 'profile')).toMatchObject({
      label: 'Alicia Moreno',
      initials: 'AM',
      href: '/settings/profile',
    });
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  mary  jane  watson ')).toBe('MW');
    expect(initialsOf(null)).toBe('?');
  });

  it('[P2-098] the footer ends with Log Out', () => {
    const footer = buildNavigation(regular()).footer;
    expect(footer.at(-1)).toMatchObject({ id: 'logout', label: 'Log Out', action: 'logout' });
  });

  it('[P6-017] there is no Log Out while shadowing', () => {
    expect(find(buildNavigation(regular({ isShadowing: true })).footer, 'logout')).toBeUndefined();
  });

  it('[P2-099] parents see Trials, reviews without responses, reports, scorecards and Integrations', () => {
    const model = buildNavigation(parent());
    expect(ids(model.items)).toEqual([
      'dashboard',
      'integrations',
      'review-analysis',
      'reviews',
      'business-performance',
      'reports',
      'scorecards',
    ]);
    expect(find(model.items, 'reports')?.href).toBe('/partner-account-reports');
    expect(ids(model.footer)).toEqual(['trials', 'settings', 'profile', 'logout']);
  });

  it('[P2-100] for parents, scorecards need partner scorecard create and read', () => {
    const readOnly = parent({ permissions: { ...ALL, partner_scorecard: ['read'] } });
    expect(find(buildNavigation(readOnly).items, 'scorecards')).toBeUndefined();
    expect(find(buildNavigation(parent()).items, 'scorecards')?.href).toBe('/partner-tools');
  });

  it('[P2-101] parents do not see keywords, competitors, location performance, ask tool or online presence', () => {
    const shown = ids(buildNavigation(parent()).items);
    for (const id of ['keywords', 'competitors', 'location-performance', 'ask', 'online-presence', 'photos'])
      expect(shown).not.toContain(id);
  });

  it('[P2-102] regular accounts see visual reports only with visual_report read and the flag', () => {
    expect(find(buildNavigation(regular()).items, 'reports')?.href).toBe('/visual-reports');
    const noFlag = regular({ settings: { ...FLAGS, visual_reports: false } });
    expect(find(buildNavigation(noFlag).items, 'reports')).toBeUndefined();
    const noRead = regular({ permissions: { ...ALL, visual_report: [] } });
    expect(find(buildNavigation(noRead).items, 'reports')).toBeUndefined();
  });

  it('groups with nothing to show are left out', () => {
    const readOnlyish = regular({ permissions: { alert: ['update'] }, settings: {} });
    expect(ids(buildNavigation(readOnlyish).items)).toEqual([]);
  });

  it('[P2-086] the menu shows the white-label brand for a white-label account', () => {
    expect(buildNavigation(regular({ isWhitelabel: true })).brand).toBe('whitelabel');
    expect(buildNavigation(regular()).brand).toBe('product');
  });
});

describe('markActive', () => {
  it('marks the longest matching item and its group', () => {
    const model = markActive(buildNavigation(regular()), '/dashboard/keywords/pizza');
    expect(find(model.items, 'keywords')?.active).toBe(true);
    expect(find(model.items, 'review-analysis')?.active).toBe(true);
    expect(find(model.items, 'dashboard')?.active).toBe(false);
    expect(find(markActive(buildNavigation(regular()), '/dashboard').items, 'dashboard')?.active).toBe(true);
    expect(find(markActive(buildNavigation(regular()), '/settings/profile').footer, 'profile')?.active).toBe(true);
    expect(find(markActive(buildNavigation(regular()), '/settings/profile').footer, 'settings')?.active).toBe(false);
  });
});
