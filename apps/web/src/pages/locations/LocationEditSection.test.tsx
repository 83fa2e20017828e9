import { locationDetail } from '@locus/locations/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import type { ErrorReply, FakeApi, FakeRoutes, SuccessReply } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { accountReply, session, settingsReply, signedInRoutes } from '../../testing/signed-in';
import { lookupRoutes } from './form/testing/lookup-routes';

const EDITOR = session({ permissions: { location: ['create', 'read', 'update', 'delete'], group: ['read', 'update'] } });
const EDIT_PATH = '/settings/locations/7/details?withEdit=true&keywords=down';
const location = locationDetail({ account_id: EDITOR.account_id });

function routes(settings: string[] = [], extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...signedInRoutes(EDITOR),
    'GET /account_settings': settingsReply(EDITOR.account_id, settings),
    ...lookupRoutes(),
    'GET /locations/{id}': { status: 200, body: location },
    'PATCH /locations/{id}': { status: 200, body: location },
    ...extra,
  };
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const patchBody = (api: FakeApi, index = 0) => (api.calls('PATCH /locations/{id}', { id: '7' })[index]?.body ?? {}) as Record<string, unknown>;
const patched = (api: FakeApi) => api.calls('PATCH /locations/{id}', { id: '7' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Seven days in a row, closed, from a month ahead. */
const closedWeek = Array.from({ length: 7 }, (_, i): Schemas['SpecialHours'] => ({
  id: 100 + i,
  account_id: EDITOR.account_id,
  location_id: 7,
  start_date: moment().add(30 + i, 'days').format('YYYY-MM-DD'),
  closed: true,
  is_24_hours: false,
  hours: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}));
const specialHoursReply: SuccessReply<'GET /special_hours'> = { status: 200, body: { _embedded: { special_hours: closedWeek }, _total: 7, _total_pages: 1, _page: 1 } };

describe('LocationEditSection', () => {
  it('[F2-002][F4-004][F4-027] opens in edit, an emptied required field blocks the save until fixed, then saves and leaves edit', async () => {
    const { api, url, root } = await renderShell({ path: EDIT_PATH, routes: routes() });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    expect(screen.getByRole('combobox', { name: 'Business Status' })).toBeTruthy();
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.blur(city);
    expect(await screen.findByText('City is required')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('There is missing required information. Please review the form and try again.', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(patched(api)).toHaveLength(0);
    type(/^City/, 'Shelbyville');
    fireEvent.click(saveButton());
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details?keywords=down'));
    expect(patchBody(api)).toMatchObject({ city: 'Shelbyville', website: null });
    // The missing-information alert was shown first; the success toast follows it.
    root.toasts.dismiss();
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Location updated successfully.'));
  });

  it("[F4-028] a refused save stays in edit with the server's message and keeps what was typed", async () => {
    const refused: ErrorReply = { status: 400, body: { status: 400, code: 'invalid', error: 'Zip Code is too long', field: 'zipcode' } };
    const { url } = await renderShell({ path: EDIT_PATH, routes: routes([], { 'PATCH /locations/{id}': refused }) });
    await screen.findByRole('textbox', { name: /^Zip Code/ });
    type(/^Zip Code/, '1234567890123456789');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Zip Code is too long', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(url()).toBe(EDIT_PATH);
    expect((screen.getByRole('textbox', { name: /^Zip Code/ }) as HTMLInputElement).value).toBe('1234567890123456789');
  });

  it('[F4-015][F5-029][F4-017][F4-019][F4-023][F4-024] holiday hours load on expand, warn of a closed week, and a removed row is deleted with the location after the override confirmation', async () => {
    const { api, url } = await renderShell({ path: EDIT_PATH, routes: routes(['special_hours'], { 'GET /special_hours': specialHoursReply }) });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(api.calls('GET /special_hours')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Hours' }));
    expect(await screen.findByText(/closed for 7 or more days in a row/)).toBeTruthy();
    expect(api.calls('GET /special_hours')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Holiday 7' }));
    await waitFor(() => expect(screen.queryByText(/closed for 7 or more days in a row/)).toBeNull());
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Update holiday hours?' });
    expect(patched(api)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details?keywords=down'));
    expect(patchBody(api)['special_hours_changes']).toEqual({ create: [], update: [], delete: [106] });
  });

  it('[F4-020] when a holiday-hours change fails the error shows and the form stays in edit', async () => {
    const gone: ErrorReply = { status: 404, body: { status: 404, code: 'not_found', error: 'Special hours 106 not found.' } };
    const { url } = await renderShell({
      path: EDIT_PATH,
      routes: routes(['special_hours'], { 'GET /special_hours': specialHoursReply, 'PATCH /locations/{id}': gone }),
    });
    await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Hours' }));
    await screen.findByRole('group', { name: 'Holiday 7' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Holiday 7 closed' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Holiday 7 24 hours' }));
    fireEvent.click(saveButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Update holiday hours?' })).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Special hours 106 not found.', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(url()).toBe(EDIT_PATH);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Holiday 7 24 hours' }) as HTMLInputElement).checked).toBe(true);
  });

  it('[F4-012][F5-019][F5-021] Add Hours makes seven closed days; an invalid time disables Save; times are sent as HH:mm', async () => {
    const { api } = await renderShell({ path: EDIT_PATH, routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Hours' }));
    for (const day of ['Monday', 'Sunday']) expect((screen.getByRole('checkbox', { name: `${day} closed` }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday closed' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Monday opens 1' }), { target: { value: '25:00' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Monday closes 1' }), { target: { value: '5:30 pm' } });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    fireEvent.change(screen.getByRole('combobox', { name: 'Monday opens 1' }), { target: { value: '9:00am' } });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(patched(api)).not.toHaveLength(0));
    const hours = patchBody(api)['hours'] as Record<string, unknown>;
    expect(hours['monday']).toEqual({ open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:30' }] });
    expect(hours['sunday']).toMatchObject({ open: false });
  });

  it('[F4-029][F4-030][F5-014][F5-015][F4-031] NPI: 10 digits are looked up on blur, other text is not found, refresh searches by public name, city, state and zip', async () => {
    const provider = { number: '1245319599', first_name: 'Avery', middle_name: 'J', last_name: 'Quinn', credential: 'DDS', organization_name: null, city: 'Boston', state: 'MA', postal_code: '02110' };
    const { api } = await renderShell({
      path: EDIT_PATH,
      routes: routes([], {
        'GET /accounts/{id}': accountReply(EDITOR, { vertical: 'healthcare' }),
        'GET /npi/{number}': { status: 200, body: { source: 'local', results: [provider] } },
        'GET /npi': { status: 200, body: { source: 'local', results: [provider] } },
      }),
    });
    const npi = await screen.findByRole('textbox', { name: 'NPI' });
    fireEvent.change(npi, { target: { value: '12345' } });
    fireEvent.blur(npi);
    expect(await screen.findByText('NPI not found')).toBeTruthy();
    expect(api.requests.filter((request) => request.path.startsWith('/npi'))).toHaveLength(0);
    fireEvent.change(npi, { target: { value: '1245319599' } });
    fireEvent.blur(npi);
    expect(await screen.findByText('Avery Quinn DDS')).toBeTruthy();
    expect(api.calls('GET /npi/{number}', { number: '1245319599' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Find NPI by public name and address' }));
    await waitFor(() => expect(api.calls('GET /npi')).not.toHaveLength(0));
    const query = api.calls('GET /npi')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({ name: 'Harbor Dental Downtown', city: 'Springfield', state: 'Illinois', postal_code: '62701' });
  });

  it('[F4-032] a non-healthcare account has no NPI field', async () => {
    await renderShell({ path: EDIT_PATH, routes: routes() });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(screen.queryByRole('textbox', { name: 'NPI' })).toBeNull();
  });

  it('[F5-012][F5-013] the quick place search shows without a place id or with a place-id issue, not otherwise', async () => {
    const placeSearch = () => screen.queryByRole('textbox', { name: 'Find by Google Place ID' });
    const first = await renderShell({ path: EDIT_PATH, routes: routes() });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(placeSearch()).toBeTruthy();
    first.view.unmount();

    const placed: SuccessReply<'GET /locations/{id}'> = { status: 200, body: { ...location, google_place_id: 'ChIJ-shared' } };
    const issues = (rows: Schemas['Issue'][]): SuccessReply<'GET /issues'> => ({ status: 200, body: { _embedded: { issues: rows }, _total: rows.length, _total_pages: 1, _page: 1 } });
    const conflicting: Schemas['Issue'] = { id: 'conflicting_place_id:7', account_id: EDITOR.account_id, resource_type: 'location', resource_id: 7, location_id: 7, status: 'conflicting_place_id', description: 'Shared' };
    const second = await renderShell({ path: EDIT_PATH, routes: routes([], { 'GET /locations/{id}': placed, 'GET /issues': issues([conflicting]) }) });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(await screen.findByRole('textbox', { name: 'Find by Google Place ID' })).toBeTruthy();
    second.view.unmount();

    const third = await renderShell({ path: EDIT_PATH, routes: routes([], { 'GET /locations/{id}': placed, 'GET /issues': issues([]) }) });
    await screen.findByRole('textbox', { name: /^City/ });
    await waitFor(() => expect(third.api.calls('GET /issues')).not.toHaveLength(0));
    expect(placeSearch()).toBeNull();
  });

  it('[F5-010] the Google Place ID is editable and sent only for the support user; an admin sees it read-only', async () => {
    const placed: SuccessReply<'GET /locations/{id}'> = { status: 200, body: { ...location, google_place_id: 'ChIJ-old' } };
    const noIssues: SuccessReply<'GET /issues'> = { status: 200, body: { _embedded: { issues: [] }, _total: 0, _total_pages: 1, _page: 1 } };
    const admin = await renderShell({ path: EDIT_PATH, routes: routes([], { 'GET /locations/{id}': placed, 'GET /issues': noIssues }) });
    const readOnly = await screen.findByRole('textbox', { name: 'Google Place ID' });
    expect(readOnly.hasAttribute('readonly')).toBe(true);
    fireEvent.click(saveButton());
    await waitFor(() => expect(patched(admin.api)).not.toHaveLength(0));
    expect(patchBody(admin.api)).not.toHaveProperty('google_place_id');
    admin.view.unmount();

    const support = session({ user_type: 'support', permissions: EDITOR.permissions });
    const supportRoutes = {
      ...routes([], { 'GET /locations/{id}': placed, 'GET /issues': noIssues }),
      ...signedInRoutes(support),
      'GET /account_settings': settingsReply(support.account_id, []),
    };
    const shell = await renderShell({ path: EDIT_PATH, routes: supportRoutes });
    const editable = await screen.findByRole('textbox', { name: 'Google Place ID' });
    expect(editable.hasAttribute('readonly')).toBe(false);
    fireEvent.change(editable, { target: { value: 'ChIJ-new' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(patched(shell.api)).not.toHaveLength(0));
    expect(patchBody(shell.api)).toMatchObject({ google_place_id: 'ChIJ-new' });
  });

  it('[F2-018] cancel with changes asks first (Keep Editing keeps them, Discard Changes leaves)', async () => {
    const { url } = await renderShell({ path: EDIT_PATH, routes: routes() });
    await screen.findByRole('textbox', { name: /^City/ });
    type(/^City/, 'Shelbyville');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Shelbyville');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details?keywords=down'));
  });

  it('[F2-018] a menu link with changes asks first: Keep Editing stays with what was typed, Discard Changes leaves', async () => {
    const reader = session({ permissions: { ...EDITOR.permissions, review: ['read'] } });
    const { url } = await renderShell({ path: EDIT_PATH, routes: { ...routes(), ...signedInRoutes(reader) } });
    await screen.findByRole('textbox', { name: /^City/ });
    type(/^City/, 'Shelbyville');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const reviews = () => within(nav).getByRole('link', { name: 'Reviews' });
    fireEvent.click(reviews());
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(url()).toBe(EDIT_PATH);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url()).toBe(EDIT_PATH);
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Shelbyville');
    fireEvent.click(reviews());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(url()).toBe('/reviews'));
  });

  it('[F2-018] without changes a link leaves without asking', async () => {
    const { url } = await renderShell({ path: EDIT_PATH, routes: routes() });
    await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Locations' }));
    await waitFor(() => expect(url()).toBe('/settings/locations?keywords=down'));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('[F4-016][F4-018][F5-024][F5-030] a new holiday row without a date is an error that disables Save; removing it just drops it', async () => {
    const { api, url } = await renderShell({ path: EDIT_PATH, routes: routes(['special_hours'], { 'GET /special_hours': specialHoursReply }) });
    await screen.findByRole('textbox', { name: /^City/ });
    fireEvent.click(screen.getByRole('button', { name: 'Holiday Hours' }));
    await screen.findByRole('group', { name: 'Holiday 7' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Holiday Hours' }));
    expect(await screen.findByText('You must have a date selected')).toBeTruthy();
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Holiday 8' }));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    type(/^City/, 'Shelbyville');
    fireEvent.click(saveButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Update holiday hours?' })).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details?keywords=down'));
    expect(patchBody(api)).not.toHaveProperty('special_hours_changes');
  });
});
