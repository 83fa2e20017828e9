import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, toQueryString, type TestServer } from './http-harness.js';

describe('toQueryString', () => {
  it('keeps bracketed names readable, repeats arrays and drops empty values', () => {
    expect(toQueryString({ 'sort[by]': 'name', page: 2, ids: [1, 2], keywords: undefined, x: null })).toBe(
      '?sort[by]=name&page=2&ids=1&ids=2',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('startTestServer (real contract, real handlers, seeded database)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[P7-001] logs in through POST /auth and calls with Basic auth over real HTTP', async () => {
    const token = await server.login('admin@harbor.test');
    const reply = await server.request('GET', '/locations', { token, email: 'admin@harbor.test', query: { per_page: 2 } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/vnd\.locus\.v1\+hal\+json/);
    expect(reply.body._embedded.locations).toHaveLength(2);
    server.expectMatchesContract('listLocations', reply.status, reply.body);
  });

  it('a reply that does not match the contract is caught', async () => {
    const reply = await server.request('GET', '/health');
    expect(() => server.expectMatchesContract('listLocations', 200, reply.body)).toThrow(/does not match the contract/);
  });

  it('a failed login says why', async () => {
    await expect(server.login('admin@harbor.test', 'wrong password')).rejects.toThrow(/Login as admin@harbor.test failed: 401/);
  });

  it('[P7-006] the real contract answers an overridden PATCH', async () => {
    const token = await server.login('admin@harbor.test');
    const list = await server.request('GET', '/groups', { token, query: { per_page: 1 } });
    const group = list.body._embedded.groups[0] as { id: number; name: string };
    const reply = await server.request('POST', `/groups/${group.id}`, {
      token,
      body: { name: `${group.name} (renamed)` },
      headers: { 'x-http-method-override': 'PATCH' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.name).toBe(`${group.name} (renamed)`);
    server.expectMatchesContract('updateGroup', reply.status, reply.body);
  });
});
