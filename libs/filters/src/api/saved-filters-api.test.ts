import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import type { SavedFilter } from '../ports/saved-filters-api.js';
import { createSavedFiltersApi } from './saved-filters-api.js';

// The contract types a config as an open object (no named keys): an empty one stands for any.
const filter: SavedFilter = {
  id: 7, name: 'Seven', config: {}, account_id: 10, user_id: 20, preference_type: 'saved_filters', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z',
};

describe('createSavedFiltersApi', () => {
  it('sends each call to its path with its query or body, and reads the list page', async () => {
    const fake = createFakeApi({
      'GET /user_preferences': { status: 200, body: { _embedded: { user_preferences: [filter] }, _page: 2, _total_pages: 3, _total: 51, _links: {} } },
      'POST /user_preferences': { status: 201, body: filter },
      'PATCH /user_preferences/{id}': { status: 200, body: filter },
      'DELETE /user_preferences/{id}': { status: 204 },
    });
    const api = createSavedFiltersApi(fake.client);
    expect(await api.list({ account_id: 10, user_id: 20, page: 2, per_page: 25, name: 'Seven' })).toEqual({ items: [filter], page: 2, totalPages: 3, total: 51 });
    await api.create(10, 'Seven', {});
    await api.update(7, { name: 'Alpha' });
    await api.update(7, { config: {} });
    await api.remove(7);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/user_preferences',
        query: { account_id: '10', user_id: '20', page: '2', per_page: '25', name: 'Seven', preference_type: 'saved_filters', 'sort[by]': 'name', 'sort[order]': 'asc' },
      },
      { method: 'POST', path: '/user_preferences', query: { account_id: '10' }, body: { preference_type: 'saved_filters', name: 'Seven', config: {} } },
      { method: 'PATCH', path: '/user_preferences/7', query: {}, body: { name: 'Alpha' } },
      { method: 'PATCH', path: '/user_preferences/7', query: {}, body: { config: {} } },
      { method: 'DELETE', path: '/user_preferences/7', query: {} },
    ]);
  });
});
