import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

describe('the request page settings', () => {
  let server: TestServer;
  let admin: string;
  let manager: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  const save = (body: Record<string, unknown>, token = admin) => server.request('PUT', '/request_page', { token, body: { nps_threshold: 9, stars_threshold: 4, ...body } });

  it('reads the defaults before the first save (never saved: updated_at null), the same row on every read', async () => {
    const first = await server.request('GET', '/request_page', { token: manager });
    expect(first.status).toBe(200);
    server.expectMatchesContract('getRequestPage', 200, first.body);
    expect(first.body).toMatchObject({
      account_id: harborId, contact_email: null, contact_number: null, created_by_user_id: null, logo_url: null,
      nps_threshold: 9, stars_threshold: 4, reminder_days: null, updated_at: null,
    });
    const again = await server.request('GET', '/request_page', { token: manager });
    expect(again.body.id).toBe(first.body.id);
  });

  it('saves the settings normalized; the first saver is kept as the creator', async () => {
    const saved = await save({ contact_email: ' Front@Harbor.test ', contact_number: '(555) 010-2030', logo_url: 'https://cdn.example.com/logo.png', nps_threshold: 8, stars_threshold: 5, reminder_days: 3 });
    expect(saved.status).toBe(200);
    server.expectMatchesContract('updateRequestPage', 200, saved.body);
    const adminId = await userIdOf(server.db, 'admin@harbor.test');
    expect(saved.body).toMatchObject({
      contact_email: 'front@harbor.test', contact_number: '5550102030', logo_url: 'https://cdn.example.com/logo.png',
      nps_threshold: 8, stars_threshold: 5, reminder_days: 3, created_by_user_id: adminId,
    });
    expect(saved.body.updated_at).not.toBeNull();
    // A later save keeps the first saver (here another user, as if the manager had saved first).
    const firstSaver = await userIdOf(server.db, 'manager@harbor.test');
    await server.db.updateTable('request_pages').set({ created_by_user_id: firstSaver }).where('account_id', '=', harborId).execute();
    const cleared = await save({ contact_email: '', reminder_days: null });
    expect(cleared.body).toMatchObject({ contact_email: null, reminder_days: null, created_by_user_id: firstSaver });
    const read = await server.request('GET', '/request_page', { token: manager });
    expect(read.body).toMatchObject({ nps_threshold: 9, stars_threshold: 4, reminder_days: null });
  });

  it('[P5-026] an invalid contact e-mail, phone or logo address is a 400 naming it', async () => {
    for (const [body, field] of [
      [{ contact_email: 'front@' }, 'contact_email'],
      [{ contact_number: '555-0102' }, 'contact_number'],
      [{ contact_number: '555 010 20301' }, 'contact_number'],
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ logo_url: 'not a url' }, 'logo_url'],
    ] as const) {
      const reply = await save(body);
      expect(reply.status, field).toBe(400);
      server.expectMatchesContract('updateRequestPage', 400, reply.body);
      expect(reply.body.field).toBe(field);
    }
  });

  it('only admins save (403 for a manager); another account is a 403', async () => {
    expect((await save({}, manager)).status).toBe(403);
    expect((await server.request('GET', '/request_page', { token: admin, query: { account_id: pinecrestId } })).status).toBe(403);
    expect((await server.request('PUT', '/request_page', { token: admin, body: { account_id: pinecrestId, nps_threshold: 9, stars_threshold: 4 } })).status).toBe(403);
  });
});
