import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { testGroup } from '../testing/fixtures.js';
import { queryOf } from '../testing/query.js';
import { createGroupsApi } from './groups-api.js';

describe('createGroupsApi', () => {
  it("lists the account's groups by name: a page, or the first ones", async () => {
    const api = createFakeApi({ 'GET /groups': { status: 200, body: { _embedded: { groups: [] } } } });
    const groups = createGroupsApi(api.client, () => 3);
    await groups.listGroups({ page: 2, perPage: 25 });
    await groups.listGroups({ perPage: 500 });
    const [paged, first] = api.calls('GET /groups').map(queryOf);
    expect(paged).toEqual({ account_id: '3', 'sort[by]': 'name', 'sort[order]': 'asc', page: '2', per_page: '25' });
    expect(first).toEqual({ account_id: '3', 'sort[by]': 'name', 'sort[order]': 'asc', per_page: '500' });
  });

  it('reads a group, passing the abort signal', async () => {
    const api = createFakeApi({ 'GET /groups/{id}': { status: 200, body: testGroup } });
    const groups = createGroupsApi(api.client, () => 3);
    expect(await groups.getGroup(2)).toMatchObject({ name: 'East' });
    expect(api.calls('GET /groups/{id}')[0]?.path).toBe('/groups/2');
    await expect(groups.getGroup(2, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('creates for the account, updates and deletes', async () => {
    const api = createFakeApi({
      'POST /groups': { status: 201, body: testGroup },
      'PATCH /groups/{id}': { status: 200, body: testGroup },
      'DELETE /groups/{id}': { status: 204 },
    });
    const groups = createGroupsApi(api.client, () => 3);
    await groups.createGroup({ name: 'West', location_ids: [5] });
    await groups.updateGroup(2, { name: 'East', location_ids: [1] });
    expect(await groups.deleteGroup(2)).toBeUndefined();
    expect(api.calls('POST /groups')[0]).toMatchObject({ method: 'POST', path: '/groups', body: { name: 'West', location_ids: [5] } });
    expect(api.calls('POST /groups')[0]?.query.get('account_id')).toBe('3');
    expect(api.calls('PATCH /groups/{id}')[0]).toMatchObject({ method: 'PATCH', path: '/groups/2', body: { name: 'East', location_ids: [1] } });
    expect(api.calls('DELETE /groups/{id}')[0]).toMatchObject({ method: 'DELETE', path: '/groups/2' });
  });

  it("rejects with the server's error", async () => {
    const api = createFakeApi({ 'POST /groups': failure(409, 'Name taken') });
    await expect(createGroupsApi(api.client, () => 3).createGroup({ name: 'East', location_ids: [] })).rejects.toThrow('Name taken');
  });
});
