import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/constants.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { LOCATION_ADDRESS } from '../../testing/location-address.js';

const day = (offset: number) => new Date(SEED_NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('location save: the form rules, the detail reply and special hours saved atomically', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => SEED_NOW });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const createLocation = async (extra: Record<string, unknown> = {}) => {
    const reply = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: `Save Test ${Math.random()}`, ...extra } });
    expect(reply.status).toBe(201);
    return reply.body as { id: number; [key: string]: unknown };
  };
  const specialDates = async (locationId: number) =>
    (await server.db.selectFrom('special_hours').select('start_date').where('location_id', '=', locationId).execute())
      .map((r) => (r.start_date instanceof Date ? r.start_date.toISOString() : String(r.start_date)).slice(0, 10)).sort();

  it('[F5-001] a create needs every required field, named by its label', async () => {
    const cases: [string, string][] = [['public_name', 'Public Name is required'], ['address', 'Address is required'],
      ['city', 'City is required'], ['state', 'State is required'], ['zipcode', 'Zip Code is required']];
    for (const [field, message] of cases) {
      const body: Record<string, unknown> = { ...LOCATION_ADDRESS, name: 'Missing one' };
      delete body[field];
      const reply = await server.request('POST', '/locations', { token: admin, body });
      expect(reply.status, field).toBe(400);
      expect(reply.body).toMatchObject({ field, error: message });
      server.expectMatchesContract('createLocation', 400, reply.body);
    }
  });

  it('[F5-003] [F5-004] [F5-005] an update may not empty a required field; phone and external id may be emptied [F5-002]', async () => {
    const location = await createLocation({ phone: '(617) 555-0100', external_id: 'X-1' });
    for (const [field, message] of [['public_name', 'Public Name is required'], ['state', 'State is required'], ['country', 'Country is required']]) {
      const reply = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { [field as string]: '' } });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ field, error: message });
    }
    const emptied = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { phone: null, external_id: null } });
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ phone: null, external_id: null, public_name: 'Harbor Dental' });
  });

  it('[F5-008] an empty website is stored as null; [F7-006] industry_ids.npi_numbers is written and read back', async () => {
    const location = await createLocation({ website: 'https://www.harbor.test/salem' });
    const reply = await server.request('PATCH', `/locations/${location.id}`, {
      token: admin, body: { website: '', industry_ids: { npi_numbers: ['1245319599'] } },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateLocation', 200, reply.body);
    expect(reply.body).toMatchObject({ website: null, npi_numbers: ['1245319599'], industry_ids: { npi_numbers: ['1245319599'] } });
  });

  it('[F4-013] [F4-014] Remove Hours (remove_hours) clears the hours; hours are HH:mm [F5-021]', async () => {
    const hours = { monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:30' }] } };
    const location = await createLocation({ hours });
    expect(location['hours']).toEqual(hours);
    const bad = await server.request('PATCH', `/locations/${location.id}`, {
      token: admin, body: { hours: { monday: { open: true, is_24_hours: false, hours: [{ open_time: '9:00 AM', close_time: '17:30' }] } } },
    });
    expect(bad.status).toBe(400);
    const removed = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { hours: null, remove_hours: true } });
    expect(removed.body.hours).toBeNull();
  });

  it('[F3-001] [F7-005] one GET gives the detail: special hours from today, overrides and the six directories', async () => {
    const second = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').offset(1).executeTakeFirstOrThrow();
    const reply = await server.request('GET', `/locations/${second.id}`, { token: admin, query: { nonce: 'n' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocation', 200, reply.body);
    const dates = reply.body.special_hours.map((s: { start_date: string }) => s.start_date);
    expect(dates.length).toBe(8); // more than the five the page shows (F6-054)
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d: string) => d >= day(0))).toBe(true);
    expect(reply.body.directories.map((d: { directory_code: string }) => d.directory_code))
      .toEqual(['google', 'facebook', 'apple_maps', 'bing', 'trip_advisor', 'yelp']);
    const google = reply.body.directories[0];
    // The demo's second location has Auto Sync off (seed-account.ts), so Google's edits wait rather than heal.
    expect(google).toMatchObject({ status: 'pending_sync', fields_not_in_sync: ['phone', 'website'], status_description: 'Fields not in sync: phone,website' });
  });

  it('[F4-019] [F4-021] [F4-022] the location and its special-hours deletions, creates and patches save in one call', async () => {
    const location = await createLocation({
      special_hours_changes: { create: [{ start_date: day(3), closed: true }, { start_date: day(4), hours: [{ open_time: '10:00', close_time: '14:00' }] }] },
    });
    const [first, second] = location['special_hours'] as { id: number; start_date: string }[];
    expect([first?.start_date, second?.start_date]).toEqual([day(3), day(4)]);
    const reply = await server.request('PATCH', `/locations/${location.id}`, {
      token: admin,
      body: {
        name: 'Saved Together',
        special_hours_changes: {
          delete: [first?.id], update: [{ id: second?.id, is_24_hours: true }], create: [{ start_date: day(3), closed: true }],
        },
      },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateLocation', 200, reply.body);
    expect(reply.body.name).toBe('Saved Together');
    expect(reply.body.special_hours.map((s: { start_date: string; is_24_hours: boolean }) => [s.start_date, s.is_24_hours]))
      .toEqual([[day(3), false], [day(4), true]]);
  });

  it('[F4-020] [F5-026] when a special-hours change fails, nothing is saved: the location keeps its fields', async () => {
    const location = await createLocation({ special_hours_changes: { create: [{ start_date: day(5), closed: true }, { start_date: day(6), closed: true }] } });
    const [first] = location['special_hours'] as { id: number }[];
    // Forced failure: the last change repeats a date that stays taken.
    const duplicate = await server.request('PATCH', `/locations/${location.id}`, {
      token: admin,
      body: { name: 'Must Not Save', special_hours_changes: { delete: [first?.id], create: [{ start_date: day(9), closed: true }, { start_date: day(6), closed: true }] } },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: 'You already have special hours set for this date.', field: 'special_hours_changes.create.1.start_date' });
    server.expectMatchesContract('updateLocation', 409, duplicate.body);
    // An entry of another location is unknown here (404), and also rolls the whole save back.
    const other = await server.db.selectFrom('special_hours').select('id').where('location_id', '!=', location.id).executeTakeFirstOrThrow();
    const foreign = await server.request('PATCH', `/locations/${location.id}`, {
      token: admin, body: { name: 'Must Not Save', special_hours_changes: { update: [{ id: other.id, closed: true }] } },
    });
    expect(foreign.status).toBe(404);
    const after = await server.request('GET', `/locations/${location.id}`, { token: admin });
    expect(after.body.name).toBe(location['name']);
    expect(await specialDates(location.id)).toEqual([day(5), day(6)]);
  });

  it('[F5-024] [F5-025] [F5-027] special hours in a save are checked: date, horizon, opening and closing time', async () => {
    const location = await createLocation();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_date: day(3700) }, 'Date cannot be more than 10 years in advance.', 'special_hours_changes.create.0.start_date'],
      [{ start_date: day(2), closed: false }, 'You must have an opening and closing time if location is open.', 'special_hours_changes.create.0.hours'],
    ];
    for (const [entry, message, field] of cases) {
      const reply = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { name: 'Nope', special_hours_changes: { create: [entry] } } });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: message, field });
    }
    const undated = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { special_hours_changes: { create: [{ closed: true }] } } });
    expect(undated.status).toBe(400);
    expect(undated.body.field).toContain('start_date');
  });

  it('[P6-009] prevent_location_additions and prevent_location_deletions refuse with 422 [F4-033]', async () => {
    const location = await createLocation();
    await server.db.updateTable('account_settings').set({ value: 'true' }).where('account_id', '=', harborId)
      .where('code', 'in', ['prevent_location_additions', 'prevent_location_deletions']).execute();
    try {
      const add = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Blocked' } });
      expect(add.status).toBe(422);
      expect(add.body.error).toBe('Unable to Add Location. Please contact support.');
      const del = await server.request('DELETE', `/locations/${location.id}`, { token: admin });
      expect(del.status).toBe(422);
      server.expectMatchesContract('deleteLocation', 422, del.body);
    } finally {
      await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', harborId)
        .where('code', 'in', ['prevent_location_additions', 'prevent_location_deletions']).execute();
    }
    expect((await server.request('DELETE', `/locations/${location.id}`, { token: admin })).status).toBe(204);
  });

  it('[F5-010] [F5-012] only support changes a Google Place ID; anyone may set one where there is none', async () => {
    const location = await createLocation();
    const set = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { google_place_id: 'ChIJ-new-place' } });
    expect(set.status).toBe(200);
    const change = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { google_place_id: 'ChIJ-other' } });
    expect(change.status).toBe(403);
    const same = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { google_place_id: 'ChIJ-new-place', city: 'Lynn' } });
    expect(same.status).toBe(200);
  });

  it('[P6-013] users edit but cannot add or delete; limited users cannot edit; read-only changes nothing', async () => {
    const location = await createLocation();
    const user = await server.login('user@harbor.test');
    expect((await server.request('PATCH', `/locations/${location.id}`, { token: user, body: { city: 'Lynn' } })).status).toBe(200);
    expect((await server.request('DELETE', `/locations/${location.id}`, { token: user })).status).toBe(403);
    const limited = await server.login('limited@harbor.test');
    expect((await server.request('PATCH', `/locations/${location.id}`, { token: limited, body: { city: 'Lynn' } })).status).toBe(403);
    const readonly = await server.login('readonly@harbor.test');
    expect((await server.request('DELETE', `/locations/${location.id}`, { token: readonly })).status).toBe(403);
    expect((await server.request('PATCH', `/locations/${location.id}`, { token: readonly, body: { city: 'X' } })).status).toBe(403);
  });

  it('[F7-013] a create carries account_id in the body (a parent names its child); another account is a 403', async () => {
    const partner = await server.login('partner@summit.test');
    const childId = await accountIdOf(server.db, 'Summit Family Dental');
    const reply = await server.request('POST', '/locations', { token: partner, body: { ...LOCATION_ADDRESS, account_id: childId, name: 'Child Office' } });
    expect(reply.status).toBe(201);
    expect(reply.body.account_id).toBe(childId);
    const group = await server.request('POST', '/groups', { token: partner, body: { account_id: childId, name: 'Child Group', location_ids: [reply.body.id] } });
    expect(group.status).toBe(201);
    expect(group.body.account_id).toBe(childId);
    const refused = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, account_id: childId, name: 'Not mine' } });
    expect(refused.status).toBe(403);
  });

  it('[F7-008] bulk Edit hours: a PATCH with the location\'s full writable body and new HH:mm hours', async () => {
    const location = await createLocation({ phone: '(617) 555-0111', external_id: 'BULK-1' });
    const writable = ['account_id', 'name', 'public_name', 'address', 'address_2', 'city', 'state', 'state_id', 'country', 'country_id', 'zipcode',
      'phone', 'external_id', 'google_place_id', 'category_id', 'website', 'open_status', 'is_headquarters', 'publishing_enabled', 'npi_numbers', 'group_ids'];
    const body = Object.fromEntries(writable.map((key) => [key, location[key]]));
    const hours = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d, i) => [d,
      i < 5 ? { open: true, is_24_hours: false, hours: [{ open_time: '08:00', close_time: '12:00' }, { open_time: '13:00', close_time: '18:30' }] }
        : { open: false, is_24_hours: false, hours: [] }]));
    const reply = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { ...body, hours } });
    expect(reply.status).toBe(200);
    expect(reply.body.hours).toEqual(hours);
    expect(reply.body).toMatchObject({ phone: '(617) 555-0111', external_id: 'BULK-1' });
    const wrongAccount = await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { ...body, account_id: 999999 } });
    expect(wrongAccount.status).toBe(404);
  });

  it('google_place_id on a new location: an editor sets a fresh one (the quick place search), never another location\'s', async () => {
    const fresh = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Harbor Quay', google_place_id: 'ChIJ-picked' } });
    expect(fresh.status).toBe(201);
    expect(fresh.body.google_place_id).toBe('ChIJ-picked');
    const refused = await server.request('POST', '/locations', { token: admin, body: { ...LOCATION_ADDRESS, name: 'Harbor Pier', google_place_id: 'ChIJ-picked' } });
    expect(refused.status).toBe(400);
    server.expectMatchesContract('createLocation', 400, refused.body);
    expect(refused.body.error).toBe('Another location already has this Google Place ID');
    expect(await server.db.selectFrom('locations').select('id').where('name', '=', 'Harbor Pier').executeTakeFirst()).toBeUndefined();
  });
});
