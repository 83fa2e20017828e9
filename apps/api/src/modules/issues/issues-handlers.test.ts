import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('location issues and the billing preview', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  it('[F7-019] [F5-013] lists missing_place_id and conflicting_place_id issues of a location', async () => {
    const [a, b] = await server.db.selectFrom('locations').select(['id', 'google_place_id']).where('account_id', '=', harborId)
      .where('google_place_id', 'is not', null).orderBy('id').limit(2).execute();
    await server.db.updateTable('locations').set({ google_place_id: a?.google_place_id ?? null }).where('id', '=', b?.id as number).execute();
    const reply = await server.request('GET', '/issues', { token: admin, query: { account_id: harborId, location_id: b?.id, nonce: 'n' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listIssues', 200, reply.body);
    expect(reply.body._embedded.issues).toEqual([expect.objectContaining({ status: 'conflicting_place_id', resource_type: 'location', resource_id: b?.id })]);
    const missing = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).where('google_place_id', 'is', null).executeTakeFirstOrThrow();
    const byResource = await server.request('GET', '/issues', { token: admin, query: { resource_type: 'location', resource_id: missing.id } });
    expect(byResource.body._embedded.issues.map((i: { status: string }) => i.status)).toEqual(['missing_place_id']);
    const clean = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).where('google_place_id', 'is not', null)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await server.request('GET', '/issues', { token: admin, query: { location_id: clean.id } })).body._total).toBe(0);
    const pinecrest = await accountIdOf(server.db, 'Pinecrest Eats');
    expect((await server.request('GET', '/issues', { token: admin, query: { account_id: pinecrest } })).status).toBe(403);
  });

  it('[F7-024] previews the price of added locations, and the trial limit', async () => {
    const reply = await server.request('GET', `/billing/${harborId}/location_preview`, { token: admin, query: { num_added_locations: 1, nonce: 'n' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLocationBillingPreview', 200, reply.body);
    expect(reply.body).toMatchObject({ new_location_monthly_unit_cents: 4900, trial_location_limit: null, trial_location_limit_reached: false });
    const trial = await server.login('trial@pinecrest.test');
    const pinecrest = await accountIdOf(server.db, 'Pinecrest Eats');
    const limit = await server.request('GET', `/billing/${pinecrest}/location_preview`, { token: trial, query: { num_added_locations: 6 } });
    expect(limit.body).toMatchObject({ trial_location_limit: 10, trial_location_limit_reached: true });
    expect((await server.request('GET', `/billing/${pinecrest}/location_preview`, { token: admin })).status).toBe(404);
  });
});
