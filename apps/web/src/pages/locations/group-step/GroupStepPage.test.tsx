import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { halPage } from '../../../testing/hal-page';
import { groupRow, openLocationArea } from '../../../testing/location-area';

const routes = {
  'GET /locations/{id}': { status: 200, body: { id: 7, account_id: 3, name: 'Harbor North', group_ids: [2] } },
  'GET /groups': halPage('groups', [groupRow(2, 'East', [7]), groupRow(3, 'Flagship', [])]),
} satisfies FakeRoutes;

// The shell loads the page lazily: load (and transform) it once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await Promise.all([import('./GroupStepPage')]);
}, 60_000);

describe('/settings/locations/new/{id}/groups', () => {
  it('[P2-042][F2-014] shows the account’s groups with the new location’s checked, saves the picks and opens the location', async () => {
    const { api, url } = await openLocationArea('/settings/locations/new/7/groups', {
      routes: { ...routes, 'PATCH /locations/{id}': { status: 200, body: { id: 7 } } },
    });
    expect(await screen.findByText(/Harbor North/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'East' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flagship' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url()).toBe('/settings/locations/7/details'));
    expect(api.calls('PATCH /locations/{id}', { id: '7' }).at(-1)?.body).toEqual({ group_ids: [2, 3] });
  });

  it('a failed save stays on the step with the server’s message and the picks', async () => {
    const { url, root } = await openLocationArea('/settings/locations/new/7/groups', {
      routes: { ...routes, 'PATCH /locations/{id}': { status: 400, body: { status: 400, code: 'bad_request', error: 'group_ids must be your groups', field: 'group_ids' } } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Flagship' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('group_ids must be your groups'));
    expect((screen.getByRole('checkbox', { name: 'Flagship' }) as HTMLInputElement).checked).toBe(true);
    expect(url()).toBe('/settings/locations/new/7/groups');
  });

  it('[F6-008][F2-015] without group permission the step is not offered: the user lands on /settings/locations', async () => {
    const { url, api } = await openLocationArea('/settings/locations/new/7/groups', {
      permissions: { location: ['create', 'read'] },
      routes: { ...routes, 'GET /locations': halPage('locations', []) },
    });
    await waitFor(() => expect(url()).toBe('/settings/locations'));
    expect(api.calls('GET /locations/{id}', { id: '7' })).toHaveLength(0);
  });
});
