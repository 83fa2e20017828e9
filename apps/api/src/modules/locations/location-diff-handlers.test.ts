import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_FIELDS } from '../listings/listing-fields.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('Sync From Google: locations/{id}/diff over the directory simulator', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let secondId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    // The demo seed edits the phone and website of each account's second location on Google's side.
    secondId = (await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').offset(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  it('[F7-028] compares Locus with the Google copy field by field', async () => {
    const reply = await server.request('GET', `/locations/${secondId}/diff`, { token: admin, query: { nonce: 'n' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocationDiff', 200, reply.body);
    expect(reply.body.changed_fields).toEqual(['phone', 'website']);
    const location = (await server.request('GET', `/locations/${secondId}`, { token: admin })).body;
    expect(reply.body.target).toEqual({ phone: location.phone, website: location.website });
    expect(reply.body.source.phone).not.toBe(location.phone);
    expect(reply.body.source.website).toContain('/offices/');
  });

  it('sees a change made in Locus as a difference from Google (hours compared by meaning)', async () => {
    const third = (await server.db.selectFrom('locations').select(['id', 'hours']).where('account_id', '=', harborId).orderBy('id').offset(2).executeTakeFirstOrThrow());
    const before = (await server.request('GET', `/locations/${third.id}/diff`, { token: admin })).body.changed_fields;
    expect(before).not.toContain('city');
    await server.request('PATCH', `/locations/${third.id}`, { token: admin, body: { city: 'Nowhere', hours: third.hours } });
    const after = await server.request('GET', `/locations/${third.id}/diff`, { token: admin });
    expect(after.body.changed_fields).toEqual(LISTING_FIELDS.filter((f) => before.includes(f) || f === 'city'));
    expect(after.body.changed_fields).not.toContain('hours');
  });

  it('[F7-027] [F4-040] Accept Changes copies Google\'s values into Locus; [F4-038] then nothing is left to sync', async () => {
    const diff = (await server.request('GET', `/locations/${secondId}/diff`, { token: admin })).body;
    const reply = await server.request('POST', `/locations/${secondId}/diff`, { token: admin, body: { override: true } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('acceptLocationDiff', 200, reply.body);
    expect(reply.body).toMatchObject({ message: 'Successfully synced location', changed_fields: ['phone', 'website'] });
    expect(reply.body.location).toMatchObject({ phone: diff.source.phone, website: diff.source.website });
    expect(reply.body.location.directories[0]).toMatchObject({ directory_code: 'google', status: 'in_sync', fields_not_in_sync: [] });
    const again = await server.request('GET', `/locations/${secondId}/diff`, { token: admin });
    expect(again.body.changed_fields).toEqual([]);
  });

  it('accepts a subset of fields', async () => {
    const location = (await server.db.selectFrom('locations').select(['id', 'hours']).where('account_id', '=', harborId).orderBy('id').offset(4).executeTakeFirstOrThrow());
    await server.request('PATCH', `/locations/${location.id}`, { token: admin, body: { city: 'Elsewhere', zipcode: '99999' } });
    const reply = await server.request('POST', `/locations/${location.id}/diff`, { token: admin, body: { override: true, fields: ['city'] } });
    expect(reply.body.changed_fields).toEqual(['city']);
    expect(reply.body.location.zipcode).toBe('99999');
    const left = await server.request('GET', `/locations/${location.id}/diff`, { token: admin });
    expect(left.body.changed_fields).toContain('zipcode');
    expect(left.body.changed_fields).not.toContain('city');
  });

  it('is 404 for another account\'s location or one without a Google listing; accepting needs location update', async () => {
    const pinecrest = await accountIdOf(server.db, 'Pinecrest Eats');
    const foreign = await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrest).executeTakeFirstOrThrow();
    expect((await server.request('GET', `/locations/${foreign.id}/diff`, { token: admin })).status).toBe(404);
    const unlisted = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).where('google_place_id', 'is', null).executeTakeFirstOrThrow();
    const none = await server.request('GET', `/locations/${unlisted.id}/diff`, { token: admin });
    expect(none.status).toBe(404);
    server.expectMatchesContract('getLocationDiff', 404, none.body);
    const readonly = await server.login('readonly@harbor.test');
    expect((await server.request('GET', `/locations/${secondId}/diff`, { token: readonly })).status).toBe(200);
    expect((await server.request('POST', `/locations/${secondId}/diff`, { token: readonly, body: { override: true } })).status).toBe(403);
    expect((await server.request('POST', `/locations/${secondId}/diff`, { token: admin, body: { override: false } })).status).toBe(400);
  });

  it('[F7-020] categories by google_place_id give the category Google holds for that place', async () => {
    const location = await server.db.selectFrom('locations').select(['google_place_id', 'category_id']).where('account_id', '=', harborId)
      .where('google_place_id', 'is not', null).orderBy('id').offset(6).executeTakeFirstOrThrow();
    const reply = await server.request('GET', '/categories', { token: admin, query: { google_place_id: location.google_place_id, nonce: 'n' } });
    expect(reply.status).toBe(200);
    expect(reply.body._embedded.categories[0].id).toBe(location.category_id);
    const unknown = await server.request('GET', '/categories', { token: admin, query: { google_place_id: 'ChIJ-nowhere' } });
    expect(unknown.body._embedded.categories).toEqual([]);
  });
});
