import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe("the account's name, vertical, time zone and logo", () => {
  let server: TestServer;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  it('an admin sets the time zone (IANA) and the logo; everyone reads them', async () => {
    const admin = await server.login('admin@harbor.test');
    const reply = await server.request('PATCH', `/accounts/${harborId}`, {
      token: admin,
      body: { time_zone: 'America/Chicago', logo_url: 'https://cdn.example.test/harbor.png', vertical: 'healthcare' },
    });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('updateAccount', 200, reply.body);
    const user = await server.login('user@harbor.test');
    expect((await server.request('GET', `/accounts/${harborId}`, { token: user })).body).toMatchObject({
      time_zone: 'America/Chicago',
      logo_url: 'https://cdn.example.test/harbor.png',
    });
  });

  it('an unknown time zone is a 422 on time_zone; a non-https logo a 422 on logo_url', async () => {
    const admin = await server.login('admin@harbor.test');
    const zone = await server.request('PATCH', `/accounts/${harborId}`, { token: admin, body: { time_zone: 'Mars/Olympus' } });
    expect(zone.status).toBe(422);
    expect(zone.body.field).toBe('time_zone');
    const logo = await server.request('PATCH', `/accounts/${harborId}`, { token: admin, body: { logo_url: 'javascript:alert(1)' } });
    expect(logo.status).toBe(422);
    expect(logo.body.field).toBe('logo_url');
  });

  it('a non-admin cannot change them (403)', async () => {
    const user = await server.login('user@harbor.test');
    expect((await server.request('PATCH', `/accounts/${harborId}`, { token: user, body: { time_zone: 'UTC' } })).status).toBe(403);
  });
});
