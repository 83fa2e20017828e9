import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, lastEmailTo, linkParam } from '../../testing/test-accounts.js';

/**
 * An export is read by right, not by its sequential id: its creator, users who may read the
 * exported resource, and the e-mailed recipients through their link; everyone else (e-mail-only users of the
 * same account included) gets a 404.
 */
describe('who may read an export', () => {
  let server: TestServer;
  let worker: JobWorker;
  let user: string;
  let readOnly: string;
  let emailOnly: string;
  let outsider: string;
  let exportId: number;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer();
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    user = await server.login('user@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    emailOnly = await server.login('emailonly@harbor.test');
    outsider = await server.login('admin@northwind.test');
    const created = await server.request('POST', `/export_files/${harborId}`, { token: user, body: { resource: 'reviews', send_email: true } });
    expect(created.status).toBe(201);
    exportId = created.body.id;
    await worker.poll();
  });
  afterAll(() => server?.close());

  const read = (token: string) => server.request('GET', `/export_files/${exportId}`, { token });
  const download = (token: string) => server.request('GET', `/fetch-export-file/${exportId}/file-data`, { token });

  it('the creator reads the export and downloads its file', async () => {
    const reply = await read(user);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('complete');
    expect((await download(user)).status).toBe(200);
  });

  it('another user of the account who may read reviews reads a reviews export', async () => {
    expect((await read(readOnly)).status).toBe(200);
    expect((await download(readOnly)).status).toBe(200);
  });

  it('an e-mail-only user of the same account gets a 404 for the export and its file', async () => {
    const reply = await read(emailOnly);
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('not_found');
    expect((await download(emailOnly)).status).toBe(404);
  });

  it('another account\'s user gets a 404', async () => {
    expect((await read(outsider)).status).toBe(404);
    expect((await download(outsider)).status).toBe(404);
  });

  it('the e-mailed link downloads without signing in; a wrong token is a 404', async () => {
    const mail = await lastEmailTo(server.db, 'user@harbor.test');
    const token = linkParam(mail.body, 'token');
    const viaLink = await server.request('GET', `/fetch-export-file/${exportId}/file-data`, { query: { token } });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body).toContain('published_at');
    expect((await server.request('GET', `/fetch-export-file/${exportId}/file-data`, { query: { token: `${token}x` } })).status).toBe(404);
  });
});
