import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../../testing/harness';
import { scoringRoutes } from '../scoring-fixtures';

const table = () => screen.findByRole('table', { name: 'Location performance' });
const rowNames = async () => {
  const rows = within(await table()).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
};

describe('LocationPerformancePage', () => {
  it('[F2-040] [P2-108] shows the server\'s rows for six months, ranked, each figure as the server gave it', async () => {
    const { api } = await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Location Performance' })).toBeTruthy();
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    const [first, second] = await rowNames();
    expect(first?.slice(1, 5)).toEqual([expect.stringContaining('Office 7'), expect.stringMatching(/^83/), '30', '4.50']);
    expect(second?.[2]).toMatch(/^61/);
    const [call] = api.calls('GET /location_performance_overview');
    expect([call?.query.get('account_id'), call?.query.get('sort[by]'), call?.query.get('group_by')]).toEqual(['3', 'ranking', 'location']);
    expect((await screen.findByRole('button', { name: /^Date:/ })).textContent).toBe('Date: Last 6 Months');
  });

  it('[F9-031] [F2-041] sorts by a column through the URL', async () => {
    const { api, url } = await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    fireEvent.click(within(await table()).getByRole('button', { name: /Average Rating/ }));
    await waitFor(() => expect(url()).toMatch(/sortBy=avg_rating/));
    expect(url()).toMatch(/sortOrder=desc/);
    await waitFor(() => expect(api.calls('GET /location_performance_overview').at(-1)?.query.get('sort[by]')).toBe('avg_rating'));
  });

  it('[F2-044] a row opens the dashboard with the date filters and its location', async () => {
    const { url } = await renderShell({ path: '/dashboard/locations?dateDescriptor=custom&from=2026-01-01&to=2026-03-31', routes: scoringRoutes() });
    fireEvent.click(await screen.findByRole('link', { name: 'Office 7' }));
    await waitFor(() => expect(url()).toBe('/dashboard?dateDescriptor=custom&from=2026-01-01&locationId=7&to=2026-03-31'));
  });

  it('[F2-042] [F2-043] shows the groups view only with its flag; choosing it writes the URL', async () => {
    const off = await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    await table();
    expect(screen.queryByRole('tab', { name: 'Groups' })).toBeNull();
    off.view.unmount();
    const { url } = await renderShell({ path: '/dashboard/locations?locationId=7&page=2', routes: scoringRoutes({ settings: ['groups_performance'] }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Groups' }));
    await waitFor(() => expect(url()).toBe('/dashboard/locations?view=groups'));
    expect(await screen.findByText('Add a group to see data')).toBeTruthy();
  });

  it('[F2-046] [F2-048] [F6-039] offers admins Set Target Score, which carries the way back to the report', async () => {
    const { url } = await renderShell({ path: '/dashboard/locations', routes: scoringRoutes({ settings: ['custom_score'] }) });
    const link = await screen.findByRole('link', { name: 'Set Target Score' });
    expect(link.getAttribute('href')).toBe('/settings/target-score');
    fireEvent.click(link);
    await waitFor(() => expect(url()).toBe('/settings/target-score'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(url()).toBe('/dashboard/locations'));
  });

  it('offers support, whom the route guard and the server let set targets, the Target Score link too', async () => {
    await renderShell({ path: '/dashboard/locations', routes: scoringRoutes({ userType: 'support', settings: ['custom_score'] }) });
    expect(await screen.findByRole('link', { name: 'Set Target Score' })).toBeTruthy();
  });

  it('[F6-068] hides the Target Score link from admins of an account without target scores', async () => {
    await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    expect(screen.queryByRole('link', { name: /Target Score/ })).toBeNull();
  });

  it('[F6-039] hides the Target Score link from non-admins', async () => {
    await renderShell({ path: '/dashboard/locations', routes: scoringRoutes({ userType: 'manager', settings: ['custom_score'] }) });
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    expect(screen.queryByRole('link', { name: /Target Score/ })).toBeNull();
  });

  it('[P7-025] [F6-068] shows the industry benchmark above the table, only with industry_score', async () => {
    const benchmark = {
      vertical: 'healthcare', start_date: '2026-05-01', end_date: '2026-11-01', account_count: 3, location_count: 57, avg_rating: 4.236,
      total_reviews: 12.6, response_rate: 0.4567, response_time: 1.5, listings_in_sync: 0.9, media_count: 6.4,
    } as const;
    const routes = { ...scoringRoutes({ settings: ['industry_score'] }), 'GET /benchmark/{vertical_id}': { status: 200 as const, body: benchmark } };
    const { api } = await renderShell({ path: '/dashboard/locations', routes });
    const region = await screen.findByRole('region', { name: /^Industry benchmark/ });
    await waitFor(() => expect(within(region).getByText('4.24')).toBeTruthy());
    expect(within(region).getByText('Across 3 businesses and 57 locations.')).toBeTruthy();
    expect(api.calls('GET /benchmark/{vertical_id}')[0]?.path).toMatch(/^\/benchmark\/[a-z_]+$/);
    const off = await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    await waitFor(async () => expect((await rowNames()).length).toBeGreaterThan(0));
    expect(off.api.calls('GET /benchmark/{vertical_id}')).toHaveLength(0);
  });

  it('[F9-037] opens the score dialog of a row, explained against the account\'s targets', async () => {
    await renderShell({ path: '/dashboard/locations', routes: scoringRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: /explain the score of Office 7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Performance Score: Office 7' });
    await waitFor(() => expect(within(dialog).getAllByRole('slider').length).toBeGreaterThan(0));
    expect(within(dialog).getByRole('region', { name: 'Average Rating' }).textContent).toMatch(/averaged 4\.50 stars/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
