import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, redactedUrl } from '../app.js';
import { allHandlers } from '../modules/index.js';
import { createServices } from '../adapters/create-services.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { DEMO_PASSWORD } from '../seed/index.js';
import { HAL_JSON } from './media-type.js';
import { basicAuthHeader } from './basic-credentials.js';

/** Tokens stay out of URLs other than the upload form's, and out of the request log. */
describe('tokens out of logs and URLs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  const logLines: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'locus-token-test-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      db: database.db,
      services: createServices({ db: database.db, dataDir }),
      handlers: allHandlers,
      webRoot: null,
      logger: { level: 'info', stream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: string, path: string, init: { body?: unknown; auth?: string } = {}) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: HAL_JSON,
        ...(init.body === undefined ? {} : { 'content-type': HAL_JSON }),
        ...(init.auth ? { authorization: init.auth } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it('auth_token in the query signs in only the upload call; elsewhere it is no credential (401)', async () => {
    const login = await call('POST', '/api/auth', { body: { email: 'admin@harbor.test', password: DEMO_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    expect((await call('GET', `/api/locations?auth_token=${token}`)).status).toBe(401);
    expect((await call('GET', `/api/auth?auth_token=${token}`)).status).toBe(401);
    expect((await call('GET', '/api/auth', { auth: basicAuthHeader(token) })).status).toBe(200);
    const form = new FormData();
    form.append('file_upload', new Blob([Buffer.from('fake png')], { type: 'image/png' }), 'shop.png');
    expect((await fetch(`${baseUrl}/api/upload?auth_token=${token}`, { method: 'POST', body: form })).status).toBe(201);
  });

  it('the request log has no query values and no path token: a reset token checked by GET /passwords is not logged', async () => {
    logLines.length = 0;
    const secret = 'reset-secret-0123456789';
    expect((await call('GET', `/api/passwords?reset_password_token=${secret}`)).status).toBe(404);
    expect((await call('POST', `/api/unsubscribe/scheduled_exports/unsub-secret-42`)).status).toBe(404);
    expect((await call('POST', `/api/unsubscribe/alerts/alert-secret-43`)).status).toBe(404);
    const log = logLines.join('');
    expect(log).toContain('/api/passwords?reset_password_token=[redacted]');
    expect(log).toContain('/api/unsubscribe/scheduled_exports/[redacted]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('unsub-secret-42');
    expect(log).toContain('/api/unsubscribe/alerts/[redacted]');
    expect(log).not.toContain('alert-secret-43');
  });

  it('redacts every value of a query string, keeps the names', () => {
    expect(redactedUrl('/api/x?a=1&token=s3cret&b')).toBe('/api/x?a=[redacted]&token=[redacted]&b=[redacted]');
    expect(redactedUrl('/api/locations')).toBe('/api/locations');
  });
});
