import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('directory-specific overrides', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let locationId: number;
  let sources: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    locationId = (await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').offset(3).executeTakeFirstOrThrow()).id;
    sources = Object.fromEntries((await server.db.selectFrom('sources').select(['id', 'code']).execute()).map((s) => [s.code, s.id]));
  });
  afterAll(() => server?.close());

  it('[F7-030] [F5-052] creates an override with a formatted phone; [F2-006] the detail shows it on its directory', async () => {
    const reply = await server.request('POST', '/location_source_overrides', {
      token: admin, body: { account_id: harborId, location_id: locationId, source_id: sources['facebook'], phone: '(617) 555.0199', website: null, enabled: true },
    });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createLocationSourceOverride', 201, reply.body);
    const detail = await server.request('GET', `/locations/${locationId}`, { token: admin });
    expect(detail.body.source_overrides.map((o: { id: number }) => o.id)).toEqual([reply.body.id]);
    const facebook = detail.body.directories.find((d: { directory_code: string }) => d.directory_code === 'facebook');
    expect(facebook.overrides).toEqual({ id: reply.body.id, phone: '(617) 555.0199', website: null });
    const again = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: locationId, source_id: sources['facebook'], phone: '6175550100' } });
    expect(again.status).toBe(409);
  });

  it('[F5-052] refuses a phone that is not 10 digits and a website that is not a URL', async () => {
    const phone = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: locationId, source_id: sources['yelp'], phone: '555-01' } });
    expect(phone.status).toBe(400);
    expect(phone.body.field).toBe('phone');
    server.expectMatchesContract('createLocationSourceOverride', 400, phone.body);
    const website = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: locationId, source_id: sources['yelp'], website: 'not a url' } });
    expect(website.status).toBe(400);
    expect(website.body).toMatchObject({ field: 'website', error: 'Enter a valid website. Example: https://www.example.com' });
    const review = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: locationId, source_id: sources['healthgrades'], phone: '6175550100' } });
    expect(review.body.field).toBe('source_id');
  });

  it('[F7-029] [F7-031] lists by location and source; unchecking clears the override with a PATCH', async () => {
    const created = await server.request('POST', '/location_source_overrides', { token: admin, body: { location_id: locationId, source_id: sources['google'], website: 'https://harbor.test/g' } });
    const list = await server.request('GET', '/location_source_overrides', { token: admin, query: { location_id: locationId, source_id: sources['google'], 'sort[by]': 'source_id', nonce: 'n' } });
    expect(list.status).toBe(200);
    server.expectMatchesContract('listLocationSourceOverrides', 200, list.body);
    expect(list.body._embedded.location_source_overrides.map((o: { id: number }) => o.id)).toEqual([created.body.id]);
    const cleared = await server.request('PATCH', `/location_source_overrides/${created.body.id}`, { token: admin, body: { website: null } });
    expect(cleared.status).toBe(200);
    server.expectMatchesContract('updateLocationSourceOverride', 200, cleared.body);
    expect(cleared.body).toMatchObject({ website: null, phone: null, enabled: true });
    const disabled = await server.request('PATCH', `/location_source_overrides/${created.body.id}`, { token: admin, body: { enabled: false } });
    expect(disabled.body.enabled).toBe(false);
  });

  it('[F6-020] needs local_listing create on the server; another account\'s rows are out of reach', async () => {
    const user = await server.login('user@harbor.test');
    const refused = await server.request('POST', '/location_source_overrides', { token: user, body: { location_id: locationId, source_id: sources['bing'], phone: '6175550100' } });
    expect(refused.status).toBe(403);
    const existing = await server.db.selectFrom('location_source_overrides').select('id').executeTakeFirstOrThrow();
    expect((await server.request('PATCH', `/location_source_overrides/${existing.id}`, { token: user, body: { phone: null } })).status).toBe(403);
    expect((await server.request('GET', '/location_source_overrides', { token: user })).status).toBe(200);
    const manager = await server.login('manager@harbor.test');
    expect((await server.request('POST', '/location_source_overrides', { token: manager, body: { location_id: locationId, source_id: sources['bing'], phone: '6175550100' } })).status).toBe(201);
    const pinecrest = await server.login('trial@pinecrest.test');
    expect((await server.request('PATCH', `/location_source_overrides/${existing.id}`, { token: pinecrest, body: { phone: null } })).status).toBe(404);
    const foreign = await server.request('POST', '/location_source_overrides', { token: pinecrest, body: { location_id: locationId, source_id: sources['bing'] } });
    expect(foreign.status).toBe(404);
  });
});
