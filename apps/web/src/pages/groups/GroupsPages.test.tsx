import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { halPage } from '../../testing/hal-page';
import { LOCATION_AREA_PERMISSIONS, groupRow, locationRow, openLocationArea } from '../../testing/location-area';

const east = groupRow(2, 'East', [1, 2]);
const groups = halPage('groups', [east, groupRow(3, 'Flagship', [5])]);
const locations = halPage('locations', [locationRow(1, 'Harbor Downtown'), locationRow(2, 'Harbor Uptown'), locationRow(5, 'Harbor Oak')]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 350));

// The shell loads the page lazily: load (and transform) it once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('./GroupsPage'), import('./NewGroupPage'), import('./EditGroupPage')]);
}, 60_000);

describe('/settings/groups', () => {
  it('[P3-019][P9-010] lists the groups by name, 25 a page, each with N locations and a link to its edit page', async () => {
    const { api } = await openLocationArea('/settings/groups', { routes: { 'GET /groups': groups } });
    expect(await screen.findByText('2 locations')).toBeTruthy();
    expect(screen.getByText('1 location')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'East' }).getAttribute('href')).toBe('/settings/groups/2/edit');
    expect(Object.fromEntries(api.calls('GET /groups')[0]?.query ?? [])).toMatchObject({ 'sort[by]': 'name', 'sort[order]': 'asc', per_page: '25' });
    expect(screen.getByRole('link', { name: 'Add Group' }).getAttribute('href')).toBe('/settings/groups/new');
  });

  it('[P8-027] a failed groups fetch says so', async () => {
    await openLocationArea('/settings/groups', { routes: { 'GET /groups': { status: 500, body: { status: 500, code: 'x', error: 'down' } } } });
    expect(await screen.findByText('Error fetching groups')).toBeTruthy();
  });

  it('with group read only: the groups, but no Add Group and no edit links', async () => {
    await openLocationArea('/settings/groups', { permissions: { group: ['read'] }, routes: { 'GET /groups': groups } });
    await screen.findByText('2 locations');
    expect(screen.queryByRole('link', { name: 'Add Group' })).toBeNull();
    expect(screen.getByText('East')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'East' })).toBeNull();
  });
});

describe('/settings/groups/new', () => {
  it('[P2-043][P7-052][P7-053] creates a group named and with members found by search (one request per burst)', async () => {
    const { api, url, root } = await openLocationArea('/settings/groups/new', {
      routes: { 'GET /locations': locations, 'POST /groups': { status: 201, body: groupRow(9, 'West', [5]) }, 'GET /groups': groups },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Harbor Oak' }));
    expect(await screen.findByText('1 location')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Group Name/), { target: { value: 'West' } });
    const search = screen.getByLabelText('Search locations');
    for (const text of ['o', 'oa', 'oak']) fireEvent.change(search, { target: { value: text } });
    await settle();
    const searches = api.calls('GET /locations').map((call) => call.query);
    expect(searches).toHaveLength(2);
    expect(searches[1]?.get('keywords')).toBe('oak');
    expect(searches[1]?.get('search_type')).toBe('typeahead');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/settings/groups'));
    expect(api.calls('POST /groups').at(-1)?.body).toEqual({ name: 'West', location_ids: [5] });
    expect(root.toasts.current()?.text).toBe('Group created successfully.');
  });

  it('a name in use (409) shows on the name field and keeps the name and members typed', async () => {
    const { url } = await openLocationArea('/settings/groups/new', {
      routes: {
        'GET /locations': locations,
        'POST /groups': { status: 409, body: { status: 409, code: 'conflict', error: 'A group with that name already exists', field: 'name' } },
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Harbor Oak' }));
    fireEvent.change(screen.getByLabelText(/Group Name/), { target: { value: 'East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A group with that name already exists')).toBeTruthy();
    expect((screen.getByLabelText(/Group Name/) as HTMLInputElement).value).toBe('East');
    expect(screen.getByRole('checkbox', { name: 'Harbor Oak' }).getAttribute('aria-checked')).toBe('true');
    expect(url()).toBe('/settings/groups/new');
  });

  it('an empty name is refused on the field without a call', async () => {
    const { api } = await openLocationArea('/settings/groups/new', { routes: { 'GET /locations': locations } });
    await screen.findByRole('checkbox', { name: 'Harbor Oak' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    expect(api.calls('POST /groups')).toHaveLength(0);
  });
});

describe('group edit', () => {
  it('[P7-058][P3-019] fetches the group by id, saves a new name and members with PATCH', async () => {
    const { api, url } = await openLocationArea('/settings/groups/2/edit', {
      routes: { 'GET /groups/{id}': { status: 200, body: east }, 'GET /locations': locations, 'PATCH /groups/{id}': { status: 200, body: east }, 'GET /groups': groups },
    });
    expect(await screen.findByDisplayValue('East')).toBeTruthy();
    expect(screen.getByText('2 locations')).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Harbor Uptown' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Harbor Oak' }));
    fireEvent.change(screen.getByLabelText(/Group Name/), { target: { value: 'East Side' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/settings/groups'));
    expect(api.calls('PATCH /groups/{id}', { id: '2' }).at(-1)?.body).toEqual({ name: 'East Side', location_ids: [1, 5] });
  });

  it('deletes the group only after the confirmation; without group delete there is no Delete', async () => {
    const routes = { 'GET /groups/{id}': { status: 200, body: east }, 'GET /locations': locations, 'DELETE /groups/{id}': { status: 204 }, 'GET /groups': groups } satisfies FakeRoutes;
    const first = await openLocationArea('/settings/groups/2/edit', { routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(first.api.calls('DELETE /groups/{id}', { id: '2' })).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(first.url()).toBe('/settings/groups'));
    expect(first.api.calls('DELETE /groups/{id}', { id: '2' })).not.toHaveLength(0);
    first.view.unmount();

    await openLocationArea('/settings/groups/2/edit', { permissions: { ...LOCATION_AREA_PERMISSIONS, group: ['read', 'update'] }, routes });
    await screen.findByDisplayValue('East');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
