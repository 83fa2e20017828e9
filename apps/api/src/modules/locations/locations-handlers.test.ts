import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf as accountIdIn } from '../../testing/test-accounts.js';
import { LOCATION_ADDRESS } from '../../testing/location-address.js';

/** The fields every create needs besides the name (F5-001). */

describe('locations', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let pinecrestId: number;

  const accountIdOf = (name: string) => accountIdIn(server.db, name);

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf('Harbor Dental Group');
    pinecrestId = await accountIdOf('Pinecrest Eats');
  });
  afterAll(() => server?.close());

  it('[P7-059] [P7-055] the list replies the HAL envelope: _embedded.locations, _total, 25 per page', async () => {
    const reply = await server.request('GET', '/locations', { token: admin, query: { account_id: harborId, nonce: 'x1' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listLocations', 200, reply.body);
    expect(reply.body._embedded.locations).toHaveLength(25);
    expect(reply.body).toMatchObject({ _total: 48, _page: 1, _total_pages: 2 });
    expect(reply.body._links.next.href).toContain('page=2');
    expect(reply.body._links.self.href).not.toContain('nonce');
  });

  it('[P7-054] sorts by name ascending by default, and pages on', async () => {
    const first = await server.request('GET', '/locations', { token: admin });
    const second = await server.request('GET', '/locations', { token: admin, query: { page: 2 } });
    const names = [...first.body._embedded.locations, ...second.body._embedded.locations].map((l: { name: string }) => l.name);
    expect(names).toHaveLength(48);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(names).size).toBe(48);
  });

  it('honours sort[by] and sort[order]', async () => {
    const reply = await server.request('GET', '/locations', { token: admin, query: { 'sort[by]': 'name', 'sort[order]': 'desc', per_page: 5 } });
    const names = reply.body._embedded.locations.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('[P7-054] ranks exact, then prefix, then substring matches when searching', async () => {
    for (const name of ['Quayside Annex', 'Quayside', 'Old Quayside']) {
      const created = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name } });
      expect(created.status).toBe(201);
    }
    const reply = await server.request('GET', '/locations', { token: admin, query: { keywords: 'quayside', search_type: 'typeahead' } });
    server.expectMatchesContract('listLocations', 200, reply.body);
    expect(reply.body._embedded.locations.map((l: { name: string }) => l.name)).toEqual(['Quayside', 'Quayside Annex', 'Old Quayside']);
    expect(reply.body._total).toBe(3);
  });

  it('keyword search also matches city and zip code, any case', async () => {
    const sample = await server.db.selectFrom('locations').select(['city', 'zipcode']).where('account_id', '=', harborId).where('city', 'is not', null).executeTakeFirstOrThrow();
    const city = String(sample.city);
    const byCity = await server.request('GET', '/locations', { token: admin, query: { keywords: city.toUpperCase() } });
    expect(byCity.body._total).toBeGreaterThan(0);
    expect(byCity.body._embedded.locations.every((l: { city: string; name: string }) => `${l.city} ${l.name}`.toLowerCase().includes(city.toLowerCase()))).toBe(true);
    const byZip = await server.request('GET', '/locations', { token: admin, query: { keywords: String(sample.zipcode) } });
    expect(byZip.body._embedded.locations.map((l: { zipcode: string }) => l.zipcode)).toContain(sample.zipcode);
  });

  it('keyword search matches public name and external id, never across two fields, and takes % literally', async () => {
    const body = { ...LOCATION_ADDRESS, name: 'Tidewater Clinic', public_name: 'Tidewater Smiles', city: 'Salem', external_id: 'EXT-90%1' };
    const created = await server.request('POST', '/locations', { token: admin, body });
    expect(created.status).toBe(201);
    server.expectMatchesContract('createLocation', 201, created.body);
    expect(created.body).not.toHaveProperty('search_text');
    const ids = async (keywords: string) =>
      (await server.request('GET', '/locations', { token: admin, query: { keywords } })).body._embedded.locations.map((l: { id: number }) => l.id);
    expect(await ids('SMILES')).toContain(created.body.id);
    expect(await ids('ext-90%1')).toEqual([created.body.id]);
    expect(await ids('ext-90%')).toEqual([created.body.id]);
    expect(await ids('EXT-901')).toEqual([]); // % is not a wildcard
    expect(await ids('clinic salem')).toEqual([]); // the end of the name and the city are separate fields
    // An edit moves the location in and out of a search at once.
    await server.request('PATCH', `/locations/${created.body.id}`, { token: admin, body: { public_name: 'Harborview' } });
    expect(await ids('smiles')).not.toContain(created.body.id);
  });

  it('[P7-056] filters by group_id', async () => {
    const group = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    const members = await server.db.selectFrom('group_locations').select('location_id').where('group_id', '=', group.id).execute();
    const reply = await server.request('GET', '/locations', { token: admin, query: { group_id: group.id, per_page: 500 } });
    expect(reply.body._total).toBe(members.length);
    expect(reply.body._embedded.locations.map((l: { id: number }) => l.id).sort()).toEqual(members.map((m) => m.location_id).sort());
    expect(reply.body._embedded.locations.every((l: { group_ids: number[] }) => l.group_ids.includes(group.id))).toBe(true);
  });

  it('[P7-058] gets one location by id, with its derived fields', async () => {
    const list = await server.request('GET', '/locations', { token: admin, query: { per_page: 1 } });
    const id = list.body._embedded.locations[0].id;
    const reply = await server.request('GET', `/locations/${id}`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocation', 200, reply.body);
    expect(reply.body.id).toBe(id);
  });

  it('another account\'s location is a 404, another account\'s list a 403', async () => {
    const other = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const get = await server.request('GET', `/locations/${other.id}`, { token: admin });
    expect(get.status).toBe(404);
    server.expectMatchesContract('getLocation', 404, get.body);
    const patch = await server.request('PATCH', `/locations/${other.id}`, { token: admin, body: { name: 'Mine now' } });
    expect(patch.status).toBe(404);
    const list = await server.request('GET', '/locations', { token: admin, query: { account_id: pinecrestId } });
    expect(list.status).toBe(403);
    server.expectMatchesContract('listLocations', 403, list.body);
  });

  it('creates with the defaults (United States, not headquarters, active) and group_ids', async () => {
    const group = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Harbor Dental – Test Harbor', city: 'Salem', group_ids: [group.id] } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createLocation', 201, reply.body);
    expect(reply.body).toMatchObject({ account_id: harborId, country: 'United States', is_headquarters: false, open_status: 'active', group_ids: [group.id] });
  });

  it('refuses a create without a name, with a 400 naming the field', async () => {
    const reply = await server.request('POST', '/locations', { token: admin, body: { city: 'Salem' } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('name');
    server.expectMatchesContract('createLocation', 400, reply.body);
  });

  it('refuses group_ids of another account with a 400', async () => {
    const foreign = await server.db.selectFrom('groups').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Sneaky', group_ids: [foreign.id] } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('group_ids');
  });

  it('updates only the fields sent', async () => {
    const created = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Patch Me', city: 'Lowell', phone: '555-0100' } });
    const reply = await server.request('PATCH', `/locations/${created.body.id}`, { token: admin, body: { city: 'Lynn', hours: null } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateLocation', 200, reply.body);
    expect(reply.body).toMatchObject({ name: 'Patch Me', city: 'Lynn', phone: '555-0100', hours: null });
  });

  it('[P6-013] a read-only user cannot create a location (403)', async () => {
    const readonly = await server.login('readonly@harbor.test');
    const reply = await server.request('POST', '/locations', { token: readonly, body: { name: 'Nope' } });
    expect(reply.status).toBe(403);
    const list = await server.request('GET', '/locations', { token: readonly });
    expect(list.status).toBe(200);
  });

  it('[P5-049] [F8-022] the last location of an account cannot be deleted; a parent reaches its children\'s rows', async () => {
    const partner = await server.login('partner@summit.test');
    const childId = await accountIdOf('Summit Family Dental');
    const list = await server.request('GET', '/locations', { token: partner, query: { account_id: childId } });
    expect(list.status).toBe(200);
    const ids: number[] = list.body._embedded.locations.map((l: { id: number }) => l.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids.slice(1)) {
      expect((await server.request('DELETE', `/locations/${id}`, { token: partner })).status).toBe(204);
    }
    const last = await server.request('DELETE', `/locations/${ids[0]}`, { token: partner });
    expect(last.status).toBe(422);
    expect(last.body.error).toBe("Can't delete the last location on the account.");
    server.expectMatchesContract('deleteLocation', 422, last.body);
    expect((await server.request('GET', `/locations/${ids[0]}`, { token: partner })).status).toBe(200);
  });
});
