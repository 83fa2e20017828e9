import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrameworkServer, type FrameworkServer } from './fixtures/framework-app.js';
import { HAL_JSON } from './media-type.js';

describe('media types', () => {
  let server: FrameworkServer;
  beforeAll(async () => {
    server = await startFrameworkServer();
  });
  afterAll(() => server.close());

  it('[P7-005] accepts a request body sent as the versioned HAL+JSON media type', async () => {
    const reply = await server.call('POST', '/api/widgets', { body: { name: 'Lamp' }, headers: { 'content-type': HAL_JSON } });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ body: { name: 'Lamp' } });
  });

  it('[P7-005] also accepts plain application/json (with a charset), so curl works', async () => {
    const reply = await server.call('POST', '/api/widgets', {
      body: { name: 'Desk' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ body: { name: 'Desk' } });
  });

  it('[P7-004] replies with the versioned HAL+JSON media type', async () => {
    const reply = await server.call('GET', '/api/health');
    expect(reply.headers.get('content-type')).toMatch(/^application\/vnd\.locus\.v1\+hal\+json/);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  it('[P7-004] error replies use the versioned media type too', async () => {
    const reply = await server.call('GET', '/api/nowhere');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toMatch(/^application\/vnd\.locus\.v1\+hal\+json/);
  });

  it('refuses a body of another media type with 415', async () => {
    const reply = await server.call('POST', '/api/widgets', { body: 'name=Lamp', headers: { 'content-type': 'text/csv' } });
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('an empty body with a JSON content type counts as no body where the body is optional', async () => {
    const reply = await server.call('POST', '/api/widgets/3', {
      body: '',
      headers: { 'content-type': HAL_JSON, 'x-http-method-override': 'PATCH' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ method: 'PATCH', params: { id: 3 }, body: null });
  });

  it('an empty body where the contract requires one is a 400 naming the body', async () => {
    const reply = await server.call('POST', '/api/widgets', { body: '', headers: { 'content-type': HAL_JSON } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
