import { createFakeApi } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createLocationAreaApi } from './location-area-api.js';

describe('createLocationAreaApi', () => {
  it('answers every port over one client, reading the account at each call', async () => {
    const api = createFakeApi({
      'GET /groups': { status: 200, body: { _embedded: { groups: [] } } },
      'GET /locations': { status: 200, body: { _embedded: { locations: [] } } },
      'GET /countries': { status: 200, body: { _embedded: { countries: [] } } },
    });
    let account: number | null = 3;
    const area = createLocationAreaApi(api.client, () => account);
    await area.listGroups({ perPage: 25 });
    account = null;
    await area.listLocations({ keywords: '', sortBy: 'name', sortOrder: 'asc', perPage: 25 });
    await area.listCountries();
    expect(api.requests.map((request) => [request.path, request.query.get('account_id')])).toEqual([
      ['/groups', '3'],
      ['/locations', null],
      ['/countries', null],
    ]);
  });
});
