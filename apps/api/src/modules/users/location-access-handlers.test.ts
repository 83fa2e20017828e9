import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SOURCES } from '../../jobs/export-sources.js';
import { alertRecipients } from '../reviews/review-alert-delivery.js';
import { allowedLocationsOfUser } from '../../http/location-scope.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

describe('location access per user: GET/PUT /users/{id}/location_access', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let limitedId: number;
  let userId: number;
  let managerId: number;
  let adminId: number;
  let locations: number[];
  let groups: number[];
  let otherLocation: number;
  let otherGroup: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    limitedId = await userIdOf(server.db, 'limited@harbor.test');
    userId = await userIdOf(server.db, 'user@harbor.test');
    managerId = await userIdOf(server.db, 'manager@harbor.test');
    adminId = await userIdOf(server.db, 'admin@harbor.test');
    locations = (await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').execute()).map((l) => l.id);
    groups = (await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).orderBy('id').execute()).map((g) => g.id);
    const pinecrest = await accountIdOf(server.db, 'Pinecrest Eats');
    otherLocation = (await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrest).executeTakeFirstOrThrow()).id;
    otherGroup = (await server.db.selectFrom('groups').select('id').where('account_id', '=', pinecrest).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const get = (token: string, id: number) => server.request('GET', `/users/${id}/location_access`, { token });
  const put = (token: string, id: number, body: unknown) => server.request('PUT', `/users/${id}/location_access`, { token, body });
  const locationIdsSeenBy = async (token: string) =>
    (await server.request('GET', '/locations', { token, query: { per_page: 100 } })).body._embedded.locations.map((l: { id: number }) => l.id);

  it('reads an unlimited user as both lists empty', async () => {
    const reply = await get(admin, managerId);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocationAccess', 200, reply.body);
    expect(reply.body).toEqual({ user_id: managerId, account_id: harborId, limited: false, location_ids: [], group_ids: [] });
  });

  it('an admin limits a user to locations and groups; the user reads their own assignment', async () => {
    const reply = await put(admin, userId, { location_ids: [locations[0]], group_ids: [groups[0]] });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateLocationAccess', 200, reply.body);
    expect(reply.body).toMatchObject({ limited: true, location_ids: [locations[0]], group_ids: [groups[0]] });
    const user = await server.login('user@harbor.test');
    expect((await get(user, userId)).body).toMatchObject({ limited: true, location_ids: [locations[0]], group_ids: [groups[0]] });
    // Another user's assignment is an admin's to read.
    expect((await get(user, managerId)).status).toBe(403);
  });

  it('refuses non-admins (403), another account\'s user (404), another account\'s ids (422 naming the field)', async () => {
    const manager = await server.login('manager@harbor.test');
    expect((await put(manager, limitedId, { location_ids: [locations[0]], group_ids: [] })).status).toBe(403);
    const pinecrestUser = await userIdOf(server.db, 'trial@pinecrest.test');
    expect((await put(admin, pinecrestUser, { location_ids: [], group_ids: [] })).status).toBe(404);
    expect((await get(admin, pinecrestUser)).status).toBe(404);
    const badLocation = await put(admin, limitedId, { location_ids: [otherLocation], group_ids: [] });
    expect(badLocation.status).toBe(422);
    expect(badLocation.body.field).toBe('location_ids');
    const badGroup = await put(admin, limitedId, { location_ids: [], group_ids: [otherGroup] });
    expect(badGroup.status).toBe(422);
    expect(badGroup.body.field).toBe('group_ids');
    // Nothing was saved by the refused calls.
    expect((await get(admin, limitedId)).body.limited).toBe(false);
  });

  it('the owner and admins cannot be limited (422); an unknown field is a 400', async () => {
    const reply = await put(admin, adminId, { location_ids: [locations[0]], group_ids: [] });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/owner and admins/);
    expect((await put(admin, adminId, { location_ids: [], group_ids: [] })).status).toBe(200);
    const unknown = await put(admin, limitedId, { location_ids: [], group_ids: [], everything: true });
    expect(unknown.status).toBe(400);
  });

  it('a location added to an assigned group later is seen at once; empty lists lift the limit', async () => {
    const group = groups[groups.length - 1] as number;
    expect((await put(admin, limitedId, { location_ids: [], group_ids: [group] })).status).toBe(200);
    const limited = await server.login('limited@harbor.test');
    const before: number[] = await locationIdsSeenBy(limited);
    const members = (await server.db.selectFrom('group_locations').select('location_id').where('group_id', '=', group).execute()).map((m) => m.location_id);
    expect([...before].sort((a, b) => a - b)).toEqual([...members].sort((a, b) => a - b));
    const newcomer = locations.find((id) => !members.includes(id)) as number;
    const groupReply = await server.request('GET', `/groups/${group}`, { token: admin });
    const moved = await server.request('PATCH', `/groups/${group}`, {
      token: admin, body: { name: groupReply.body.name, location_ids: [...members, newcomer] },
    });
    expect(moved.status).toBe(200);
    expect(await locationIdsSeenBy(limited)).toContain(newcomer);
    expect((await server.request('GET', `/locations/${newcomer}`, { token: limited })).status).toBe(200);
    expect((await put(admin, limitedId, { location_ids: [], group_ids: [] })).status).toBe(200);
    expect((await locationIdsSeenBy(limited)).length).toBe(locations.length);
  });

  it('an export holds only its creator\'s locations, read when it runs', async () => {
    const only = locations[1] as number;
    expect((await put(admin, limitedId, { location_ids: [only], group_ids: [] })).status).toBe(200);
    const allowed = await allowedLocationsOfUser(server.db, limitedId);
    expect(allowed).toEqual([only]);
    expect(await allowedLocationsOfUser(server.db, adminId)).toBeNull();
    const rows: unknown[][] = [];
    for await (const batch of EXPORT_SOURCES['locations']?.batches(server.db, {}, harborId, new Date(), allowed) ?? []) rows.push(...batch);
    expect(rows.map((r) => r[0])).toEqual([only]);
    const reviewRows: unknown[][] = [];
    for await (const batch of EXPORT_SOURCES['reviews']?.batches(server.db, {}, harborId, new Date(), allowed) ?? []) reviewRows.push(...batch);
    const expected = await server.db.selectFrom('reviews').select('id').where('location_id', '=', only).execute();
    expect(reviewRows.length).toBe(expected.length);
    expect(new Set(reviewRows.map((r) => r[0]))).toEqual(new Set(expected.map((r) => r.id)));
  });

  it('a limited user cannot act on a location outside the assignment (404)', async () => {
    const only = locations[1] as number;
    const outside = locations[2] as number;
    expect((await put(admin, userId, { location_ids: [only], group_ids: [] })).status).toBe(200);
    const user = await server.login('user@harbor.test');
    expect((await server.request('PATCH', `/locations/${outside}`, { token: user, body: { name: 'Renamed' } })).status).toBe(404);
    const review = await server.db.selectFrom('reviews').select('id').where('location_id', '=', outside).executeTakeFirstOrThrow();
    expect((await server.request('POST', `/reviews/${review.id}/responses`, { token: user, body: { content: 'Thank you!' } })).status).toBe(404);
    expect((await server.request('PATCH', `/reviews/${review.id}`, { token: user, body: { status: 'resolved' } })).status).toBe(404);
    const hours = await server.request('POST', '/special_hours', {
      token: user, body: { location_id: outside, start_date: '2030-12-25', closed: true },
    });
    expect(hours.status).toBe(404);
  });

  it('a limited user re-membering a group keeps the members hidden from them, and cannot add hidden ones', async () => {
    const members = await server.db.selectFrom('group_locations').select(['group_id', 'location_id']).where('account_id', '=', harborId).execute();
    const group = groups.find((g) => members.filter((m) => m.group_id === g).length >= 2) as number;
    const [seen, hidden] = members.filter((m) => m.group_id === group).map((m) => m.location_id) as [number, number];
    const outsider = locations.find((id) => id !== seen && id !== hidden) as number;
    expect((await put(admin, userId, { location_ids: [seen, outsider], group_ids: [] })).status).toBe(200);
    const user = await server.login('user@harbor.test');
    const visible = await server.request('GET', `/groups/${group}`, { token: user });
    expect(visible.body.active_location_ids).not.toContain(hidden);
    const reply = await server.request('PATCH', `/groups/${group}`, { token: user, body: { location_ids: [seen, outsider] } });
    expect(reply.status).toBe(200);
    const after = (await server.db.selectFrom('group_locations').select('location_id').where('group_id', '=', group).execute()).map((m) => m.location_id);
    // What the user sent, plus every member they could not see.
    const before = members.filter((m) => m.group_id === group).map((m) => m.location_id);
    const expected = new Set([seen, outsider, ...before.filter((id) => id !== seen && id !== outsider)]);
    expect(after.sort((x, y) => x - y)).toEqual([...expected].sort((x, y) => x - y));
    expect(after).toContain(hidden);
    const refused = await server.request('PATCH', `/groups/${group}`, { token: user, body: { location_ids: [seen, hidden] } });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('location_ids');
  });

  it('a limited user is e-mailed new-review alerts only for the assigned locations', async () => {
    const only = locations[1] as number;
    const outside = locations[2] as number;
    expect((await put(admin, userId, { location_ids: [only], group_ids: [] })).status).toBe(200);
    const alerts = await server.request('PUT', `/users/${userId}/review_alert`, { token: admin, body: { enabled: true, ratings: 'all', group_ids: [] } });
    expect(alerts.status).toBe(200);
    const recipientsAt = async (locationId: number) =>
      (await alertRecipients(server.db, { account_id: harborId, location_id: locationId, rating: 5 })).map((r) => r.user_id);
    expect(await recipientsAt(only)).toContain(userId);
    expect(await recipientsAt(outside)).not.toContain(userId);
  });
});
