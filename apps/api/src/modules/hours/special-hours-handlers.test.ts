import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/constants.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

const day = (offset: number) => new Date(SEED_NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('special hours', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let pinecrestId: number;
  let locationIds: number[];

  beforeAll(async () => {
    server = await startTestServer({ now: () => SEED_NOW });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    locationIds = (await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').execute()).map((r) => r.id);
  });
  afterAll(() => server?.close());

  it('[F7-032] lists a location\'s entries from a date, by start_date ascending, 250 a page', async () => {
    const reply = await server.request('GET', '/special_hours', {
      token: admin, query: { account_id: harborId, location_id: locationIds[1], start_date: day(10), 'sort[by]': 'start_date', 'sort[order]': 'asc', nonce: 'n' },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listSpecialHours', 200, reply.body);
    const dates = reply.body._embedded.special_hours.map((s: { start_date: string }) => s.start_date);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d: string) => d >= day(10))).toBe(true);
    expect(reply.body._links.self.href).toContain('location_id');
    const all = await server.request('GET', '/special_hours', { token: admin });
    expect(all.body._embedded.special_hours.length).toBe(Math.min(all.body._total, 250));
  });

  it('[F7-033] creates one entry; [F5-026] the same date again is a 409 with the spec\'s text', async () => {
    const body = { account_id: harborId, location_id: locationIds[5], start_date: day(60), closed: false, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '13:00' }] };
    const reply = await server.request('POST', '/special_hours', { token: admin, body });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createSpecialHours', 201, reply.body);
    expect(reply.body).toMatchObject({ location_id: locationIds[5], start_date: day(60), hours: [{ open_time: '09:00', close_time: '13:00' }] });
    const again = await server.request('POST', '/special_hours', { token: admin, body: { ...body, closed: true } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have special hours set for this date.');
    server.expectMatchesContract('createSpecialHours', 409, again.body);
  });

  it('[F5-025] [F5-027] refuses a date beyond 10 years and an open day without hours, naming the field', async () => {
    const far = await server.request('POST', '/special_hours', { token: admin, body: { location_id: locationIds[5], start_date: day(3700), closed: true } });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ error: 'Date cannot be more than 10 years in advance.', field: 'start_date' });
    server.expectMatchesContract('createSpecialHours', 400, far.body);
    const open = await server.request('POST', '/special_hours', { token: admin, body: { location_id: locationIds[5], start_date: day(61) } });
    expect(open.body).toMatchObject({ error: 'You must have an opening and closing time if location is open.', field: 'hours' });
    const badTime = await server.request('POST', '/special_hours', { token: admin, body: { location_id: locationIds[5], start_date: day(61), hours: [{ open_time: '9am', close_time: '13:00' }] } });
    expect(badTime.status).toBe(400);
  });

  it('[F7-034] the bulk variant creates the entry for every location_ids, or none when one clashes', async () => {
    const targets = locationIds.slice(10, 13);
    const reply = await server.request('POST', '/special_hours', { token: admin, body: { account_id: harborId, location_ids: targets, start_date: day(80), closed: true } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createSpecialHours', 201, reply.body);
    expect(reply.body.special_hours.map((s: { location_id: number }) => s.location_id)).toEqual(targets);
    const clash = await server.request('POST', '/special_hours', { token: admin, body: { location_ids: [locationIds[14], targets[0]], start_date: day(80), closed: true } });
    expect(clash.status).toBe(409);
    const none = await server.db.selectFrom('special_hours').select('id').where('location_id', '=', locationIds[14] as number).where('start_date', '=', day(80)).execute();
    expect(none).toEqual([]);
  });

  it('[F7-034] the bulk variant (true bulk on the dashboard) refuses another account\'s location and a user without location update, creating nothing', async () => {
    const theirs = (await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow()).id;
    const mine = locationIds[20] as number;
    const foreign = await server.request('POST', '/special_hours', { token: admin, body: { account_id: harborId, location_ids: [mine, theirs], start_date: day(85), closed: true } });
    expect(foreign.status).toBe(404);
    const readonly = await server.login('readonly@harbor.test');
    const refused = await server.request('POST', '/special_hours', { token: readonly, body: { account_id: harborId, location_ids: [mine], start_date: day(85), closed: true } });
    expect(refused.status).toBe(403);
    const made = await server.db.selectFrom('special_hours').select('id').where('location_id', 'in', [mine, theirs]).where('start_date', '=', day(85)).execute();
    expect(made).toEqual([]);
  });

  it('[F7-035] [F7-036] patches with account_id and deletes', async () => {
    const created = await server.request('POST', '/special_hours', { token: admin, body: { location_id: locationIds[6], start_date: day(90), closed: true } });
    const patch = await server.request('PATCH', `/special_hours/${created.body.id}`, {
      token: admin, body: { account_id: harborId, closed: false, is_24_hours: false, hours: [{ open_time: '08:00', close_time: '12:00' }], start_date: day(91) },
    });
    expect(patch.status).toBe(200);
    server.expectMatchesContract('updateSpecialHours', 200, patch.body);
    expect(patch.body).toMatchObject({ start_date: day(91), closed: false, hours: [{ open_time: '08:00', close_time: '12:00' }] });
    const wrongAccount = await server.request('DELETE', `/special_hours/${created.body.id}`, { token: admin, query: { account_id: pinecrestId } });
    expect(wrongAccount.status).toBe(404);
    expect((await server.request('DELETE', `/special_hours/${created.body.id}`, { token: admin, query: { account_id: harborId } })).status).toBe(204);
    expect((await server.request('DELETE', `/special_hours/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it('keeps accounts apart and needs location update to write', async () => {
    const foreign = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const create = await server.request('POST', '/special_hours', { token: admin, body: { location_id: foreign.id, start_date: day(30), closed: true } });
    expect(create.status).toBe(404);
    const otherAccount = await server.request('POST', '/special_hours', { token: admin, body: { account_id: pinecrestId, location_id: foreign.id, start_date: day(30), closed: true } });
    expect(otherAccount.status).toBe(403);
    const list = await server.request('GET', '/special_hours', { token: admin, query: { account_id: pinecrestId } });
    expect(list.status).toBe(403);
    const foreignEntry = await server.db.selectFrom('special_hours').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    expect((await server.request('PATCH', `/special_hours/${foreignEntry.id}`, { token: admin, body: { closed: true } })).status).toBe(404);
    const readonly = await server.login('readonly@harbor.test');
    expect((await server.request('GET', '/special_hours', { token: readonly })).status).toBe(200);
    const refused = await server.request('POST', '/special_hours', { token: readonly, body: { location_id: locationIds[0], start_date: day(30), closed: true } });
    expect(refused.status).toBe(403);
    server.expectMatchesContract('createSpecialHours', 403, refused.body);
  });
});
