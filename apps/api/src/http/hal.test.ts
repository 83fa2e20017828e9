import { describe, expect, it } from 'vitest';
import { halList } from './hal.js';

describe('halList', () => {
  it('[P7-059] embeds the rows under the plural name with _total, _page and _total_pages', () => {
    const body = halList('locations', [{ id: 1 }], 48, { page: 1, perPage: 25, offset: 0 }, '/api/locations');
    expect(body._embedded.locations).toEqual([{ id: 1 }]);
    expect(body).toMatchObject({ _total: 48, _page: 1, _total_pages: 2 });
  });

  it('links keep the query, drop the nonce and replace the page', () => {
    const body = halList('groups', [], 60, { page: 2, perPage: 25, offset: 25 }, '/api/groups?keywords=den&nonce=123&page=2&sort[by]=name');
    expect(body._links.self.href).toBe('/api/groups?keywords=den&sort[by]=name&page=2');
    expect(body._links.prev?.href).toBe('/api/groups?keywords=den&sort[by]=name&page=1');
    expect(body._links.next?.href).toBe('/api/groups?keywords=den&sort[by]=name&page=3');
    expect(body._links.first.href).toContain('page=1');
    expect(body._links.last.href).toContain('page=3');
  });

  it('has no next link on the last page and no prev link on the first', () => {
    const body = halList('tags', [], 3, { page: 1, perPage: 25, offset: 0 }, '/api/tags');
    expect(body._links.next).toBeUndefined();
    expect(body._links.prev).toBeUndefined();
    expect(body._total_pages).toBe(1);
  });
});
