import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { accountIdOf } from '../testing/test-accounts.js';
import { LOCATION_ADDRESS } from '../testing/location-address.js';

/**
 * The spec's creates carry `account_id` in the body. Every tenant create accepts it in the
 * body or the query, checked against the caller's accounts (a parent may create in its children).
 */
describe('tenant creates take account_id in the body or the query', () => {
  let server: TestServer;
  let partner: string;
  let childId: number;
  let otherId: number;
  let bodies: Record<string, () => Promise<Record<string, unknown>>>;

  beforeAll(async () => {
    server = await startTestServer();
    partner = await server.login('partner@summit.test');
    childId = await accountIdOf(server.db, 'Summit Auto Group');
    otherId = await accountIdOf(server.db, 'Harbor Dental Group');
    const db = server.db;
    const userTypeId = async () => (await db.selectFrom('user_types').select('id').where('code', '=', 'user').executeTakeFirstOrThrow()).id;
    const childReview = async () =>
      (await db.selectFrom('reviews').select('id').where('account_id', '=', childId).orderBy('id').executeTakeFirstOrThrow()).id;
    const childUserEmail = async () =>
      (await db.selectFrom('users').select('email').where('account_id', '=', childId).orderBy('id').executeTakeFirst())?.email;
    let n = 0;
    const unique = (prefix: string) => `${prefix} ${(n += 1)}`;
    bodies = {
      '/locations': async () => ({ ...LOCATION_ADDRESS, name: unique('Body Account Location') }),
      '/groups': async () => ({ name: unique('Body Account Group') }),
      '/tags': async () => ({ name: unique('body-tag') }),
      '/users': async () => ({ name: 'Body Account', email: `body${(n += 1)}@summitauto.test`, user_type_id: await userTypeId() }),
      '/review_tags': async () => ({ review_id: await childReview(), name: unique('body-review-tag') }),
      '/user_preferences': async () => ({ preference_type: 'saved_filters', name: unique('Body filter'), config: {} }),
      '/scheduled_exports': async () => {
        const email = await childUserEmail();
        return {
          date_range_legend: 'seven_days',
          email_frequency: 'daily',
          email_subject: 'Weekly',
          scheduled_time: '09:00',
          export_type: 'reviews',
          recipient_emails: email ? [email] : [],
          recipient_user_ids: [],
        };
      },
    };
  });
  afterAll(() => server?.close());

  it('a parent creates in its child with account_id in the body (201, the row is the child\'s)', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      const reply = await server.request('POST', path, { token: partner, body: { ...(await body()), account_id: childId } });
      expect([path, reply.status, reply.body]).toEqual([path, 201, expect.anything()]);
      expect([path, reply.body.account_id]).toEqual([path, childId]);
    }
  });

  it('the query form still works, and the same value in both places is accepted', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      const reply = await server.request('POST', path, { token: partner, query: { account_id: childId }, body: { ...(await body()), account_id: childId } });
      expect([path, reply.status]).toEqual([path, 201]);
      expect([path, reply.body.account_id]).toEqual([path, childId]);
    }
  });

  it('an account the caller may not touch is a 403 in the body as in the query; two different values are a 400', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      const inBody = await server.request('POST', path, { token: partner, body: { ...(await body()), account_id: otherId } });
      expect([path, inBody.status]).toEqual([path, 403]);
      const inQuery = await server.request('POST', path, { token: partner, query: { account_id: otherId }, body: await body() });
      expect([path, inQuery.status]).toEqual([path, 403]);
      const differ = await server.request('POST', path, { token: partner, query: { account_id: childId }, body: { ...(await body()), account_id: otherId } });
      expect([path, differ.status, differ.body.field]).toEqual([path, 400, 'account_id']);
    }
  });
});
