import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import { failure, type FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

const empty = (name: string) => ({
  status: 200 as const,
  body: { _embedded: { [name]: [] }, _total: 0, _total_pages: 0, _page: 1, _links: { self: { href: `/api/${name}` } } },
});
const routes = (): FakeRoutes => ({
  ...signedInRoutes(),
  'GET /groups': empty('groups'),
  'GET /locations': empty('locations'),
  'GET /sources': empty('sources'),
  'GET /metrics/{account_id}/overview': {
    status: 200,
    body: {
      start_date: '2026-05-27', end_date: '2026-11-27',
      avg_rating: 4.2, avg_rating_lag: 4, total_reviews: 110, total_reviews_lag: 100,
      response_rate: 0.45, response_rate_lag: 0.41, response_time: 2, response_time_lag: 4,
    },
  },
  'GET /reviews': reviewsReply([]),
  'GET /metrics/{account_id}/overview/breakdown': {
    status: 200,
    body: {
      start_date: '2026-05-27', end_date: '2026-11-27', bucket: 'month',
      points: [
        { start_date: '2026-05-27', end_date: '2026-05-31', total_reviews: 0, avg_rating: null },
        { start_date: '2026-06-01', end_date: '2026-06-30', total_reviews: 12, avg_rating: 4.25 },
      ],
    },
  },
  'GET /metrics/{account_id}/sources': {
    status: 200,
    body: {
      start_date: '2026-05-27', end_date: '2026-11-27', total_reviews: 110,
      sources: [['Google', 60], ['Facebook', 20], ['Yelp', 15], ['Healthgrades', 10], ['BBB', 3], ['Angi', 2]].map(([name, count], i) => ({
        source_id: i + 1, source_name: String(name), total_reviews: Number(count), share: Number(count) / 110, avg_rating: 4,
      })),
    },
  },
  'GET /metrics/{account_id}/location': {
    status: 200,
    body: {
      _embedded: { locations: [{ location_id: 7, location_name: 'Downtown', avg_rating: 4.5, total_reviews: 80, response_rate: 0.5, response_time: 1.5 }] },
      _total: 1, _total_pages: 1, _page: 1, _links: { self: { href: '/x' } },
    },
  },
  'GET /metrics/{account_id}/group': {
    status: 200,
    body: {
      _embedded: { groups: [{ group_id: 4, group_name: 'North', location_count: 3, avg_rating: 4, total_reviews: 90, response_rate: 0.4, response_time: 2 }] },
      _total: 1, _total_pages: 1, _page: 1, _links: { self: { href: '/x' } },
    },
  },
});

function reviewsReply(reviews: Schemas['Review'][]) {
  return {
    status: 200 as const,
    body: { _embedded: { reviews }, _cursors: { before: null, after: null }, _total: reviews.length, _total_pages: 1, _total_estimated: false, _links: { self: { href: '/reviews' } } },
  };
}

const review = (id: number, author: string): Schemas['Review'] => ({
  id, account_id: 3, location_id: 7, location_name: 'Downtown', source_id: 1, source_name: 'Google', source_code: 'google', rating: 4, author_name: author,
  title: null, content: 'Friendly and quick.', published_at: '2026-11-20T10:00:00Z', status: 'open', sentiment: 1, url: null,
  created_at: '2026-11-20T10:00:00Z', response_count: 0, response: null,
});

const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });
const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent ?? '');

