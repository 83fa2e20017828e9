import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequests } from '../testing/hostile-requests.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';

/**
 * Out-of-range and hostile input is a client error on every call of the contract, never a
 * 500 (`GET /locations/3000000000` was PostgreSQL's 22003 as a 500). The requests come from the contract.
 */
describe('bad input on every operation of the contract', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
  });
  afterAll(() => server?.close());

  it('answers every hostile request with a 4xx (0 answered 5xx)', { timeout: 600_000 }, async () => {
    const requests = hostileRequests(server.contract);
    const failures: string[] = [];
    const operations = new Set<string>();
    let sent = 0;
    for (const request of requests) {
      const send = () => server.request(request.method, request.path, { token: admin, query: request.query, body: request.body });
      let reply = await send();
      // An earlier call may have ended the session (DELETE /auth) or changed the admin: sign in again and resend,
      // so every request reaches its handler (cheaper than checking the session after each call).
      if (reply.status === 401) {
        admin = await server.login('admin@harbor.test');
        reply = await send();
      }
      sent += 1;
      operations.add(request.operationId);
      if (reply.status >= 500) failures.push(`${request.operationId} ${request.what}: ${reply.status}`);
      else expect([request.operationId, request.what, reply.status >= 200]).toEqual([request.operationId, request.what, true]);
    }
    console.info(`bad-input: ${sent} requests over ${operations.size} operations, ${failures.length} answered 5xx`);
    expect(operations.size).toBe(server.contract.operations.length);
    expect(failures).toEqual([]);
  });

  it('an id beyond int4 is a 400 naming the parameter, not a 500', async () => {
    const reply = await server.request('GET', '/locations/3000000000', { token: admin });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation_failed', field: 'id' });
    const page = await server.request('GET', '/locations', { token: admin, query: { page: 3000000000 } });
    expect(page.status).toBe(400);
    expect(page.body.field).toBe('page');
  });
});
