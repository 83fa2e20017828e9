import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('groups', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  it('[P7-059] the list replies _embedded.groups and _total, sorted by name, with active_location_ids', async () => {
    const reply = await server.request('GET', '/groups', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listGroups', 200, reply.body);
    const names = reply.body._embedded.groups.map((g: { name: string }) => g.name);
    expect(reply.body._total).toBe(6);
    expect(names).toEqual([...names].sort());
    const first = reply.body._embedded.groups[0];
    const active = await server.db
      .selectFrom('group_locations as gl')
      .innerJoin('locations as l', 'l.id', 'gl.location_id')
      .select('l.id')
      .where('gl.group_id', '=', first.id)
      .where('l.open_status', '!=', 'inactive')
      .execute();
    expect([...first.active_location_ids].sort()).toEqual(active.map((r) => r.id).sort());
  });

  it('pages with per_page and sorts by created_at on request', async () => {
    const page = await server.request('GET', '/groups', { token: admin, query: { per_page: 4, page: 2 } });
    expect(page.body._embedded.groups).toHaveLength(2);
    expect(page.body).toMatchObject({ _page: 2, _total_pages: 2 });
    const sorted = await server.request('GET', '/groups', { token: admin, query: { 'sort[by]': 'created_at', 'sort[order]': 'desc' } });
    const dates = sorted.body._embedded.groups.map((g: { created_at: string }) => g.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses per_page over 500 and an unknown sort column with a 400 naming the field', async () => {
    const big = await server.request('GET', '/groups', { token: admin, query: { per_page: 501 } });
    expect(big.status).toBe(400);
    expect(big.body.field).toBe('per_page');
    const sort = await server.request('GET', '/groups', { token: admin, query: { 'sort[by]': 'secret' } });
    expect(sort.status).toBe(400);
    expect(sort.body.field).toBe('sort[by]');
  });

  it('[P7-052] [P7-054] typeahead search ranks exact, prefix, then substring', async () => {
    for (const name of ['Lakeshore Offices', 'Lakeshore', 'West Lakeshore']) {
      expect((await server.request('POST', '/groups', { token: admin, body: { name } })).status).toBe(201);
    }
    const reply = await server.request('GET', '/groups', { token: admin, query: { keywords: 'lakeshore', search_type: 'typeahead' } });
    expect(reply.body._embedded.groups.map((g: { name: string }) => g.name)).toEqual(['Lakeshore', 'Lakeshore Offices', 'West Lakeshore']);
  });

  it('creates with location_ids, updates the name and members, deletes', async () => {
    const locations = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').limit(3).execute();
    const ids = locations.map((l) => l.id);
    const created = await server.request('POST', '/groups', { token: admin, body: { name: 'Flagships', location_ids: ids.slice(0, 2) } });
    expect(created.status).toBe(201);
    server.expectMatchesContract('createGroup', 201, created.body);
    expect([...created.body.active_location_ids].sort()).toEqual(ids.slice(0, 2).sort());

    const updated = await server.request('PATCH', `/groups/${created.body.id}`, { token: admin, body: { name: 'Flagship Offices', location_ids: [ids[2]] } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateGroup', 200, updated.body);
    expect(updated.body).toMatchObject({ name: 'Flagship Offices', active_location_ids: [ids[2]] });

    expect((await server.request('DELETE', `/groups/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await server.request('GET', `/groups/${created.body.id}`, { token: admin })).status).toBe(404);
    // Its locations stay.
    expect((await server.request('GET', `/locations/${ids[2]}`, { token: admin })).status).toBe(200);
  });

  it('refuses a duplicate name in the account (409) and a name over 100 characters (400)', async () => {
    const existing = await server.db.selectFrom('groups').select('name').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    const duplicate = await server.request('POST', '/groups', { token: admin, body: { name: existing.name.toUpperCase() } });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createGroup', 409, duplicate.body);
    const long = await server.request('POST', '/groups', { token: admin, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('name');
  });

  it('refuses location_ids of another account (400)', async () => {
    const foreign = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/groups', { token: admin, body: { name: 'Borrowed', location_ids: [foreign.id] } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('location_ids');
  });

  it('another account\'s group is a 404 and its list a 403', async () => {
    const foreign = await server.db.selectFrom('groups').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    expect((await server.request('GET', `/groups/${foreign.id}`, { token: admin })).status).toBe(404);
    expect((await server.request('DELETE', `/groups/${foreign.id}`, { token: admin })).status).toBe(404);
    const list = await server.request('GET', '/groups', { token: admin, query: { account_id: pinecrestId } });
    expect(list.status).toBe(403);
    server.expectMatchesContract('listGroups', 403, list.body);
  });

  it('[P6-013] users rename and re-member groups but neither create nor delete them; limited and read-only users only read', async () => {
    const group = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow();
    const user = await server.login('user@harbor.test');
    expect((await server.request('PATCH', `/groups/${group.id}`, { token: user, body: { name: 'Renamed by a user' } })).status).toBe(200);
    expect((await server.request('POST', '/groups', { token: user, body: { name: 'Not mine to add' } })).status).toBe(403);
    expect((await server.request('DELETE', `/groups/${group.id}`, { token: user })).status).toBe(403);
    for (const email of ['limited@harbor.test', 'readonly@harbor.test']) {
      const token = await server.login(email);
      expect((await server.request('GET', '/groups', { token })).status).toBe(200);
      expect((await server.request('PATCH', `/groups/${group.id}`, { token, body: { name: 'Nope' } })).status).toBe(403);
    }
  });

  it('counts only members that are not permanently closed (shown as N locations)', async () => {
    const locations = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').limit(3).execute();
    const ids = locations.map((l) => l.id);
    const created = await server.request('POST', '/groups', { token: admin, body: { name: 'Count Check', location_ids: ids } });
    expect(created.body.active_location_ids).toEqual(ids);
    await server.request('PATCH', `/locations/${ids[0]}`, { token: admin, body: { open_status: 'inactive' } });
    const reply = await server.request('GET', `/groups/${created.body.id}`, { token: admin });
    expect(reply.body.active_location_ids).toEqual(ids.slice(1));
  });

  it('concurrent creates of one group name: exactly one 201, the others 409 (a unique index backs the check)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => server.request('POST', '/groups', { token: admin, body: { name: i % 2 ? 'Race Group' : 'race group' } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).where((eb) => eb(eb.fn('lower', ['name']), '=', 'race group')).execute();
    expect(rows).toHaveLength(1);
  });
});
