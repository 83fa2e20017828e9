import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../testing/test-accounts.js';
import { LOCATION_ADDRESS } from '../testing/location-address.js';

/** Issue 9, item 10: the smaller gaps a review found. */
describe('smaller API gaps', () => {
  let server: TestServer;
  let admin: string;
  let support: string;
  let harborId: number;
  let northwindId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    northwindId = await accountIdOf(server.db, 'Northwind Reviews');
    const supportLogin = await server.login('support@locus.test');
    // Support acts on Harbor as its admin would (a shadow token).
    const shadow = await server.request('POST', '/shadow_user/tokens', { token: supportLogin, body: { child_account_id: harborId } });
    support = shadow.body.token;
  });
  afterAll(() => server?.close());

  it('the account owner cannot be deleted (422), even by support acting as an admin', async () => {
    const ownerId = await userIdOf(server.db, 'admin@harbor.test');
    const reply = await server.request('DELETE', `/users/${ownerId}`, { token: support });
    expect(reply.status).toBe(422);
    server.expectMatchesContract('deleteUser', 422, reply.body);
    expect(reply.body.error).toBe('The account owner cannot be deleted');
    expect((await server.request('GET', `/users/${ownerId}`, { token: admin })).status).toBe(200);
    const other = await userIdOf(server.db, 'emailonly@harbor.test');
    expect((await server.request('DELETE', `/users/${other}`, { token: support })).status).toBe(204);
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

  it('concurrent creates of one group name: exactly one 201, the others 409 (a unique index backs the check)', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => server.request('POST', '/groups', { token: admin, body: { name: i % 2 ? 'Race Group' : 'race group' } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await server.db.selectFrom('groups').select('id').where('account_id', '=', harborId).where((eb) => eb(eb.fn('lower', ['name']), '=', 'race group')).execute();
    expect(rows).toHaveLength(1);
  });

  it('concurrent creates of one saved-filter name: exactly one 201, the others 409', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', '/user_preferences', { token: admin, body: { preference_type: 'saved_filters', name: 'Race filter', config: {} } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it('concurrent unsubscribes from one schedule each take their own address off (one atomic update each)', async () => {
    const emails = ['manager@harbor.test', 'limited@harbor.test', 'user@harbor.test', 'readonly@harbor.test'];
    const created = await server.request('POST', '/scheduled_exports', {
      token: admin,
      query: { account_id: harborId },
      body: {
        display_name: 'Race', date_range_legend: 'seven_days', filters: { rating: [1, 2] }, recipient_user_ids: [], recipient_emails: emails,
        email_frequency: 'daily', email_subject: 'Race', email_body: 'Race', scheduled_time: '13:00', export_type: 'reviews',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const links = emails.slice(0, 3).map((email) => ({ email, ...issueToken() }));
    await server.db
      .insertInto('scheduled_export_unsubscribes')
      .values(links.map((l) => ({ token_hash: l.hash, scheduled_export_id: created.body.id, email: l.email })))
      .execute();
    const replies = await Promise.all(links.map((l) => server.request('POST', `/unsubscribe/scheduled_exports/${l.token}`)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    server.expectMatchesContract('unsubscribeScheduledExport', 200, replies[0]?.body);
    const row = await server.db.selectFrom('scheduled_exports').select(['recipient_emails', 'recipient_user_ids']).where('id', '=', created.body.id).executeTakeFirstOrThrow();
    // Addresses of users are stored as their user ids; only the one who stayed is left.
    expect(row.recipient_user_ids).toEqual([await userIdOf(server.db, 'readonly@harbor.test')]);
    expect(row.recipient_emails).toEqual([]);
  });

  it('a lookup list asked with another account\'s account_id is a 403, like every tenant list; the caller\'s own passes', async () => {
    for (const path of ['/sources', '/countries', '/states', '/categories']) {
      const foreign = await server.request('GET', path, { token: admin, query: { account_id: northwindId } });
      expect(foreign.status, path).toBe(403);
      expect((await server.request('GET', path, { token: admin, query: { account_id: harborId } })).status, path).toBe(200);
    }
  });
});