describe('DashboardPage', () => {
  it('[P2-105] [P2-104] the dashboard shows its frame and the date, group, location and source filters, six months by default', async () => {
    await renderShell({ path: '/dashboard', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await screen.findByRole('button', { name: /^Date:/ });
    expect(buttonNames().filter((name) => /^(Date|Group|Location|Source|Rating|Saved Filters):/.test(name))).toEqual([
      'Date: Last 6 Months',
      'Group: All Groups',
      'Location: All Locations',
      'Source: All Sources',
    ]);
  });

  it('[P7-017] shows the server\'s overview for the filters, each figure beside its change', async () => {
    const { api } = await renderShell({ path: '/dashboard?groupId=4', routes: routes() });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() => expect(within(overview).getAllByRole('listitem')).toHaveLength(4));
    expect(within(overview).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Average Rating4\.20.*5%/),
      expect.stringMatching(/^Reviews110.*10%/),
      expect.stringMatching(/^Response Rate45%.*4%/),
      expect.stringMatching(/^Response Time2\.00 days.*50%/),
    ]);
    const [call] = api.calls('GET /metrics/{account_id}/overview');
    expect(call?.path).toBe('/metrics/3/overview');
    expect(call?.query.get('group_id')).toBe('4');
  });

  it('[P2-103] a date choice on the dashboard is written to the URL', async () => {
    const { url } = await renderShell({ path: '/dashboard', routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: /^Date:/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 12 Months' }));
    await waitFor(() => expect(url()).toMatch(/^\/dashboard\?dateDescriptor=twelveMonths&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/));
    expect(screen.getByRole('button', { name: /^Date:/ }).textContent).toBe('Date: Last 12 Months');
  });

  it('[P2-118] [P2-119] the side menu carries the filters from /reviews to /dashboard and back', async () => {
    const { url } = await renderShell({ path: '/reviews?dateDescriptor=twelveMonths&groupId=4&rating=5&page=2', routes: routes() });
    await screen.findByText('No reviews');
    await waitFor(() => expect(menuLink('Dashboard').getAttribute('href')).toBe('/dashboard?dateDescriptor=twelveMonths&groupId=4'));
    fireEvent.click(menuLink('Dashboard'));
    await waitFor(() => expect(url()).toBe('/dashboard?dateDescriptor=twelveMonths&groupId=4'));
    expect((await screen.findByRole('button', { name: /^Date:/ })).textContent).toBe('Date: Last 12 Months');
    // Rating is a reviews filter the dashboard does not hold, so only the shared ones come back.
    await waitFor(() => expect(menuLink('Reviews').getAttribute('href')).toBe('/reviews?dateDescriptor=twelveMonths&groupId=4'));
  });

  it('[P9-039] [P7-017] shows the trend and the top 4 sources plus Other, each as a table a screen reader can read', async () => {
    await renderShell({ path: '/dashboard', routes: routes() });
    const trend = await screen.findByRole('table', { name: 'Rating and volume per period' });
    expect(within(trend).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['May 2026N/A0', 'Jun 20264.2512']);
    const sources = await screen.findByRole('table', { name: 'Reviews by source' });
    expect(within(sources).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Google', 'Facebook', 'Yelp', 'Healthgrades', 'Other']);
    const other = within(sources).getByRole('rowheader', { name: 'Other' }).closest('tr') as HTMLElement;
    expect(within(other).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '5%']);
  });

  it('[P2-118] links the breakdown into Location Performance and the latest reviews into /reviews, the filters carried', async () => {
    const { api, url } = await renderShell({
      path: '/dashboard?dateDescriptor=twelveMonths&groupId=4',
      routes: { ...routes(), 'GET /reviews': reviewsReply([review(1, 'Ann Lee'), review(2, 'Bo Chen')]) },
    });
    const breakdown = await screen.findByRole('table', { name: 'Locations by reviews' });
    expect(within(breakdown).getByRole('link', { name: 'Downtown' }).getAttribute('href')).toBe('/dashboard/locations?dateDescriptor=twelveMonths&groupId=4&locationId=7');
    const latest = screen.getByRole('region', { name: 'Latest Reviews' });
    await waitFor(() => expect(within(latest).getAllByRole('listitem')).toHaveLength(2));
    const reviewsCall = api.calls('GET /reviews').at(-1);
    expect(reviewsCall?.query.get('group_id')).toBe('4');
    expect(reviewsCall?.query.get('per_page')).toBe('5');
    // [P2-122] A review opens its page with the filters its way back rebuilds.
    expect(within(latest).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toMatch(/^\/reviews\/1\?group_id=4&published_after=\d{4}-\d\d-\d\d&published_before=\d{4}-\d\d-\d\d$/);
    fireEvent.click(within(latest).getByRole('link', { name: 'View all reviews' }));
    await waitFor(() => expect(url()).toBe('/reviews?dateDescriptor=twelveMonths&groupId=4'));
  });

  it('[F2-042] switches the breakdown to groups with the groups_performance setting', async () => {
    const s = session();
    const { url } = await renderShell({
      path: '/dashboard',
      routes: { ...routes(), ...signedInRoutes(s), 'GET /account_settings': settingsReply(s.account_id, ['groups_performance']) },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Groups' }));
    const groups = await screen.findByRole('table', { name: 'Groups by reviews' });
    expect(within(groups).getByRole('link', { name: 'North' }).getAttribute('href')).toBe('/dashboard/locations?dateDescriptor=sixMonths&groupId=4');
    // The choice is in the URL, so a reload or a shared link opens the same breakdown.
    expect(url()).toBe('/dashboard?view=groups');
  });

  it('shows a part that failed with its retry, the others as they are', async () => {
    await renderShell({ path: '/dashboard', routes: { ...routes(), 'GET /metrics/{account_id}/location': failure(500, 'Locations are down') } });
    const breakdown = await screen.findByRole('region', { name: 'Breakdown' });
    expect(await within(breakdown).findByText('Locations are down')).toBeTruthy();
    expect(within(breakdown).getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Reviews by source' })).toBeTruthy();
  });
});
