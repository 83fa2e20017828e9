import { isApiError } from '@locus/api-client';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { locationDetail } from '../testing/fixtures.js';
import { queryOf } from '../testing/query.js';
import { createLocationsApi } from './locations-api.js';

const detail = { status: 200 as const, body: locationDetail() };
const aborted = () => AbortSignal.abort();

describe('createLocationsApi', () => {
  it("lists a page of the account's locations; a keyword search is a typeahead search", async () => {
    const api = createFakeApi({ 'GET /locations': { status: 200, body: { _embedded: { locations: [] } } } });
    const locations = createLocationsApi(api.client, () => 3);
    await locations.listLocations({ keywords: 'oak', sortBy: 'city', sortOrder: 'desc', groupId: 2, page: 4, perPage: 25 });
    await locations.listLocations({ keywords: '', sortBy: 'name', sortOrder: 'asc', perPage: 25 });
    const [search, all] = api.calls('GET /locations');
    expect([search?.method, search?.path]).toEqual(['GET', '/locations']);
    expect(queryOf(search)).toEqual({
      account_id: '3',
      'sort[by]': 'city',
      'sort[order]': 'desc',
      keywords: 'oak',
      search_type: 'typeahead',
      group_id: '2',
      page: '4',
      per_page: '25',
    });
    expect(queryOf(all)).toEqual({ account_id: '3', 'sort[by]': 'name', 'sort[order]': 'asc', per_page: '25' });
  });

  it('reads one location, passing the abort signal', async () => {
    const api = createFakeApi({ 'GET /locations/{id}': detail });
    const locations = createLocationsApi(api.client, () => 3);
    expect(await locations.getLocation(7)).toMatchObject({ id: 7, name: 'Downtown' });
    expect(api.calls('GET /locations/{id}')[0]?.path).toBe('/locations/7');
    await expect(locations.getLocation(7, aborted())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('creates for the account, saves with PATCH and deletes', async () => {
    const api = createFakeApi({ 'POST /locations': { status: 201, body: locationDetail() }, 'PATCH /locations/{id}': detail, 'DELETE /locations/{id}': { status: 204 } });
    const locations = createLocationsApi(api.client, () => 3);
    await locations.createLocation({ name: 'Uptown' } as Parameters<typeof locations.createLocation>[0]);
    await locations.updateLocation(7, { group_ids: [2] });
    expect(await locations.deleteLocation(7)).toBeUndefined();
    const [create] = api.calls('POST /locations');
    expect([create?.query.get('account_id'), create?.body]).toEqual(['3', { name: 'Uptown' }]);
    expect(api.calls('PATCH /locations/{id}')[0]).toMatchObject({ method: 'PATCH', path: '/locations/7', body: { group_ids: [2] } });
    expect(api.calls('DELETE /locations/{id}')[0]).toMatchObject({ method: 'DELETE', path: '/locations/7' });
  });

  it("reads a location's issues in its own account", async () => {
    const api = createFakeApi({ 'GET /issues': { status: 200, body: { _embedded: { issues: [] } } } });
    await createLocationsApi(api.client, () => 3).locationIssues({ id: 7, account_id: 1 });
    expect(queryOf(api.calls('GET /issues')[0])).toEqual({ account_id: '1', location_id: '7', resource_type: 'location' });
  });

  it("reads Google's diff and accepts it with override", async () => {
    const api = createFakeApi({
      'GET /locations/{id}/diff': { status: 200, body: { location_id: 7, changed_fields: [] } },
      'POST /locations/{id}/diff': { status: 200, body: { message: 'Synced', location: locationDetail() } },
    });
    const locations = createLocationsApi(api.client, () => 3);
    expect(await locations.locationDiff(7)).toMatchObject({ changed_fields: [] });
    expect(await locations.syncLocation(7)).toMatchObject({ message: 'Synced', location: { id: 7 } });
    expect(api.calls('GET /locations/{id}/diff')[0]?.path).toBe('/locations/7/diff');
    expect(api.calls('POST /locations/{id}/diff')[0]).toMatchObject({ path: '/locations/7/diff', body: { override: true } });
  });

  it("rejects with the server's error", async () => {
    const api = createFakeApi({ 'DELETE /locations/{id}': failure(403, 'You cannot delete locations') });
    const refusal = await createLocationsApi(api.client, () => 3).deleteLocation(7).catch((error: unknown) => error);
    expect(isApiError(refusal) && [refusal.status, refusal.message]).toEqual([403, 'You cannot delete locations']);
  });
});
