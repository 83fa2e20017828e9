import { describe, expect } from 'vitest';
import { apiTest as it } from '../../testing/api-test.js';
import { userIdOf } from '../../testing/test-accounts.js';

describe('system calls: upload, notify, triage, health', () => {
  it('[P7-088] uploads a multipart file_upload with the auth_token query parameter and replies its id', async ({ server, admin }) => {
    const content = 'name,email\nAda,ada@example.test\n';
    const form = new FormData();
    form.append('file_upload', new Blob([Buffer.from(content)], { type: 'text/csv' }), 'recipients.csv');
    const response = await fetch(`${server.baseUrl}/api/upload?auth_token=${encodeURIComponent(admin)}`, { method: 'POST', body: form });
    const body = (await response.json()) as { id: number };
    expect(response.status).toBe(201);
    server.expectMatchesContract('uploadFile', 201, body);
    expect(body).toMatchObject({ filename: 'recipients.csv', mime_type: 'text/csv', size: Buffer.byteLength(content) });
    const row = await server.db.selectFrom('uploads').select('storage_key').where('id', '=', body.id).executeTakeFirstOrThrow();
    expect((await server.services.files.read(row.storage_key)).toString()).toBe(content);
  });

  it('refuses an upload without the file_upload field (400)', async ({ server, admin }) => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.txt');
    const response = await fetch(`${server.baseUrl}/api/upload?auth_token=${encodeURIComponent(admin)}`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field?: string }).field).toBe('file_upload');
  });

  it('[P7-087] [P7-093] notify stores an internal notification (a feature request)', async ({ server, admin }) => {
    const userId = await userIdOf(server.db, 'admin@harbor.test');
    const reply = await server.request('POST', '/webhooks/notify', {
      token: admin,
      body: { event: 'internal', user_id: userId, notification_type: 'feature_request', feature_name: 'competitors' },
    });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('notify', 201, reply.body);
    const row = await server.db.selectFrom('notifications').selectAll().where('id', '=', reply.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ event: 'internal', user_id: userId, notification_type: 'feature_request', feature_name: 'competitors' });
    const foreign = await userIdOf(server.db, 'trial@pinecrest.test');
    const refused = await server.request('POST', '/webhooks/notify', {
      token: admin,
      body: { event: 'internal', user_id: foreign, notification_type: 'feature_request', feature_name: 'x' },
    });
    expect(refused.status).toBe(400);
  });

  it('[P7-091] triage echoes the method the server acted on, the override header and the user agent', async ({ server }) => {
    const get = await server.request('GET', '/triage', { headers: { 'user-agent': 'triage-test' } });
    expect(get.status).toBe(200);
    server.expectMatchesContract('triageGet', 200, get.body);
    expect(get.body).toEqual({ method: 'GET', override_header: null, user_agent: 'triage-test', ok: true });
    const overridden = await server.request('POST', '/triage', { body: {}, headers: { 'x-http-method-override': 'PATCH' } });
    expect(overridden.status).toBe(200);
    expect(overridden.body).toMatchObject({ method: 'PATCH', override_header: 'PATCH' });
    const del = await server.request('DELETE', '/triage');
    expect(del.body.method).toBe('DELETE');
  });

  it('health answers without signing in and names the database', async ({ server }) => {
    const reply = await server.request('GET', '/health');
    expect(reply.status).toBe(200);
    server.expectMatchesContract('health', 200, reply.body);
    expect(reply.body).toMatchObject({ status: 'ok', database: process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite' });
  });
});
