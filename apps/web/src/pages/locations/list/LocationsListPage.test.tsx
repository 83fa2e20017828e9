import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import type { FakeApi } from '@locus/api-client/testing';
import { halPage } from '../../../testing/hal-page';
import { groupRow, locationRow, openLocationArea } from '../../../testing/location-area';
import { accountReply, session } from '../../../testing/signed-in';

const locationsPage = (rows = [locationRow(1, 'Harbor Downtown'), locationRow(2, 'Harbor Uptown')], totalPages = 3) => halPage('locations', rows, { totalPages });
const groupsPage = halPage('groups', [groupRow(4, 'East', [1])]);

const open = (path = '/settings/locations', options: Parameters<typeof openLocationArea>[1] = {}) =>
  openLocationArea(path, { ...options, routes: { 'GET /locations': locationsPage(), 'GET /groups': groupsPage, ...options.routes } });

const listCalls = (api: FakeApi) => api.calls('GET /locations').map((call) => call.query);
const settle = () => new Promise((resolve) => setTimeout(resolve, 350));

// The shell loads the page lazily: load (and transform) it once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('./LocationsListPage')]);
}, 60_000);

describe('LocationsListPage', () => {
  it('[P2-039][P7-055][F2-005] /settings/locations lists 25 a page by name, each name linking to its detail page', async () => {
    const { api } = await open();
    expect(await screen.findByRole('link', { name: 'Harbor Downtown' })).toBeTruthy();
    const first = listCalls(api)[0];
    expect(first?.get('per_page')).toBe('25');
    expect(first?.get('sort[by]')).toBe('name');
    expect(first?.get('sort[order]')).toBe('asc');
    expect(screen.getByText('No External ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbor Uptown' }).getAttribute('href')).toMatch(/^\/settings\/locations\/2\/details\?/);
  });

  it('[F2-013] a sort puts the list query in the URL with one request, and the detail links carry it', async () => {
    const { api, url } = await open();
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    fireEvent.click(screen.getByRole('button', { name: 'City, State, Zip' }));
    await waitFor(() => expect(url()).toMatch(/sort%5Bby%5D=city/));
    await settle();
    expect(listCalls(api)).toHaveLength(2);
    expect(listCalls(api)[1]?.get('sort[by]')).toBe('city');
    const href = screen.getByRole('link', { name: 'Harbor Uptown' }).getAttribute('href') ?? '';
    const carried = new URLSearchParams(href.split('?')[1]);
    expect(carried.get('sort[by]')).toBe('city');
    expect(carried.get('sort[order]')).toBe('asc');
    expect(carried.get('page')).toBe('1');
    expect(carried.get('per_page')).toBe('25');
  });

  it('[F2-013][P7-056] the list query of the URL (back from a detail page) is restored: sort, keywords, group and page', async () => {
    const { api } = await open('/settings/locations?sort%5Bby%5D=city&sort%5Border%5D=desc&keywords=oak&search_type=typeahead&page=2&per_page=25&group_id=4');
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    const calls = listCalls(api);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0] ?? [])).toMatchObject({ 'sort[by]': 'city', 'sort[order]': 'desc', keywords: 'oak', search_type: 'typeahead', page: '2', group_id: '4' });
    expect((screen.getByLabelText('Search locations') as HTMLInputElement).value).toBe('oak');
    expect(screen.getByRole('button', { name: 'Group: East' })).toBeTruthy();
  });

  it('[F2-013] a URL changed from outside (back, forward, a link) puts its query into the list without writing the URL again', async () => {
    const { api, url, router } = await open();
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    act(() => router.navigate('/settings/locations?keywords=oak&page=2&sort%5Bby%5D=city'));
    await waitFor(() => expect(listCalls(api)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(api)[1] ?? [])).toMatchObject({ keywords: 'oak', page: '2', 'sort[by]': 'city', 'sort[order]': 'asc' });
    expect((screen.getByLabelText('Search locations') as HTMLInputElement).value).toBe('oak');
    await settle();
    expect(url()).toBe('/settings/locations?keywords=oak&page=2&sort%5Bby%5D=city');
    expect(listCalls(api)).toHaveLength(2);
  });

  it('[P7-052][P7-053] a burst of keystrokes costs one typeahead request and one URL change', async () => {
    const { api, url } = await open();
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    const search = screen.getByLabelText('Search locations');
    for (const text of ['o', 'oa', 'oak']) fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(url()).toMatch(/keywords=oak/));
    await settle();
    const calls = listCalls(api);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.get('keywords')).toBe('oak');
    expect(calls[1]?.get('search_type')).toBe('typeahead');
    expect(url()).toMatch(/search_type=typeahead/);
  });

  it('[P7-056][F6-007][P6-012] the group dropdown filters the list by group_id from page 1; without group read it is not shown', async () => {
    const { api, url, view } = await open('/settings/locations?page=2');
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    fireEvent.click(screen.getByRole('button', { name: 'Group: All Groups' }));
    fireEvent.click(await screen.findByRole('option', { name: 'East' }));
    await waitFor(() => expect(url()).toMatch(/group_id=4/));
    expect(url()).toMatch(/page=1/);
    await waitFor(() => expect(listCalls(api).at(-1)?.get('group_id')).toBe('4'));
    view.unmount();

    const other = await open('/settings/locations', { permissions: { location: ['read'] } });
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    expect(screen.queryByRole('button', { name: /^Group/ })).toBeNull();
    expect(other.api.calls('GET /groups')).toHaveLength(0);
  });

  it('paging asks for the chosen page and writes it to the URL', async () => {
    const { api, url } = await open();
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Location pages' })).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(url()).toMatch(/page=2/));
    await waitFor(() => expect(listCalls(api).at(-1)?.get('page')).toBe('2'));
  });

  it('[F6-006][F2-017] Add Location goes to /settings/locations/new with location create, and is absent without it', async () => {
    const { url, view } = await open();
    fireEvent.click(await screen.findByRole('link', { name: 'Add Location' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/new'));
    view.unmount();

    await open('/settings/locations', { permissions: { location: ['read'], group: ['read'] } });
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    expect(screen.queryByRole('link', { name: 'Add Location' })).toBeNull();
  });

  it('[F2-018] with prevent_location_additions, Add Location opens the contact-support modal instead of the form', async () => {
    const { url } = await open('/settings/locations', { settings: ['prevent_location_additions'] });
    fireEvent.click(await screen.findByRole('link', { name: 'Add Location' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unable to Add/Delete Location.')).toBeTruthy();
    expect(within(dialog).getByText('Please contact support to make this change.')).toBeTruthy();
    expect(url()).toBe('/settings/locations');
  });

  it('[P7-078] Export CSV asks for a locations export with the list filters', async () => {
    const pending: Partial<Schemas['ExportFile']> = { id: 41, account_id: 3, resource: 'locations', status: 'pending', status_reason: null, file_url: null };
    const { api } = await open('/settings/locations?keywords=oak&group_id=4', {
      routes: { 'POST /export_files/{id}': { status: 201, body: pending }, 'GET /export_files/{id}': { status: 200, body: pending } },
    });
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.calls('POST /export_files/{id}', { id: '3' })).not.toHaveLength(0));
    expect(api.calls('POST /export_files/{id}', { id: '3' }).at(-1)?.body).toMatchObject({ resource: 'locations', file_type: 'csv', filters: { keywords: 'oak', group_id: 4 } });
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeTruthy();
  });

  it('[F2-021] a trial account without trial export gets the export-blocked modal; its upgrade goes to /settings/billing/edit', async () => {
    const { api, url } = await open('/settings/locations', { routes: { 'GET /accounts/{id}': accountReply(session(), { status: 'trial' }) } });
    await screen.findByRole('link', { name: 'Harbor Downtown' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(url()).toBe('/settings/billing/edit'));
    expect(api.calls('POST /export_files/{id}')).toHaveLength(0);
  });

  it('shows the empty state, and the error with Try Again', async () => {
    const first = await open('/settings/locations', { routes: { 'GET /locations': locationsPage([], 0) } });
    expect(await screen.findByText('No locations found')).toBeTruthy();
    first.view.unmount();
    const { api } = await open('/settings/locations', { routes: { 'GET /locations': { status: 500, body: { status: 500, code: 'server_error', error: 'Boom' } } } });
    expect(await screen.findByText('Error fetching locations')).toBeTruthy();
    api.on('GET /locations', locationsPage());
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Harbor Downtown' })).toBeTruthy();
  });
});
