import { locationDetail } from '@locus/locations/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';
import { lookupRoutes } from './form/testing/lookup-routes';

const ADMIN = session({
  permissions: { location: ['create', 'read', 'update', 'delete'], group: ['create', 'read', 'update'] },
});
const NO_GROUPS = session({ user_type: 'manager', permissions: { location: ['create', 'read', 'update'], group: ['read'] } });

function routes(s = ADMIN, settings: string[] = []) {
  return {
    ...signedInRoutes(s),
    'GET /account_settings': settingsReply(s.account_id, settings),
    ...lookupRoutes(),
    'POST /locations': { status: 201, body: locationDetail({ id: 41, name: 'Uptown' }) },
  } satisfies FakeRoutes;
}

const field = (label: RegExp | string) => screen.getByRole('textbox', { name: label });
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillRequired() {
  type(/^Internal Name/, 'Uptown');
  type(/^Public Name/, 'Harbor Dental Uptown');
  type(/^Address(?! Line)/, '9 Hill Rd');
  type(/^City/, 'Springfield');
  type(/^Zip Code/, '62704');
  fireEvent.change(screen.getByRole('combobox', { name: /^State/ }), { target: { value: 'ill' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Illinois' }));
}

describe('NewLocationPage', () => {
  it('[F5-003][F5-006][F5-007] required fields: a blurred empty one names itself, Save names the missing information, typing clears it', async () => {
    const { api } = await renderShell({ path: '/settings/locations/new', routes: routes() });
    const name = await screen.findByRole('textbox', { name: /^Internal Name/ });
    fireEvent.blur(name);
    expect(await screen.findByText('Internal Name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('There is missing required information. Please review the form and try again.', { selector: '.MuiAlert-message' })).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    type(/^Internal Name/, 'Uptown');
    expect(screen.queryByText('Internal Name is required')).toBeNull();
    expect(api.calls('POST /locations')).toHaveLength(0);
  });

  it('[F2-014][F5-008][F4-004][F4-005] creating sends the new location (website null, United States, Open; no status control) and goes to its group step', async () => {
    const { api, url } = await renderShell({ path: '/settings/locations/new', routes: routes() });
    await screen.findByRole('textbox', { name: /^Internal Name/ });
    expect(screen.queryByLabelText('Business Status')).toBeNull();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/new/41/groups'));
    const body = api.calls('POST /locations')[0]?.body;
    expect(body).toMatchObject({ name: 'Uptown', state: 'Illinois', state_id: 14, country: 'United States', country_id: 1, website: null, open_status: 'active' });
  });

  it('the form\'s section titles come right under the page title: h1 Add Location, h2 Operating Hours', async () => {
    await renderShell({ path: '/settings/locations/new', routes: routes() });
    await screen.findByRole('textbox', { name: /^Internal Name/ });
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Add Location',
      'H2 Operating Hours',
    ]);
  });

  it('[F2-015] without group permission a created location leads back to the list', async () => {
    const { url } = await renderShell({ path: '/settings/locations/new', routes: routes(NO_GROUPS) });
    await screen.findByRole('textbox', { name: /^Internal Name/ });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(url()).toBe('/settings/locations'));
  });

  it('[F5-009] the state list filters by name prefix, case-insensitively, from one request', async () => {
    const { api } = await renderShell({ path: '/settings/locations/new', routes: routes() });
    const state = await screen.findByRole('combobox', { name: /^State/ });
    fireEvent.change(state, { target: { value: 'IN' } });
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Indiana']);
    fireEvent.change(state, { target: { value: 'i' } });
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3));
    expect(api.calls('GET /states')).toHaveLength(1);
  });

  it('[F9-006][F9-001][F9-002] states and countries come 500 a page; categories 25 a page, searched 500 ms after the last key', async () => {
    const { api } = await renderShell({ path: '/settings/locations/new', routes: routes() });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(api.calls('GET /states')).not.toHaveLength(0));
    expect(api.calls('GET /countries')[0]?.query.get('per_page')).toBe('500');
    expect(api.calls('GET /states')[0]?.query.get('per_page')).toBe('500');
    const categoryCalls = () => api.calls('GET /categories');
    await waitFor(() => expect(categoryCalls()).toHaveLength(1));
    fireEvent.change(category, { target: { value: 'De' } });
    const typedAt = Date.now();
    fireEvent.change(category, { target: { value: 'Den' } });
    await waitFor(() => expect(categoryCalls()).toHaveLength(2));
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    // One search for both keys: the second one's text.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(categoryCalls()).toHaveLength(2);
    const query = categoryCalls()[1]?.query;
    expect([query?.get('keywords'), query?.get('per_page')]).toEqual(['Den', '25']);
  });

  it('[F6-056] the billing preview: the exact monthly price for an admin when the feature is on', async () => {
    await renderShell({
      path: '/settings/locations/new',
      routes: {
        ...routes(ADMIN, ['show_billing_location_price_preview']),
        'GET /billing/{id}/location_preview': {
          status: 200,
          body: { new_location_monthly_unit_cents: 4900, trial_location_limit: null, trial_location_limit_reached: false },
        },
      },
    });
    expect(await screen.findByText('Adding this location will add $49.00 to your monthly bill.')).toBeTruthy();
  });

  it('[F6-056] a non-admin sees the generic billing sentence and no price is fetched', async () => {
    const { api } = await renderShell({ path: '/settings/locations/new', routes: routes(NO_GROUPS, ['show_billing_location_price_preview']) });
    expect(await screen.findByText('Adding a location may incur additional costs.')).toBeTruthy();
    expect(api.requests.filter((request) => request.path.startsWith('/billing/'))).toHaveLength(0);
  });

  it('[F8-006] a failed billing preview alerts and falls back to the generic sentence', async () => {
    const { root } = await renderShell({
      path: '/settings/locations/new',
      routes: {
        ...routes(ADMIN, ['show_billing_location_price_preview']),
        'GET /billing/{id}/location_preview': { status: 500, body: { status: 500, code: 'server_error', error: 'Boom' } },
      },
    });
    expect(await screen.findByText('Adding a location may incur additional costs.')).toBeTruthy();
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Error fetching location pricing preview.'));
  });

  it('cancel returns to the list with its query; prevent_location_additions shows the contact-support modal instead of the form', async () => {
    const first = await renderShell({ path: '/settings/locations/new?keywords=hill&page=2', routes: routes() });
    await screen.findByRole('textbox', { name: /^Internal Name/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(first.url()).toBe('/settings/locations?keywords=hill&page=2'));
    first.view.unmount();

    const second = await renderShell({ path: '/settings/locations/new', routes: routes(ADMIN, ['prevent_location_additions']) });
    expect(await screen.findByText('Unable to Add/Delete Location.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Internal Name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(second.url()).toBe('/settings/locations'));
  });

  it('[F5-011] a new location offers the quick place search: the Place ID and its Google category go with the create', async () => {
    const { api, url } = await renderShell({ path: '/settings/locations/new', routes: routes() });
    await screen.findByRole('textbox', { name: /^Internal Name/ });
    await fillRequired();
    fireEvent.change(screen.getByRole('textbox', { name: 'Find by Google Place ID' }), { target: { value: 'ChIJ-uptown' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use Place' }));
    expect(await screen.findByText('Google lists this place as Dentist.')).toBeTruthy();
    expect(api.calls('GET /categories').at(-1)?.query.get('google_place_id')).toBe('ChIJ-uptown');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLInputElement).value).toBe('Dentist');
    fireEvent.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/new/41/groups'));
    const body = api.calls('POST /locations')[0]?.body;
    expect(body).toMatchObject({ google_place_id: 'ChIJ-uptown', category_id: 5 });
  });
});
