import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import { failure, type FakeApi, type FakeRoutes, type SuccessReply } from '@locus/api-client/testing';
import { halPage } from '../../testing/hal-page';
import { groupRow, openLocationArea } from '../../testing/location-area';

const LIST = 'GET /local_listings/metrics/{account_id}/locations';

type Directory = Schemas['LocalListingDirectory'];
type Row = Schemas['LocalListingLocation'];

const directory = (code: Directory['directory_code'], status: Directory['status'], extra: Partial<Directory> = {}): Directory => ({
  directory_code: code, directory_name: code, directory_logo_url: '', publishable: true, directory_enabled: true, rtx_source_id: null,
  status, status_description: null, fields_not_in_sync: [], listing_url: null, reference_id: null, last_checked_at: null, ...extra,
});

const location = (id: number, name: string, overrides: Partial<Row> = {}): Row => ({
  id, name, public_name: name, address: `${id} Main St`, city: 'Portland', state_code: 'OR', zipcode: '97201', external_id: null,
  status: 'not_in_sync', listing_status: 'published', open_status: null, publishing_enabled: true,
  last_published_at: '2026-11-02T10:00:00Z', last_checked_at: '2026-11-25T08:00:00Z', pct_valid_top_directories: 66.7,
  directories: [
    directory('google', 'in_sync'),
    directory('facebook', 'not_in_sync', { fields_not_in_sync: ['phone', 'website'] }),
    directory('apple_maps', 'in_progress'),
    directory('bing', 'in_sync', { directory_enabled: false }),
    directory('trip_advisor', 'pending_claim'),
  ],
  ...overrides,
});

const listReply = (locations = [location(1, 'Harbor Downtown'), location(2, 'Harbor Uptown', { publishing_enabled: false, status: 'pending_sync' })], totalPages = 3): SuccessReply<typeof LIST> => ({
  status: 200,
  body: { locations, paging: { page: 1, per_page: 25, total: totalPages * 25, total_pages: totalPages } },
});

const MANAGER = { local_listing: ['read'], location: ['read', 'update'] } as const;

function open(path = '/dashboard/local_listings', options: { settings?: string[]; permissions?: Record<string, readonly string[]>; routes?: FakeRoutes } = {}) {
  return openLocationArea(path, {
    permissions: (options.permissions ?? MANAGER) as never,
    settings: options.settings ?? [],
    routes: { [LIST]: listReply(), ...options.routes },
  });
}

const calls = (api: FakeApi) => api.calls(LIST).map((call) => call.query);

beforeAll(async () => {
  await import('./LocalListingsPage');
}, 60_000);

