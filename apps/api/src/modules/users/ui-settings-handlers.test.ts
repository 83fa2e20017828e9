import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { userIdOf } from '../../testing/test-accounts.js';

describe('interface settings (toast duration)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[P4-075] stores the toast duration as the user\'s preference; null (the default) until then', async () => {
    const token = await server.login('emailonly@harbor.test');
    const id = await userIdOf(server.db, 'emailonly@harbor.test');
    const before = await server.request('GET', `/users/${id}/ui_settings`, { token });
    expect(before.status).toBe(200);
    server.expectMatchesContract('getUiSettings', 200, before.body);
    expect(before.body).toEqual({ toast_duration_ms: null });
    const saved = await server.request('PUT', `/users/${id}/ui_settings`, { token, body: { toast_duration_ms: 8000 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ toast_duration_ms: 8000 });
    await server.request('PUT', `/users/${id}/ui_settings`, { token, body: { toast_duration_ms: 0 } });
    expect((await server.request('GET', `/users/${id}/ui_settings`, { token })).body).toEqual({ toast_duration_ms: 0 });
    const rows = await server.db.selectFrom('user_preferences').select('preference_type').where('user_id', '=', id).where('preference_type', '=', 'ui_settings').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a negative or too long duration with a 400 naming the field', async () => {
    const token = await server.login('emailonly@harbor.test');
    const id = await userIdOf(server.db, 'emailonly@harbor.test');
    const reply = await server.request('PUT', `/users/${id}/ui_settings`, { token, body: { toast_duration_ms: -5 } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('toast_duration_ms');
  });

  it("is self only (403 on another user's)", async () => {
    const admin = await server.login('admin@harbor.test');
    const id = await userIdOf(server.db, 'emailonly@harbor.test');
    expect((await server.request('GET', `/users/${id}/ui_settings`, { token: admin })).status).toBe(403);
  });
});
