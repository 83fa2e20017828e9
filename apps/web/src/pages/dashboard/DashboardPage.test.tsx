import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { signedInRoutes } from '../../testing/signed-in';

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
  'GET /reviews': {
    status: 200,
    body: { _embedded: { reviews: [] }, _cursors: { before: null, after: null }, _total: 0, _total_pages: 0, _total_estimated: false, _links: { self: { href: '/reviews' } } },
  },
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
});
