import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrameworkServer, type FrameworkServer } from './fixtures/framework-app.js';
import { applyMethodOverride } from './method-override.js';

const raw = (method: string, override?: string) =>
  ({ method, headers: override === undefined ? {} : { 'x-http-method-override': override } }) as IncomingMessage;

describe('applyMethodOverride', () => {
  it('[P7-006] turns a POST with the override header into PATCH, PUT or DELETE', () => {
    expect(applyMethodOverride(raw('POST', 'PATCH'))).toBe('PATCH');
    expect(applyMethodOverride(raw('POST', 'put'))).toBe('PUT');
    expect(applyMethodOverride(raw('POST', ' delete '))).toBe('DELETE');
  });

  it('[P7-006] leaves other methods, other override values and header-less POSTs alone', () => {
    expect(applyMethodOverride(raw('GET', 'DELETE'))).toBe('GET');
    expect(applyMethodOverride(raw('POST', 'GET'))).toBe('POST');
    expect(applyMethodOverride(raw('POST', 'TRACE'))).toBe('POST');
    expect(applyMethodOverride(raw('POST'))).toBe('POST');
  });
});

describe('method override over real HTTP', () => {
  let server: FrameworkServer;
  beforeAll(async () => {
    server = await startFrameworkServer();
  });
  afterAll(() => server.close());

  it('[P7-006] PATCH is sent as POST with the override header and reaches the PATCH operation', async () => {
    const reply = await server.call('POST', '/api/widgets/7', {
      headers: { 'x-http-method-override': 'PATCH' },
      body: { name: 'Renamed' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ method: 'PATCH', params: { id: 7 }, body: { name: 'Renamed' } });
  });

  it('[P7-006] the override also reaches PUT and DELETE operations', async () => {
    const put = await server.call('POST', '/api/widgets/8', { headers: { 'x-http-method-override': 'PUT' }, body: { name: 'New' } });
    expect(put.body).toMatchObject({ method: 'PUT', params: { id: 8 } });
    const del = await server.call('POST', '/api/widgets/8', { headers: { 'x-http-method-override': 'DELETE' } });
    expect(del.status).toBe(204);
  });

  it('[P7-006] the overridden request is validated against the overriding operation', async () => {
    const reply = await server.call('POST', '/api/widgets/7', {
      headers: { 'x-http-method-override': 'PATCH' },
      body: { name: '' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'name' });
  });

  it('a POST without the header stays a POST', async () => {
    const reply = await server.call('POST', '/api/widgets/9');
    expect(reply.body).toEqual({ method: 'POST', params: { id: 9 } });
  });
});
