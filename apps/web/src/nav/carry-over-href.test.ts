import type { NavItemModel } from '@locus/design-system';
import { describe, expect, it } from 'vitest';
import { carryOverHref, withCarryOver } from './carry-over-href';

const reviews = {
  pathname: '/reviews',
  search: '?dateDescriptor=twelveMonths&from=2025-04-01&to=2026-03-31&groupId=4&locationId=9&sourceId=2&rating=5&sentiment=1&page=3&after=c2',
};
const shared = 'dateDescriptor=twelveMonths&from=2025-04-01&groupId=4&locationId=9&sourceId=2&to=2026-03-31';

describe('carryOverHref', () => {
  it('[P2-118] /reviews to /dashboard and /dashboard/locations carries only date, group, location and source', () => {
    expect(carryOverHref('/dashboard', reviews)).toBe(`/dashboard?${shared}`);
    expect(carryOverHref('/dashboard/locations', reviews)).toBe(`/dashboard/locations?${shared}`);
  });

  it('[P2-119] /dashboard to /reviews also carries rating, status, reviewTypes, sentiment and category', () => {
    const dashboard = { pathname: '/dashboard', search: `?${shared}&rating=4,5&status=open&reviewTypes=a&sentiment=negative&category=staff&page=2` };
    expect(carryOverHref('/reviews', dashboard)).toBe(
      '/reviews?category=staff&dateDescriptor=twelveMonths&from=2025-04-01&groupId=4&locationId=9&rating=4%2C5&reviewTypes=a&sentiment=-1&sourceId=2&status=open&to=2026-03-31',
    );
  });

  it('[P2-120] [P2-124] to keywords: rating, sentiment as a word, category', () => {
    expect(carryOverHref('/dashboard/keywords', reviews)).toBe(
      '/dashboard/keywords?dateDescriptor=twelveMonths&from=2025-04-01&groupId=4&locationId=9&rating=5&sentiment=positive&sourceId=2&to=2026-03-31',
    );
  });

  it('[P2-121] to photos: rating and type', () => {
    const here = { pathname: '/reviews', search: '?groupId=4&rating=3&type=logo&sentiment=1' };
    expect(carryOverHref('/photos', here)).toBe('/photos?groupId=4&rating=3&type=logo');
  });

  it('[P2-122] from a review detail page the filters are rebuilt from its server names', () => {
    const detail = { pathname: '/reviews/77', search: '?published_after=2026-01-01&published_before=2026-01-31&group_id=4' };
    expect(carryOverHref('/dashboard', detail)).toBe('/dashboard?dateDescriptor=custom&from=2026-01-01&groupId=4&to=2026-01-31');
  });

  it('links to other pages, and links from pages without filters, stay as they are', () => {
    expect(carryOverHref('/settings', reviews)).toBe('/settings');
    expect(carryOverHref('/request-reviews', reviews)).toBe('/request-reviews');
    expect(carryOverHref('/reviews', { pathname: '/settings', search: '?groupId=4' })).toBe('/reviews');
    expect(carryOverHref('/dashboard', { pathname: '/reviews', search: '' })).toBe('/dashboard');
  });

  it('[P2-118] the menu items and their groups get the carried links', () => {
    const items: NavItemModel[] = [
      { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '/dashboard' },
      {
        id: 'review-analysis',
        label: 'Review Analysis',
        icon: 'reviewAnalysis',
        children: [{ id: 'ask', label: 'Ask for Reviews', icon: 'askTool', href: '/request-reviews' }],
      },
    ];
    const carried = withCarryOver(items, { pathname: '/reviews', search: '?groupId=4' });
    expect(carried[0]?.href).toBe('/dashboard?groupId=4');
    expect(carried[1]?.children?.[0]?.href).toBe('/request-reviews');
  });
});
