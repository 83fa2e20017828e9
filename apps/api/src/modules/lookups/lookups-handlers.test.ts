import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('lookups', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('user@harbor.test');
  });
  afterAll(() => server?.close());

  it('[P7-059] sources list from _embedded.sources, sorted by name, searchable; one by id', async () => {
    const reply = await server.request('GET', '/sources', { token, query: { per_page: 100 } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listSources', 200, reply.body);
    const names = reply.body._embedded.sources.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const search = await server.request('GET', '/sources', { token, query: { keywords: 'goo', search_type: 'typeahead' } });
    expect(search.body._embedded.sources[0].code).toBe('google');
    const one = await server.request('GET', `/sources/${search.body._embedded.sources[0].id}`, { token });
    server.expectMatchesContract('getSource', 200, one.body);
    expect((await server.request('GET', '/sources/999999', { token })).status).toBe(404);
  });

  it('[P7-043] [P5-037] countries come up to 500 a page with a prefix typeahead on the name', async () => {
    const all = await server.request('GET', '/countries', { token, query: { per_page: 500 } });
    expect(all.status).toBe(200);
    server.expectMatchesContract('listCountries', 200, all.body);
    expect(all.body._embedded.countries.length).toBe(all.body._total);
    const prefix = await server.request('GET', '/countries', { token, query: { per_page: 500, keywords: 'united', search_type: 'typeahead' } });
    const names: string[] = prefix.body._embedded.countries.map((c: { name: string }) => c.name);
    expect(names).toContain('United States');
    expect(names.every((n) => n.toLowerCase().startsWith('united'))).toBe(true);
    const us = prefix.body._embedded.countries.find((c: { name: string }) => c.name === 'United States');
    const one = await server.request('GET', `/countries/${us.id}`, { token });
    server.expectMatchesContract('getCountry', 200, one.body);
  });

  it('[P7-043] [P5-038] states of a country, with keywords', async () => {
    const us = await server.db.selectFrom('countries').select('id').where('name', '=', 'United States').executeTakeFirstOrThrow();
    const reply = await server.request('GET', '/states', { token, query: { country_id: us.id, per_page: 500 } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listStates', 200, reply.body);
    expect(reply.body._total).toBeGreaterThanOrEqual(50);
    expect(reply.body._embedded.states.every((s: { country_id: number }) => s.country_id === us.id)).toBe(true);
    const search = await server.request('GET', '/states', { token, query: { country_id: us.id, keywords: 'new', search_type: 'typeahead' } });
    const names: string[] = search.body._embedded.states.map((s: { name: string }) => s.name);
    expect(names).toContain('New York');
    expect(names.every((n) => n.startsWith('New'))).toBe(true);
  });

  it('categories: keyword search, and by google_place_id the category of that place\'s location', async () => {
    const search = await server.request('GET', '/categories', { token, query: { keywords: 'dent' } });
    expect(search.status).toBe(200);
    server.expectMatchesContract('listCategories', 200, search.body);
    expect(search.body._total).toBeGreaterThan(0);
    const location = await server.db
      .selectFrom('locations as l')
      .innerJoin('accounts as a', 'a.id', 'l.account_id')
      .select(['l.google_place_id', 'l.category_id'])
      .where('a.name', '=', 'Harbor Dental Group')
      .where('l.google_place_id', 'is not', null)
      .where('l.category_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const byPlace = await server.request('GET', '/categories', { token, query: { google_place_id: String(location.google_place_id) } });
    expect(byPlace.body._embedded.categories.map((c: { id: number }) => c.id)).toEqual([location.category_id]);
    const unknown = await server.request('GET', '/categories', { token, query: { google_place_id: 'ChIJ-unknown' } });
    expect(unknown.body).toMatchObject({ _total: 0, _embedded: { categories: [] } });
    const one = await server.request('GET', `/categories/${location.category_id}`, { token });
    server.expectMatchesContract('getCategory', 200, one.body);
  });

  it('a lookup list asked with another account\'s account_id is a 403, like every tenant list; the caller\'s own passes', async () => {
    const admin = await server.login('admin@harbor.test');
    const harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const northwindId = await accountIdOf(server.db, 'Northwind Reviews');
    for (const path of ['/sources', '/countries', '/states', '/categories']) {
      const foreign = await server.request('GET', path, { token: admin, query: { account_id: northwindId } });
      expect(foreign.status, path).toBe(403);
      expect((await server.request('GET', path, { token: admin, query: { account_id: harborId } })).status, path).toBe(200);
    }
  });
});
