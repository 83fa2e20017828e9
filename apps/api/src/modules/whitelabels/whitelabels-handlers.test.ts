import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('white-labels', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[P7-038] a white-label account reads its branding', async () => {
    const token = await server.login('admin@northwind.test');
    const reply = await server.request('GET', '/mywhitelabel', { token });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getMyWhitelabel', 200, reply.body);
    expect(reply.body).toMatchObject({
      is_whitelabel: true,
      account_id: await accountIdOf(server.db, 'Northwind Reviews'),
      name: 'Northwind Reviews',
      nav_background: '#0b2545',
    });
  });

  it('[P7-038] an account without one reads is_whitelabel false and empty branding', async () => {
    const token = await server.login('admin@harbor.test');
    const reply = await server.request('GET', '/mywhitelabel', { token });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getMyWhitelabel', 200, reply.body);
    expect(reply.body).toMatchObject({ id: null, is_whitelabel: false, name: null, logo_url: null, nav_background: null });
  });

  it('[P7-039] finds branding by custom_domain without signing in; unknown domains give an empty list', async () => {
    const reply = await server.request('GET', '/whitelabels', { query: { custom_domain: 'REVIEWS.northwind.test' } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listWhitelabels', 200, reply.body);
    expect(reply.body._embedded.whitelabels.map((w: { name: string }) => w.name)).toEqual(['Northwind Reviews']);
    const none = await server.request('GET', '/whitelabels', { query: { custom_domain: 'app.example.test' } });
    expect(none.body).toMatchObject({ _total: 0, _embedded: { whitelabels: [] } });
    const noDomain = await server.request('GET', '/whitelabels');
    expect(noDomain.body._total).toBe(0);
  });
});
