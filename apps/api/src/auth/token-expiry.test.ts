import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { issueToken } from './tokens.js';
import { accountIdOf, lastEmailTo, linkParam } from '../testing/test-accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Confirmation and download links expire, and expired sessions are purged. */
describe('token expiry', () => {
  let server: TestServer;
  let now = new Date();

  beforeAll(async () => {
    server = await startTestServer({ now: () => now, purgeTokensEveryMs: 50 });
  });
  afterAll(() => server?.close());

  it('a confirmation link stops working after 7 days (404 on PATCH /confirm, 401 at sign-in); a resent one works', async () => {
    const email = 'late@confirm.example';
    const signup = await server.request('POST', '/signup/user', {
      body: { name: 'Late', email, account_name: 'Late Co', password: 'long-enough-1', password_confirmation: 'long-enough-1' },
    });
    expect(signup.status).toBe(201);
    const token = linkParam((await lastEmailTo(server.db, email)).body, 'confirmation_token');
    const started = now;
    now = new Date(started.getTime() + 7 * DAY_MS + 1000);
    try {
      const confirm = await server.request('PATCH', '/confirm', { body: { confirmation_token: token } });
      expect(confirm.status).toBe(404);
      const login = await server.request('POST', '/auth', { body: { email, password: 'long-enough-1', confirmation_token: token } });
      expect(login.status).toBe(401);
      expect(login.body.error).toBe('Your confirmation link has expired: ask for a new one');
      expect((await server.request('POST', '/confirm', { body: { email } })).status).toBe(202);
      const fresh = linkParam((await lastEmailTo(server.db, email)).body, 'confirmation_token');
      const confirmed = await server.request('PATCH', '/confirm', { body: { confirmation_token: fresh } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.status).toBe('active');
    } finally {
      now = started;
    }
  });

  it('an e-mailed download link works for 7 days after the file is ready, then is a 404 (the purge ends it)', async () => {
    const harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const key = await server.services.files.save('export.csv', Buffer.from('id\n1\n'));
    const link = async (daysAgo: number) => {
      const { token, hash } = issueToken();
      const row = await server.db
        .insertInto('export_files')
        .values({
          account_id: harborId, user_id: null, resource: 'reviews', filters: '{}', download_options: '{}', origin: 'http://localhost:3000',
          status: 'complete', storage_key: key, download_token_hash: hash, row_count: 1,
          created_at: new Date(now.getTime() - daysAgo * DAY_MS), completed_at: new Date(now.getTime() - daysAgo * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return () => server.request('GET', `/fetch-export-file/${row.id}/file-data`, { query: { token } });
    };
    const [fresh, old] = [await link(6), await link(8)];
    expect((await fresh()).status).toBe(200);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await old()).status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await old()).status).toBe(404);
    expect((await fresh()).status).toBe(200);
  }, 60_000);

  it('expired sessions are deleted by the periodic purge; live ones stay', async () => {
    const [stale, live] = [await server.login('user@harbor.test'), await server.login('user@harbor.test')];
    const rows = await server.db.selectFrom('sessions').select('id').orderBy('id', 'desc').limit(2).execute();
    const [liveId, staleId] = rows.map((r) => r.id);
    await server.db.updateTable('sessions').set({ expires_at: new Date(now.getTime() - 1000) }).where('id', '=', staleId ?? 0).execute();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await server.db.selectFrom('sessions').select('id').where('id', '=', staleId ?? 0).executeTakeFirst())) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await server.db.selectFrom('sessions').select('id').where('id', '=', staleId ?? 0).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('sessions').select('id').where('id', '=', liveId ?? 0).executeTakeFirst()).toBeDefined();
    expect((await server.request('GET', '/auth', { token: stale })).status).toBe(401);
    expect((await server.request('GET', '/auth', { token: live })).status).toBe(200);
  }, 60_000);
});
