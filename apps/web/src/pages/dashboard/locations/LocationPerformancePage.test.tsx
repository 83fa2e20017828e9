import type { Schemas } from '@locus/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { halPage } from '../../../testing/hal-page';
import { renderShell } from '../../../testing/harness';
import { accountReply, session } from '../../../testing/signed-in';
import { locationRow, scoringRoutes } from '../scoring-fixtures';

/** The report at 250 a page as the server links it: three pages of two rows, `next` while pages remain. */
const printPage = (page: number) => ({
  status: 200 as const,
  body: {
    _embedded: { location_performance_overview: [locationRow(page * 10 + 1), locationRow(page * 10 + 2)] },
    _total: 6, _total_pages: 3, _page: page,
    _links: {
      self: { href: `/location_performance_overview?page=${page}&per_page=250` },
      ...(page < 3 ? { next: { href: `/location_performance_overview?page=${page + 1}&per_page=250` } } : {}),
    },
  },
});

const table = () => screen.findByRole('table', { name: 'Location performance' });
const rowNames = async () => {
  const rows = within(await table()).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
};

describe('LocationPerformancePage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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
    const s = session({ user_type: 'admin' });
    const routes = {
      ...scoringRoutes({ settings: ['industry_score'] }),
      'GET /accounts/{id}': accountReply(s, { vertical: 'healthcare' }),
      'GET /benchmark/{vertical_id}': { status: 200 as const, body: benchmark },
    };
    const { api } = await renderShell({ path: '/dashboard/locations', routes });
    const region = await screen.findByRole('region', { name: /^Industry benchmark/ });
    await waitFor(() => expect(within(region).getByText('4.24')).toBeTruthy());
    expect(within(region).getByText('Across 3 businesses and 57 locations.')).toBeTruthy();
    expect(api.calls('GET /benchmark/{vertical_id}')[0]?.path).toBe('/benchmark/healthcare');
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

  it('[F2-050] [F7-057] [F7-058] [F9-030] Print fetches every page at 250 following next, records the click and prints the sheet alone', async () => {
    const { api, analytics } = await renderShell({
      path: '/dashboard/locations?sortBy=avg_rating&sortOrder=asc',
      routes: { ...scoringRoutes(), 'GET /location_performance_overview': ({ query }) => printPage(Number(query.get('page') ?? '1')) },
    });
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    let printed: { rows: string[]; buttons: number; heading: string | null } | null = null;
    vi.spyOn(window, 'print').mockImplementation(() => {
      const sheet = document.body.querySelector('.locus-print-root');
      printed = {
        rows: [...(sheet?.querySelectorAll('tbody tr th') ?? [])].map((cell) => cell.firstChild?.textContent ?? ''),
        buttons: sheet?.querySelectorAll('button, a').length ?? -1,
        heading: sheet?.querySelector('h1')?.textContent ?? null,
      };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).not.toBeNull());
    expect(printed).toEqual({
      rows: ['Office 11', 'Office 12', 'Office 21', 'Office 22', 'Office 31', 'Office 32'], buttons: 0, heading: 'Location Performance',
    });
    const pages = api.calls('GET /location_performance_overview').filter((c) => c.query.get('per_page') === '250');
    expect(pages.map((c) => [c.query.get('page'), c.query.get('sort[by]'), c.query.get('sort[order]')])).toEqual([
      ['1', 'avg_rating', 'asc'], ['2', 'avg_rating', 'asc'], ['3', 'avg_rating', 'asc'],
    ]);
    expect(analytics.events).toContainEqual(expect.objectContaining({ type: 'track', event: 'location_performance_print' }));
    // Back to the report once printed.
    await waitFor(() => expect(document.body.querySelector('.locus-print-root')).toBeNull());
  });

  it('[F2-051] [F7-061] Export CSV asks for the view\'s rows with the chosen variant through the export machinery', async () => {
    const pending: Partial<Schemas['ExportFile']> = { id: 41, account_id: 3, resource: 'metric_locations', status: 'pending', status_reason: null, file_url: null };
    const { api } = await renderShell({
      path: '/dashboard/locations?dateDescriptor=custom&from=2026-01-01&to=2026-03-31&sortBy=total_reviews',
      routes: {
        ...scoringRoutes({ settings: ['new_performance_score'] }),
        'POST /export_files/{id}': { status: 201, body: pending },
        'GET /export_files/{id}': { status: 200, body: pending },
      },
    });
    await waitFor(async () => expect((await rowNames()).length).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Legacy Score' }));
    await waitFor(() => expect(api.calls('POST /export_files/{id}', { id: '3' })).not.toHaveLength(0));
    expect(api.calls('POST /export_files/{id}', { id: '3' }).at(-1)?.body).toMatchObject({
      resource: 'metric_locations', file_type: 'csv',
      filters: { start_date: '2026-01-01', end_date: '2026-03-31', 'sort[by]': 'total_reviews', 'sort[order]': 'desc', with_lag: false, variant: 'old' },
    });
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeTruthy();
  });

  it('[P7-047] schedules the groups view as a metric_groups export with the report\'s filters', async () => {
    const { api } = await renderShell({
      path: '/dashboard/locations?view=groups&sourceId=4',
      routes: {
        ...scoringRoutes({ settings: ['groups_performance', 'scheduled_exports'], permissions: { scheduled_export: ['create', 'read'] } }),
        'GET /users': halPage('users', [{ id: 12, account_id: 3, email: 'manager@harbor.test', name: 'Marcus Lee' }]),
        'POST /scheduled_exports': { status: 201, body: { id: 30 } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const flyout = await screen.findByRole('complementary');
    fireEvent.change(within(flyout).getByLabelText(/Export Name/), { target: { value: 'Groups each week' } });
    fireEvent.change(within(flyout).getByRole('combobox', { name: 'Recipients' }), { target: { value: 'Mar' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Marcus Lee (manager@harbor.test)' }));
    fireEvent.click(within(flyout).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('POST /scheduled_exports')).toHaveLength(1));
    expect(api.calls('POST /scheduled_exports')[0]?.body).toMatchObject({ export_type: 'metric_groups', date_range_legend: 'six_months', filters: { source_id: 4 } });
  });
});