describe('LocalListingsPage', () => {
  it('[F2-023][F2-027][F9-051][F9-053] the simple table: title, its five columns, page 1 by name ascending', async () => {
    const { api } = await open();
    expect(await screen.findByText('Harbor Downtown')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Local Listings' })).toBeTruthy();
    // The first header cell is the bulk selection's checkbox.
    const headers = Array.from(document.querySelectorAll('th'), (th) => th.textContent).slice(1);
    expect(headers).toEqual(['Name', 'Address', 'Top Directories', 'Last Published', 'Status']);
    expect(Object.fromEntries(calls(api)[0] ?? [])).toMatchObject({ page: '1', 'sort[by]': 'name', 'sort[order]': 'asc' });
    const row = screen.getByText('Harbor Downtown').closest('tr') as HTMLElement;
    expect(within(row).getByText('67%')).toBeTruthy();
    expect(within(row).getByText('Nov 2, 2026')).toBeTruthy();
    expect(within(row).getByText('Out of Sync')).toBeTruthy();
  });

  it('[F2-032][F2-033] the name opens the location page with fromLL=true; Edit adds withEdit=true', async () => {
    const { url } = await open();
    await screen.findByText('Harbor Downtown');
    expect(screen.getByText('Harbor Downtown').getAttribute('href')).toBe('/settings/locations/1/details?fromLL=true');
    fireEvent.click(screen.getByLabelText('Edit Harbor Uptown'));
    await waitFor(() => expect(url()).toBe('/settings/locations/2/details?fromLL=true&withEdit=true'));
  });

  it('[F2-025][F2-026][F2-024] a sort writes the URL and resets the page to 1; Next and Last move through pages, one request each', async () => {
    const { api, url } = await open('/dashboard/local_listings?page=2');
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByText('Last Published'));
    await waitFor(() => expect(url()).toBe('/dashboard/local_listings?sort%5Bby%5D=last_published_at&sort%5Border%5D=asc'));
    await waitFor(() => expect(calls(api)).toHaveLength(2));
    expect(Object.fromEntries(calls(api)[1] ?? [])).toMatchObject({ page: '1', 'sort[by]': 'last_published_at' });
    fireEvent.click(screen.getByText('Last'));
    await waitFor(() => expect(url()).toMatch(/page=3/));
    await waitFor(() => expect(calls(api).at(-1)?.get('page')).toBe('3'));
    expect(calls(api)).toHaveLength(3);
  });

  it('[F2-024][F9-059] the filters of the URL (statuses, directories, group) go to the call; picking a status writes the URL from page 1', async () => {
    const { api, url } = await open('/dashboard/local_listings?statuses=in_sync%2Cnot_in_sync&directories=google&group_id=4&page=2');
    await screen.findByText('Harbor Downtown');
    expect(Object.fromEntries(calls(api)[0] ?? [])).toMatchObject({ statuses: 'in_sync,not_in_sync', directories: 'google', group_id: '4' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(new URLSearchParams(url().split('?')[1]).get('statuses')).toBe('in_sync,not_in_sync,in_progress'));
    expect(Object.fromEntries(new URLSearchParams(url().split('?')[1]))).toEqual({ statuses: 'in_sync,not_in_sync,in_progress', directories: 'google', group_id: '4' });
    await waitFor(() => expect(calls(api).at(-1)?.get('statuses')).toBe('in_sync,not_in_sync,in_progress'));
    expect(calls(api)).toHaveLength(2);
  });

  it('[F2-028][F2-029][F9-052][F9-054][F9-055][F4-057][F4-058][F4-059] the internal table: status descending, one column per directory in order with Yelp BETA, missing directories not clickable, a switched-off directory out of sync', async () => {
    const { api } = await open('/dashboard/local_listings', { settings: ['local_listings_internal', 'auto_sync'] });
    await screen.findByText('Harbor Downtown');
    expect(Object.fromEntries(calls(api)[0] ?? [])).toMatchObject({ 'sort[by]': 'status', 'sort[order]': 'desc' });
    const headers = () => Array.from(document.querySelectorAll('th'), (th) => th.textContent).slice(1);
    expect(headers().slice(0, 1)).toEqual(['Name']);
    // [F9-056] three directory columns at a desktop width (the test's viewport), then the next ones.
    expect(headers().slice(4)).toEqual(['Google', 'Facebook', 'Apple Maps›']);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByLabelText('Show more directories'));
    expect(headers().slice(4)).toEqual(['‹Bing', 'Tripadvisor', 'YelpBETA']);
    expect(screen.queryByLabelText('Show more directories')).toBeNull();
    const row = screen.getByText('Harbor Downtown').closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Yelp: Not Available').tagName).toBe('SPAN');
    expect(within(row).getByLabelText('Bing: Out of Sync').tagName).toBe('BUTTON');
    const other = screen.getByText('Harbor Uptown').closest('tr') as HTMLElement;
    // Auto Sync off: a switched-off directory keeps its own status.
    expect(within(other).getByLabelText('Bing: In Sync')).toBeTruthy();
  });

  it('[F2-030][F3-015] Expand all statuses writes each label and the fields not in sync; Hide all statuses takes them away', async () => {
    await open('/dashboard/local_listings', { settings: ['local_listings_internal'] });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByText('Expand all statuses'));
    expect(screen.getAllByText('Out of Sync · Fields not in sync: phone,website').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Hide all statuses'));
    expect(screen.queryByText('Out of Sync · Fields not in sync: phone,website')).toBeNull();
  });

  it('[F8-048][F8-049][F4-064] the Auto Sync toggle publishes or unpublishes the location, says so and reloads; without the auto_sync setting it is disabled', async () => {
    const { api, view, root } = await open('/dashboard/local_listings', {
      settings: ['local_listings_internal', 'auto_sync'],
      routes: {
        'POST /local_listings/unpublish': { status: 200, body: { location_ids: [1] } },
        'POST /local_listings/publish': { status: 200, body: { location_ids: [2] } },
      },
    });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Auto Sync for Harbor Downtown'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Auto Sync disabled for this location'));
    expect(api.calls('POST /local_listings/unpublish').at(-1)?.body).toEqual({ location_ids: [1], account_id: 3 });
    await waitFor(() => expect(calls(api)).toHaveLength(2));
    fireEvent.click(screen.getByLabelText('Auto Sync for Harbor Uptown'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Auto Sync enabled for this location'));
    expect(api.calls('POST /local_listings/publish').at(-1)?.body).toEqual({ location_ids: [2], account_id: 3 });
    view.unmount();

    await open('/dashboard/local_listings', { settings: ['local_listings_internal'] });
    await screen.findByText('Harbor Downtown');
    expect((screen.getByLabelText('Auto Sync for Harbor Downtown') as HTMLInputElement).disabled).toBe(true);
  });

  it('[F8-050] a refused publish shows the server\'s Cannot Publish text', async () => {
    const { root } = await open('/dashboard/local_listings', {
      settings: ['local_listings_internal', 'auto_sync'],
      routes: { 'POST /local_listings/publish': { status: 422, body: { status: 422, code: 'unprocessable', error: 'Cannot Publish: No active Google integration.' } } },
    });
    await screen.findByText('Harbor Uptown');
    fireEvent.click(screen.getByLabelText('Auto Sync for Harbor Uptown'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Cannot Publish: No active Google integration.'));
  });

  it('[F2-034][F2-035] the empty state links to the walkthrough and the integrations page', async () => {
    await open('/dashboard/local_listings', { routes: { [LIST]: listReply([], 0) } });
    expect((await screen.findByText('Set up your locations')).getAttribute('href')).toBe('/settings/locations?local_listing_walkthrough=true');
    expect(screen.getByText('Connect Google').getAttribute('href')).toBe('/settings/integrations');
  });

  it('[F8-044][F8-045] a failed fetch shows its text in place of the table, in each variant\'s spelling', async () => {
    const broken = { status: 500, body: { status: 500, code: 'server_error', error: 'Boom' } } as const;
    const first = await open('/dashboard/local_listings', { routes: { [LIST]: broken } });
    expect(await screen.findByText('An error occurred trying to fetch locations')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
    first.view.unmount();
    await open('/dashboard/local_listings', { settings: ['local_listings_internal'], routes: { [LIST]: broken } });
    expect(await screen.findByText('An error occured trying to fetch locations')).toBeTruthy();
  });

  it('[F2-031] a user with only the preview permission sees the preview, and nothing is fetched', async () => {
    const { api } = await open('/dashboard/local_listings', { permissions: { local_listing: ['preview'] } });
    expect(await screen.findByText(/This is a preview of Local Listings/)).toBeTruthy();
    expect(calls(api)).toHaveLength(0);
  });

  it('[F2-036][F4-070][F3-015][F4-085] a directory status opens its sync flyout: header, card, fields not in sync, and Copied after a copy', async () => {
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
    const fields = { public_name: 'Harbor Downtown', address: '1 Main St', city: 'Portland', state: 'OR', zipcode: '97201', phone: '5035550101', website: 'https://harbor.example' };
    const sync: Schemas['LocalListingSync'] = {
      location_id: 1, directory_code: 'facebook', directory_name: 'Facebook', source_id: 2, publishable: true, status: 'not_in_sync', fields_not_in_sync: ['phone', 'website'],
      status_description: null, directory_enabled: true, publishing_enabled: false, location_status: 'active', status_reason: null, auto_sync: true, is_admin: true,
      reference_id: 'fb-1', listing_url: null, last_checked_at: null, integration: { source_code: 'google', integration_status: 'active' },
      locus: fields, directory: { ...fields, phone: '5035559999', website: 'https://old.example' },
    };
    const { api } = await open('/dashboard/local_listings', {
      settings: ['local_listings_internal'],
      routes: { 'GET /local_listings/locations/{id}/directories/{directory}': { status: 200, body: sync } },
    });
    await screen.findByText('Harbor Downtown');
    const row = screen.getByText('Harbor Downtown').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByLabelText('Facebook: Out of Sync'));
    const card = await screen.findByLabelText('Facebook sync status');
    expect(within(card).getByRole('heading', { name: 'Out of Sync' })).toBeTruthy();
    expect(within(card).getByText('Auto Sync Off')).toBeTruthy();
    expect(within(card).getByText('Fields not in sync: phone,website')).toBeTruthy();
    expect(api.calls('GET /local_listings/locations/{id}/directories/{directory}', { id: '1', directory: 'facebook' })).toHaveLength(1);
    fireEvent.click(within(card).getByLabelText('Copy Phone'));
    await waitFor(() => expect(writes).toEqual(['5035550101']));
    expect(await within(card).findByLabelText('Copied Phone')).toBeTruthy();
  });

  it('[F2-037][F4-067][F4-068][F4-069][P4-081][P4-082][F5-038] bulk selection across pages: n rows selected, {n}/{total} rows, Select {total} Rows, and Add Holiday Hours warns about a location without Auto Sync', async () => {
    const { api, root } = await open('/dashboard/local_listings', { settings: ['local_listings_internal', 'auto_sync', 'bulk_holiday_hours'] });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Select Harbor Uptown'));
    expect(screen.getByText('1 rows selected')).toBeTruthy();
    expect(screen.getByText('1/75 rows')).toBeTruthy();
    api.on(LIST, listReply([location(3, 'Harbor Eastside'), location(4, 'Harbor Westside')]));
    fireEvent.click(screen.getByText('Next'));
    await screen.findByText('Harbor Eastside');
    fireEvent.click(screen.getByLabelText('Select Harbor Eastside'));
    expect(screen.getByText('2 rows selected')).toBeTruthy();
    expect(screen.queryByText('Select 75 Rows')).toBeNull();

    fireEvent.click(screen.getByText('Add Holiday Hours'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(screen.getByLabelText('Select all rows'));
    fireEvent.click(screen.getByText('Select 75 Rows'));
    expect(screen.getByText('75 rows selected')).toBeTruthy();
    expect(screen.getByText('75/75 rows')).toBeTruthy();
    fireEvent.click(screen.getByText('Select Type of Post'));
    await waitFor(() => expect(root.toasts.current()?.text).toMatch(/^Posts are not built yet/));
  });

  it('[P4-080][F7-034] Select {total} Rows acts on every location of the filters: Add Holiday Hours posts them all; another filter deselects', async () => {
    const every = [location(1, 'Harbor Downtown'), location(2, 'Harbor Uptown'), location(3, 'Harbor Eastside'), location(4, 'Harbor Westside')];
    const { api } = await open('/dashboard/local_listings?group_id=4', {
      settings: ['bulk_holiday_hours'],
      routes: { [LIST]: listReply(undefined, 2), 'POST /special_hours': { status: 201, body: { special_hours: [] } } },
    });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Select all rows'));
    api.on(LIST, { status: 200, body: { locations: every, paging: { page: 1, per_page: 500, total: 4, total_pages: 1 } } });
    fireEvent.click(screen.getByText('Select 50 Rows'));
    fireEvent.click(screen.getByText('Add Holiday Hours'));
    const dialog = await screen.findByRole('dialog');
    const read = calls(api).at(-1);
    expect(Object.fromEntries(read ?? [])).toMatchObject({ per_page: '500', page: '1', group_id: '4' });
    await userEvent.click(within(dialog).getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('122526');
    fireEvent.click(within(dialog).getByText('Confirm'));
    fireEvent.click(await within(dialog).findByText('Continue anyway'));
    await waitFor(() => expect(api.calls('POST /special_hours').at(-1)?.body).toMatchObject({ location_ids: [1, 2, 3, 4], start_date: '2026-12-25', closed: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(screen.queryByText('50 rows selected')).toBeNull());
    expect(screen.queryByText(/rows selected/)).toBeNull();
  });

  it('[F6-023][F7-008][F8-017] bulk Edit hours reads each selected location and PATCHes its full body with the hours in HH:mm; failures are counted', async () => {
    const detail = (id: number, name: string) => ({ id, account_id: 3, name, public_name: name, address: `${id} Main St`, city: 'Portland', state: 'OR', zipcode: '97201', phone: `50355501${id}0`, website: null, special_hours: [], directories: [] });
    const details = new Map([['1', detail(1, 'Harbor Downtown')], ['2', detail(2, 'Harbor Uptown')]]);
    // Locations 1 and 2 only, as a server would answer: any other id is not found.
    const byId = ({ params }: { params: { id: string } }) => {
      const body = details.get(params.id);
      return body ? { status: 200 as const, body } : failure(404, 'Location not found');
    };
    const { api, root } = await open('/dashboard/local_listings', { routes: { 'GET /locations/{id}': byId, 'PATCH /locations/{id}': byId } });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Select Harbor Downtown'));
    fireEvent.click(screen.getByLabelText('Select Harbor Uptown'));
    fireEvent.click(screen.getByText('Edit Hours'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hours' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Monday closed' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Monday opens 1' }), { target: { value: '9:00am' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Monday closes 1' }), { target: { value: '5:30 pm' } });
    fireEvent.click(within(dialog).getByText('Confirm'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Successfully updated hours'));
    for (const id of [1, 2]) {
      const body = api.calls('PATCH /locations/{id}', { id: String(id) }).at(-1)?.body as Record<string, unknown>;
      expect(body).toMatchObject({ name: id === 1 ? 'Harbor Downtown' : 'Harbor Uptown', phone: `50355501${id}0`, hours: { monday: { open: true, hours: [{ open_time: '09:00', close_time: '17:30' }] } } });
      expect(body).not.toHaveProperty('special_hours');
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    api.on('PATCH /locations/{id}', { status: 500, body: { status: 500, code: 'server_error', error: 'Boom' } });
    fireEvent.click(screen.getByText('Edit Hours'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Edit Hours' })).getByText('Confirm'));
    expect(await within(screen.getByRole('dialog')).findByText('2 locations could not be updated')).toBeTruthy();
  });

  it('[F6-023][F6-026] without location update there is no Edit Hours or Add Holiday Hours; holiday hours also need their setting', async () => {
    const { view } = await open('/dashboard/local_listings', { permissions: { local_listing: ['read'], location: ['read'] }, settings: ['bulk_holiday_hours'] });
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Select Harbor Downtown'));
    expect(screen.getByText('Select Type of Post')).toBeTruthy();
    expect(screen.queryByText('Edit Hours')).toBeNull();
    expect(screen.queryByText('Add Holiday Hours')).toBeNull();
    view.unmount();
    await open('/dashboard/local_listings');
    await screen.findByText('Harbor Downtown');
    fireEvent.click(screen.getByLabelText('Select Harbor Downtown'));
    expect(screen.getByText('Edit Hours')).toBeTruthy();
    expect(screen.queryByText('Add Holiday Hours')).toBeNull();
  });

  it('[F2-024][P7-056][P6-012] the shared group dropdown filters by group_id from page 1, one request per change; without group read it is not shown', async () => {
    const { api, url, view } = await open('/dashboard/local_listings?page=2&statuses=in_sync', {
      permissions: { ...MANAGER, group: ['read'] },
      routes: { 'GET /groups': halPage('groups', [groupRow(4, 'East', [1]), groupRow(5, 'West', [2])]) },
    });
    await screen.findByText('Harbor Downtown');
    expect(calls(api)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Group: All Groups' }));
    fireEvent.click(await screen.findByRole('option', { name: 'East' }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(url().split('?')[1]))).toEqual({ statuses: 'in_sync', group_id: '4' }));
    await waitFor(() => expect(calls(api)).toHaveLength(2));
    expect(Object.fromEntries(calls(api)[1] ?? [])).toMatchObject({ page: '1', group_id: '4', statuses: 'in_sync' });
    expect(screen.getByRole('button', { name: 'Group: East' })).toBeTruthy();
    view.unmount();

    const other = await open('/dashboard/local_listings');
    await screen.findByText('Harbor Downtown');
    expect(screen.queryByRole('button', { name: /^Group/ })).toBeNull();
    expect(other.api.calls('GET /groups')).toHaveLength(0);
  }, 40_000);

  it('[F2-024] the location dropdown and the locations filter sit in the filter bar and write location_id and location_ids from page 1', async () => {
    const { api, url } = await open('/dashboard/local_listings?page=2&location_ids=2', {
      routes: { 'GET /locations': halPage('locations', [{ id: 1, name: 'Harbor Downtown' }, { id: 2, name: 'Harbor Uptown' }]) },
    });
    await screen.findAllByText('Harbor Downtown');
    expect(Object.fromEntries(calls(api)[0] ?? [])).toMatchObject({ location_ids: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Location: All Locations' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Downtown' }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(url().split('?')[1]))).toEqual({ location_id: '1', location_ids: '2' }));
    const locations = screen.getByRole('combobox', { name: 'Locations' });
    fireEvent.mouseDown(locations);
    fireEvent.click(await screen.findByRole('option', { name: 'Harbor Downtown' }));
    await waitFor(() => expect(new URLSearchParams(url().split('?')[1]).get('location_ids')).toBe('2,1'));
  }, 40_000);

  it('[F7-049] the preview\'s Request Access sends a Local Listing feature request, then says Request sent!', async () => {
    const { api } = await open('/dashboard/local_listings', {
      permissions: { local_listing: ['preview'] },
      routes: { 'POST /webhooks/notify': { status: 201, body: {} as never } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('button', { name: 'Request sent!' })).toHaveProperty('disabled', true);
    expect(api.calls('POST /webhooks/notify')[0]?.body).toMatchObject({ notification_type: 'feature_request', feature_name: 'Local Listing' });
  });

  it('[F6-024] with Auto Sync and the directory-specific publishing flag, the flyout\'s switch turns a directory off and says so', async () => {
    const sync: Schemas['LocalListingSync'] = {
      location_id: 1, directory_code: 'google', directory_name: 'Google', source_id: 7, publishable: true, status: 'in_sync', fields_not_in_sync: [],
      status_description: null, directory_enabled: true, publishing_enabled: true, location_status: 'published', status_reason: null, auto_sync: true, is_admin: true,
      reference_id: 'g-1', listing_url: null, last_checked_at: null, integration: { source_code: 'google', integration_status: 'active' }, locus: null, directory: null,
    };
    const { api, root } = await open('/dashboard/local_listings', {
      settings: ['local_listings_internal', 'auto_sync', 'enable_ll_directory_specific_publishing'],
      routes: {
        'GET /local_listings/locations/{id}/directories/{directory}': { status: 200, body: sync },
        'GET /local_listings/locations/{id}/history': { status: 200, body: { events: [] } },
        'GET /location_source_overrides': halPage('location_source_overrides', []),
        'POST /location_source_overrides': { status: 201, body: {} as never },
      },
    });
    await screen.findByText('Harbor Downtown');
    const row = screen.getByText('Harbor Downtown').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByLabelText('Google: In Sync'));
    fireEvent.click(await screen.findByRole('switch', { name: 'Auto Sync to Google' }));
    await waitFor(() => expect(api.calls('POST /location_source_overrides')[0]?.body).toMatchObject({ location_id: 1, source_id: 7, enabled: false }));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Directory sync settings saved'));
  });
});
