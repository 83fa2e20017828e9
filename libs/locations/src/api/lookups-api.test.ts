import { createFakeApi } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { queryOf } from '../testing/query.js';
import { createLookupsApi } from './lookups-api.js';

const page = <K extends string>(name: K) => ({ status: 200 as const, body: { _embedded: { [name]: [] } as Record<K, never[]> } });

describe('createLookupsApi', () => {
  it('lists every country, and every state of a country, 500 at once', async () => {
    const api = createFakeApi({ 'GET /countries': page('countries'), 'GET /states': page('states') });
    const lookups = createLookupsApi(api.client);
    await lookups.listCountries();
    await lookups.listStates(1);
    expect(queryOf(api.calls('GET /countries')[0])).toEqual({ per_page: '500' });
    expect(queryOf(api.calls('GET /states')[0])).toEqual({ country_id: '1', per_page: '500' });
    await expect(lookups.listCountries(AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('searches categories by name, 25 on the first page', async () => {
    const api = createFakeApi({ 'GET /categories': page('categories') });
    await createLookupsApi(api.client).searchCategories('den');
    expect(queryOf(api.calls('GET /categories')[0])).toEqual({
      search_type: 'typeahead',
      keywords: 'den',
      'sort[by]': 'name',
      'sort[order]': 'asc',
      page: '1',
      per_page: '25',
    });
  });

  it("finds a Place ID's category, or none", async () => {
    const api = createFakeApi({ 'GET /categories': { status: 200, body: { _embedded: { categories: [{ id: 5, name: 'Dentist' }] } } } });
    const lookups = createLookupsApi(api.client);
    expect(await lookups.findPlaceCategory('ChIJ-1')).toMatchObject({ id: 5, name: 'Dentist' });
    expect(queryOf(api.calls('GET /categories')[0])).toEqual({ google_place_id: 'ChIJ-1', per_page: '1' });
    api.on('GET /categories', page('categories'));
    expect(await lookups.findPlaceCategory('ChIJ-2')).toBeNull();
  });
});
