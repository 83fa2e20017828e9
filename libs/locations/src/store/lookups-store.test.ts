import { createFakeApi } from '@locus/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategorySearch, CountryStateLookups } from './lookups-store.js';
import { areaApiOf } from '../testing/area-api.js';

describe('lookups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches countries and states once (500) and filters them by prefix without more requests', async () => {
    const api = createFakeApi({
      'GET /countries': { status: 200, body: { _embedded: { countries: [{ id: 1, name: 'United States' }, { id: 2, name: 'Uganda' }, { id: 3, name: 'Canada' }] }, _total: 3, _total_pages: 1 } },
      'GET /states': { status: 200, body: { _embedded: { states: [{ id: 10, name: 'Nevada' }, { id: 11, name: 'New York' }] }, _total: 2, _total_pages: 1 } },
    });
    const lookups = new CountryStateLookups(areaApiOf(api), 1);
    await vi.advanceTimersByTimeAsync(0);
    lookups.setCountryText('u');
    expect(lookups.countryOptions.map((option) => option.name)).toEqual(['United States', 'Uganda']);
    lookups.setStateText('NEW');
    expect(lookups.stateOptions.map((option) => option.name)).toEqual(['New York']);
    expect(api.requests.map((request) => [request.path, request.query.get('per_page')])).toEqual([
      ['/countries', '500'],
      ['/states', '500'],
    ]);
    lookups.dispose();
  });

  it('searches categories 25 a page, once per burst, 500 ms after the last key', async () => {
    const api = createFakeApi({ 'GET /categories': { status: 200, body: { _embedded: { categories: [{ id: 3, name: 'Dentist' }] }, _total: 1, _total_pages: 1 } } });
    const search = new CategorySearch(areaApiOf(api));
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ['d', 'de', 'den']) {
      search.setTyped(text);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.requests).toHaveLength(2);
    expect(Object.fromEntries(api.requests[1]?.query ?? [])).toMatchObject({ keywords: 'den', per_page: '25', search_type: 'typeahead' });
    expect(search.options).toEqual([{ id: 3, name: 'Dentist' }]);
    search.dispose();
  });
});
