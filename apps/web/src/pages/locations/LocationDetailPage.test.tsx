import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import { failure, type ErrorReply, type FakeApi, type FakeHandler, type FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { directoryEntry, locationDetailReply, specialHoursRow } from '../../testing/locations';
import { accountReply, session, settingsReply, signedInRoutes } from '../../testing/signed-in';
import { lookupRoutes } from './form/testing/lookup-routes';

type SessionFields = NonNullable<Parameters<typeof session>[0]>;
type Permissions = NonNullable<SessionFields['permissions']>;

const ADMIN: Permissions = {
  location: ['create', 'read', 'update', 'delete'],
  local_listing: ['create', 'read'],
  amplify: ['create', 'read'],
  group: ['read'],
};
const READ_ONLY: Permissions = { location: ['read'], local_listing: ['read'], group: ['read'] };

const PATH = '/settings/locations/7/details';

async function openDetail(
  options: { path?: string; permissions?: Permissions; settings?: string[]; routes?: FakeRoutes; account?: Partial<Schemas['Account']> } = {},
) {
  const s = session({ permissions: options.permissions ?? ADMIN });
  const routes: FakeRoutes = {
    ...signedInRoutes(s),
    'GET /accounts/{id}': accountReply(s, { vertical: 'healthcare', total_locations: 48, ...options.account }),
    'GET /account_settings': settingsReply(s.account_id, options.settings ?? []),
    'GET /locations/{id}': locationsById(locationDetailReply()),
    ...options.routes,
  };
  const shell = await renderShell({ path: options.path ?? PATH, routes });
  const toast = () => shell.root.toasts.current()?.text ?? null;
  return { ...shell, toast };
}

/** What the edit section (the real location form) asks for beside the detail. */
const editRoutes = (): FakeRoutes => ({ ...lookupRoutes(), 'PATCH /locations/{id}': { status: 200, body: locationDetailReply() } });

/** GET /locations/{id} answering these locations by id, and not found for any other. */
function locationsById(...locations: Schemas['LocationDetail'][]): FakeHandler<'GET /locations/{id}'> {
  return ({ params }) => {
    const found = locations.find((location) => String(location.id) === params.id);
    return found ? { status: 200, body: found } : failure(404, 'Location not found');
  };
}

const detailCalls = (api: FakeApi) => api.calls('GET /locations/{id}', { id: '7' });
const deleted = (api: FakeApi) => api.calls('DELETE /locations/{id}', { id: '7' });
/** A value of the Location Details list (found while a modal hides the page too). */
const field = (label: string) =>
  within(screen.getByRole('region', { name: 'Location Details', hidden: true })).getByText(label).nextElementSibling?.textContent;

describe('LocationDetailPage', () => {
  it('[F2-001] [F2-004] [F2-005] [F2-006] [F6-064] shows every field, No External ID, the overrides and hours, in one API call', async () => {
    const location = locationDetailReply({
      directories: [directoryEntry('google', 'Google', 1), directoryEntry('yelp', 'Yelp', 6, { overrides: { id: 3, phone: '(555) 999-0000', website: null } })],
      special_hours: [specialHoursRow(1, '2099-12-25')],
    });
    const { api } = await openDetail({ routes: { 'GET /locations/{id}': { status: 200, body: location } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Downtown' })).toBeTruthy();
    expect(field('External ID')).toBe('No External ID');
    expect(field('Public Name')).toBe('Harbor Dental Downtown');
    expect(field('Category')).toBe('Dentist');
    expect(field('Address')).toBe('1 Main St');
    expect(field('Address Line 2')).toBe('Suite 200');
    expect(field('City, State, Zip')).toBe('Springfield, IL 62701');
    expect(field('Phone')).toBe('(555) 123-4567');
    expect(field('Website')).toBe('https://downtown.example');
    expect(field('Business Status')).toBe('Open');
    expect(field('NPI')).toBe('1234567893');
    const shown = screen.getByRole('region', { name: 'Directory-Specific Details' });
    expect(within(shown).getByText('Yelp phone').nextElementSibling?.textContent).toBe('(555) 999-0000');
    const hours = screen.getByRole('region', { name: 'Operating Hours' });
    expect(within(hours).getByText('Monday').nextElementSibling?.textContent).toMatch(/9:00 AM/);
    const holidays = screen.getByRole('region', { name: 'Holiday Hours' });
    expect(within(holidays).getByText(/Dec 25, 2099/).nextElementSibling?.textContent).toBe('Closed');
    // The measure: the page reaches its data in one call beside the session's own.
    const sessionRoutes = new Set<string | null>(Object.keys(signedInRoutes(session())));
    expect(api.requests.filter((request) => !sessionRoutes.has(request.route)).map((request) => `${request.method} ${request.path}`)).toEqual(['GET /locations/7']);
  });

  it('[F6-054] [F2-007] more than five holiday hours: five shown and See All Holiday Hours, which opens edit', async () => {
    const many = Array.from({ length: 7 }, (_, i) => specialHoursRow(i + 1, `2099-01-${String(i + 10)}`));
    const { url } = await openDetail({ routes: { 'GET /locations/{id}': { status: 200, body: locationDetailReply({ special_hours: many }) } } });
    const holidays = await screen.findByRole('region', { name: 'Holiday Hours' });
    expect(within(holidays).getAllByText('Closed')).toHaveLength(5);
    for (const name of ['Sync From Google', 'Edit', 'Delete']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(holidays).getByRole('button', { name: 'See All Holiday Hours' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details?withEdit=true'));
  });

  it('[F6-055] a read-only user sees the contact-an-admin text and no Edit, Sync, Delete or overrides', async () => {
    const many = Array.from({ length: 6 }, (_, i) => specialHoursRow(i + 1, `2099-02-${String(i + 10)}`));
    await openDetail({ permissions: READ_ONLY, routes: { 'GET /locations/{id}': { status: 200, body: locationDetailReply({ special_hours: many }) } } });
    expect(await screen.findByText('Contact an admin or manager to view additional holiday hours.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync From Google' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Directory-specific details' })).toBeNull();
  });

  it('[F6-012] Create Widget needs amplify create, the flag and an external ID; it opens the location widget form', async () => {
    const first = await openDetail({ settings: ['create_widget'] });
    await screen.findByRole('heading', { level: 1, name: 'Downtown' });
    expect(screen.queryByRole('link', { name: 'Create Widget' })).toBeNull();
    first.view.unmount();
    const withId: FakeRoutes = { 'GET /locations/{id}': { status: 200, body: locationDetailReply({ external_id: 'HD-7' }) } };
    const second = await openDetail({ settings: ['create_widget'], routes: withId });
    const link = await screen.findByRole('link', { name: 'Create Widget' });
    expect(link.getAttribute('href')).toBe('/amplify/widgets/create/location_info?fromPage=settingsLocationsDetails&location_id=7');
    second.view.unmount();
    // Without amplify create there is no Create Widget either.
    await openDetail({ settings: ['create_widget'], routes: withId, permissions: { ...ADMIN, amplify: ['read'] } });
    await screen.findByRole('heading', { level: 1, name: 'Downtown' });
    expect(screen.queryByRole('link', { name: 'Create Widget' })).toBeNull();
  });

  it('[F2-002] [F2-003] withEdit=true shows the form; Edit sets it, Cancel drops it, Save reloads the detail, fromLL and the list query kept', async () => {
    const { url, api } = await openDetail({ path: `${PATH}?fromLL=true&keywords=main`, routes: editRoutes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /^City/ })).toBeTruthy();
    expect(url()).toBe(`${PATH}?keywords=main&withEdit=true&fromLL=true`);
    // Cancel reloads nothing (the form's own read of the location for editing is counted before it).
    const readsBeforeCancel = detailCalls(api).length;
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(url()).toBe(`${PATH}?keywords=main&fromLL=true`));
    expect(detailCalls(api)).toHaveLength(readsBeforeCancel);
    expect(screen.getByRole('link', { name: 'Back to Locations' }).getAttribute('href')).toBe('/settings/locations?keywords=main');

    api.on('GET /locations/{id}', { status: 200, body: locationDetailReply({ name: 'Downtown Renamed' }) });
    api.on('PATCH /locations/{id}', { status: 200, body: locationDetailReply({ name: 'Downtown Renamed' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Downtown Renamed' })).toBeTruthy();
    expect(url()).toBe(`${PATH}?keywords=main&fromLL=true`);
  });

  it('[F2-002] opening with withEdit=true shows the edit form at once', async () => {
    await openDetail({ path: `${PATH}?withEdit=true`, routes: editRoutes() });
    expect(await screen.findByRole('textbox', { name: /^City/ })).toBeTruthy();
  });

  it('[F2-001] moving to another location shows that one (its own stores and calls)', async () => {
    const { router, api } = await openDetail({
      routes: { 'GET /locations/{id}': locationsById(locationDetailReply(), locationDetailReply({ id: 8, name: 'Uptown', external_id: 'HD-8' })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Downtown' });
    act(() => router.navigate('/settings/locations/8/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uptown' })).toBeTruthy();
    expect(field('External ID')).toBe('HD-8');
    expect(api.calls('GET /locations/{id}', { id: '8' })).toHaveLength(1);
  });

  it('a location that cannot be read shows the server message with Try Again', async () => {
    await openDetail({ routes: { 'GET /locations/{id}': { status: 404, body: { status: 404, code: 'not_found', error: 'Location not found' } } } });
    expect(await screen.findByText('Location not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('LocationDetailPage delete', () => {
  const listQuery = '?sort%5Bby%5D=name&sort%5Border%5D=desc&group_id=4&keywords=main&page=2';

  it('[F4-034] [F8-020] confirming deletes, toasts the real name and returns to the list with sort, group and keywords', async () => {
    const { url, api, toast } = await openDetail({ path: `${PATH}${listQuery}`, routes: { 'DELETE /locations/{id}': { status: 204 } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Downtown?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(url()).toBe('/settings/locations?sort%5Bby%5D=name&sort%5Border%5D=desc&groupId=4&keywords=main'));
    expect(deleted(api)).not.toHaveLength(0);
    expect(toast()).toBe('Downtown successfully deleted');
  });

  it('[F4-033] with deletions prevented the contact-support modal shows and nothing is deleted', async () => {
    const { api } = await openDetail({ settings: ['prevent_location_deletions'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unable to Delete Location.' });
    expect(within(dialog).getByText(/contact support/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted(api)).toHaveLength(0);
  });

  it('[F4-035] [F8-022] the last location of the account opens its modal with Close', async () => {
    await openDetail({ account: { total_locations: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Can't delete the last location on the account." });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("[F8-021] a refused delete shows the server's message and stays on the page", async () => {
    const refused: ErrorReply = { status: 422, body: { status: 422, code: 'unprocessable', error: "Can't delete the last location on the account." } };
    const { url, toast } = await openDetail({ routes: { 'DELETE /locations/{id}': refused } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Downtown?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast()).toMatch("Can't delete the last location on the account."));
    expect(url()).toBe(PATH);
  });
});

describe('LocationDetailPage Sync From Google', () => {
  const diff: Schemas['LocationDiff'] = {
    location_id: 7,
    directory_code: 'google',
    changed_fields: ['phone', 'website'],
    source: { phone: '(555) 222-3333', website: 'https://google-copy.example' },
    target: { phone: '(555) 123-4567', website: 'https://downtown.example' },
  };

  it('[F4-036] [F4-039] [F4-040] [F2-008] lists the changed fields; Accept Changes syncs, closes and shows the new values', async () => {
    const synced = locationDetailReply({ phone: '(555) 222-3333', website: 'https://google-copy.example' });
    const { api, toast } = await openDetail({
      routes: {
        'GET /locations/{id}/diff': { status: 200, body: diff },
        'POST /locations/{id}/diff': { status: 200, body: { message: 'Successfully synced location', changed_fields: ['phone', 'website'], location: synced } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync From Google' }));
    const table = await screen.findByRole('table', { name: 'Changed fields' });
    expect(within(table).getByRole('rowheader', { name: 'Phone' }).parentElement?.textContent).toContain('(555) 222-3333');
    expect(within(table).getByRole('rowheader', { name: 'Website' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Phone')).toBe('(555) 222-3333');
    expect(field('Website')).toBe('https://google-copy.example');
    expect(api.calls('POST /locations/{id}/diff', { id: '7' })[0]?.body).toEqual({ override: true });
    expect(toast()).toBe('Successfully synced location');
  });

  it('[F8-024] a failed sync shows the sync error and keeps the modal open with the changes', async () => {
    const { toast } = await openDetail({
      routes: { 'GET /locations/{id}/diff': { status: 200, body: diff }, 'POST /locations/{id}/diff': { status: 500 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync From Google' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Changes' }));
    await waitFor(() => expect(toast()).toBe('An error occurred while trying to sync location info'));
    expect(screen.getByRole('table', { name: 'Changed fields' })).toBeTruthy();
    expect(field('Phone')).toBe('(555) 123-4567');
  });

  it("[F4-038] no changed fields: 'Nothing to sync'", async () => {
    await openDetail({ routes: { 'GET /locations/{id}/diff': { status: 200, body: { ...diff, changed_fields: [] } } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync From Google' }));
    expect(await screen.findByText('Nothing to sync')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Changes' })).toBeNull();
  });

  it('[F4-037] [F8-026] a failed diff shows the error in the modal', async () => {
    await openDetail({ routes: { 'GET /locations/{id}/diff': { status: 404, body: { status: 404, code: 'not_found', error: 'No Google listing' } } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync From Google' }));
    expect(await screen.findByText('An error occured fetching location info diff')).toBeTruthy();
  });
});

describe('LocationDetailPage directory overrides', () => {
  const created = { id: 12, location_id: 7, source_id: 1, phone: '(555) 444-1212', website: null, enabled: true };

  it('[F4-090] [F5-050] [F5-052] [F8-056] checking Google shows its inputs; empty and bad phones are refused; a good one saves', async () => {
    const { api, toast } = await openDetail({ routes: { 'POST /location_source_overrides': { status: 201, body: created } } });
    const section = await screen.findByRole('region', { name: 'Directory-specific details' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Google' }));
    const phone = within(section).getByRole('textbox', { name: 'Google phone' });
    fireEvent.blur(phone);
    expect(await within(section).findByText('Enter phone number or unselect directory')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '555-12' } });
    fireEvent.blur(phone);
    expect(await within(section).findByText('Enter a valid phone number')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '(555) 444-1212' } });
    api.on('GET /locations/{id}', locationsById(locationDetailReply({ directories: [directoryEntry('google', 'Google', 1, { overrides: { id: 12, phone: '(555) 444-1212', website: null } })] })));
    fireEvent.click(within(section).getByRole('button', { name: 'Save Directory Details' }));
    await waitFor(() => expect(toast()).toBe('Directory sync settings saved'));
    const body = api.calls('POST /location_source_overrides')[0]?.body;
    expect(body).toMatchObject({ account_id: 3, location_id: 7, source_id: 1, phone: '(555) 444-1212', website: null, enabled: true });
    // The detail reloads and shows the saved override.
    const shown = await screen.findByRole('region', { name: 'Directory-Specific Details' });
    expect(within(shown).getByText('Google phone').nextElementSibling?.textContent).toBe('(555) 444-1212');
    // The reloaded drafts answer at once: unchecking hides the input again.
    const reloaded = screen.getByRole('region', { name: 'Directory-specific details' });
    fireEvent.click(within(reloaded).getByRole('checkbox', { name: 'Google' }));
    await waitFor(() => expect(within(reloaded).queryByRole('textbox', { name: 'Google phone' })).toBeNull());
  });

  it('[F5-051] a checked, empty website shows the website wording', async () => {
    await openDetail();
    const section = await screen.findByRole('region', { name: 'Directory-specific details' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Yelp' }));
    fireEvent.blur(within(section).getByRole('textbox', { name: 'Yelp website' }));
    expect(await within(section).findByText('Enter website or unselect directory')).toBeTruthy();
  });

  it('[F4-091] unchecking a directory clears its override (PATCH with nulls)', async () => {
    const withOverride = locationDetailReply({ directories: [directoryEntry('google', 'Google', 1, { overrides: { id: 12, phone: '(555) 444-1212', website: null } })] });
    const { api, toast } = await openDetail({
      routes: { 'GET /locations/{id}': { status: 200, body: withOverride }, 'PATCH /location_source_overrides/{id}': { status: 200, body: { ...created, phone: null } } },
    });
    const section = await screen.findByRole('region', { name: 'Directory-specific details' });
    const google = within(section).getByRole('checkbox', { name: 'Google' });
    expect((google as HTMLInputElement).checked).toBe(true);
    fireEvent.click(google);
    expect(within(section).queryByRole('textbox', { name: 'Google phone' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Save Directory Details' }));
    await waitFor(() => expect(toast()).toBe('Directory sync settings saved'));
    expect(api.calls('PATCH /location_source_overrides/{id}', { id: '12' })[0]?.body).toEqual({ phone: null, website: null });
  });

  it("[F8-053] a refused save shows the server's text and keeps what was typed", async () => {
    const refused: ErrorReply = { status: 400, body: { status: 400, code: 'invalid', error: 'phone must be 10 digits', field: 'phone' } };
    const { toast } = await openDetail({ routes: { 'POST /location_source_overrides': refused } });
    const section = await screen.findByRole('region', { name: 'Directory-specific details' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Google' }));
    fireEvent.change(within(section).getByRole('textbox', { name: 'Google phone' }), { target: { value: '555 444 1212' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Directory Details' }));
    await waitFor(() => expect(toast()).toMatch('phone must be 10 digits'));
    expect((within(section).getByRole('textbox', { name: 'Google phone' }) as HTMLInputElement).value).toBe('555 444 1212');
  });

  it('[F6-020] without local_listing create the overrides section is not shown', async () => {
    await openDetail({ permissions: { ...ADMIN, local_listing: ['read'] } });
    await screen.findByRole('heading', { level: 1, name: 'Downtown' });
    expect(screen.queryByRole('region', { name: 'Directory-specific details' })).toBeNull();
  });
});
