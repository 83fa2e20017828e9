import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { issueToken } from '../auth/tokens.js';
import { createTestDatabase } from '../testing/test-database.js';
import { basicAuthHeader } from './basic-credentials.js';
import { startFrameworkServer, type FrameworkServer } from './fixtures/framework-app.js';
import { LAST_USED_RESOLUTION_MS } from './authenticate.js';

const MINUTE = 60_000;

describe('authentication and authorization (mini contract, seeded database)', () => {
  let database: { db: Kysely<Database>; close(): Promise<void> };
  let server: FrameworkServer;
  // The server's clock; tests move it to check expiry and last_used_at.
  let now = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startFrameworkServer({ db: database.db, now: () => now });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const userByEmail = (email: string) =>
    database.db.selectFrom('users').select(['id', 'account_id']).where('email', '=', email).executeTakeFirstOrThrow();
  const accountByName = (name: string) =>
    database.db.selectFrom('accounts').select(['id', 'status']).where('name', '=', name).executeTakeFirstOrThrow();

  /** A session straight in the table, so these tests depend on the framework only (not on POST /auth). */
  async function sessionFor(email: string, options: { expiresInMs?: number; accountId?: number } = {}) {
    const user = await userByEmail(email);
    const { token, hash } = issueToken();
    const session = await database.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        account_id: options.accountId ?? user.account_id,
        token_hash: hash,
        impersonator_user_id: null,
        created_at: new Date(now.getTime() - 5 * MINUTE),
        last_used_at: new Date(now.getTime() - 5 * MINUTE),
        expires_at: new Date(now.getTime() + (options.expiresInMs ?? 60 * MINUTE)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, sessionId: session.id, user };
  }

  const call = (method: string, path: string, authorization?: string) =>
    server.call(method, path, authorization ? { headers: { authorization } } : {});

  it('[P7-001] Basic auth with e-mail and token reaches the operation with the caller resolved', async () => {
    const { token, user } = await sessionFor('admin@harbor.test');
    const reply = await call('GET', '/api/auth', basicAuthHeader(token, 'admin@harbor.test'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ user_id: user.id, account_id: user.account_id, account_ids: [user.account_id] });
  });

  it('[P7-002] the e-mail may be blank when a token is used', async () => {
    const { token } = await sessionFor('manager@harbor.test');
    expect((await call('GET', '/api/auth', basicAuthHeader(token))).status).toBe(200);
  });

  it('[P7-001] the e-mail is compared without regard to case', async () => {
    const { token } = await sessionFor('manager@harbor.test');
    expect((await call('GET', '/api/auth', basicAuthHeader(token, 'Manager@Harbor.TEST'))).status).toBe(200);
  });

  it("[P7-001] another user's e-mail, a wrong token or no credentials are 401", async () => {
    const { token } = await sessionFor('admin@harbor.test');
    const wrongEmail = await call('GET', '/api/auth', basicAuthHeader(token, 'manager@harbor.test'));
    expect(wrongEmail.body).toEqual({ status: 401, code: 'unauthorized', error: 'Invalid credentials' });
    expect((await call('GET', '/api/auth', basicAuthHeader(`${token}x`))).status).toBe(401);
    expect((await call('GET', '/api/auth')).body).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await call('GET', '/api/auth', 'Bearer something')).status).toBe(401);
  });

  it('an expired session is 401', async () => {
    const { token } = await sessionFor('admin@harbor.test', { expiresInMs: -1 });
    expect((await call('GET', '/api/auth', basicAuthHeader(token))).body).toMatchObject({ status: 401, error: 'Your session has expired' });
  });

  it('credentials are checked before the input: no 400 for a caller without rights', async () => {
    expect((await call('GET', '/api/locations?account_id=abc')).status).toBe(401);
  });

  it('public operations need no credentials and ignore bad ones', async () => {
    expect((await call('GET', '/api/health', basicAuthHeader('not-a-token'))).status).toBe(200);
  });

  it('an inactive account gets 402 for everything but reading and ending its session', async () => {
    const account = await accountByName('Pinecrest Eats');
    const { token } = await sessionFor('trial@pinecrest.test');
    await database.db.updateTable('accounts').set({ status: 'inactive' }).where('id', '=', account.id).execute();
    try {
      const list = await call('GET', '/api/locations', basicAuthHeader(token));
      expect(list.body).toMatchObject({ status: 402, code: 'account_inactive' });
      expect((await call('GET', '/api/auth', basicAuthHeader(token))).status).toBe(200);
      expect((await call('DELETE', '/api/auth', basicAuthHeader(token))).status).toBe(204);
    } finally {
      await database.db.updateTable('accounts').set({ status: account.status }).where('id', '=', account.id).execute();
    }
  });

  it("x-permission is checked against the user type: 403 when it lacks the verb", async () => {
    const readOnly = await sessionFor('readonly@harbor.test');
    const admin = await sessionFor('admin@harbor.test');
    const emailOnly = await sessionFor('emailonly@harbor.test');
    expect((await call('DELETE', '/api/users', basicAuthHeader(readOnly.token))).body).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await call('DELETE', '/api/users', basicAuthHeader(admin.token))).status).toBe(204);
    expect((await call('GET', '/api/locations', basicAuthHeader(emailOnly.token))).status).toBe(403);
    expect((await call('GET', '/api/locations', basicAuthHeader(readOnly.token))).status).toBe(200);
  });

  it('[P7-009] a parent account reaches its children; others get 403 for a foreign account_id', async () => {
    const parent = await sessionFor('partner@summit.test');
    const child = await accountByName('Summit Auto Group');
    const session = await call('GET', '/api/auth', basicAuthHeader(parent.token));
    expect((session.body as { account_ids: number[] }).account_ids).toContain(child.id);
    const childList = await call('GET', `/api/locations?account_id=${child.id}`, basicAuthHeader(parent.token));
    expect(childList.body).toEqual({ account_id: child.id });
    const harbor = await sessionFor('admin@harbor.test');
    expect((await call('GET', `/api/locations?account_id=${child.id}`, basicAuthHeader(harbor.token))).status).toBe(403);
  });

  it('a shadow session acts on the shadowed account only', async () => {
    const child = await accountByName('Summit Senior Living');
    const shadow = await sessionFor('partner@summit.test', { accountId: child.id });
    const reply = await call('GET', '/api/auth', basicAuthHeader(shadow.token));
    expect(reply.body).toMatchObject({ account_id: child.id, account_ids: [child.id] });
  });

  it('last_used_at is written at most once a minute', async () => {
    const { token, sessionId } = await sessionFor('user@harbor.test');
    const lastUsed = async () =>
      (await database.db.selectFrom('sessions').select('last_used_at').where('id', '=', sessionId).executeTakeFirstOrThrow())
        .last_used_at;
    const first = now;
    await call('GET', '/api/auth', basicAuthHeader(token));
    expect(new Date(await lastUsed()).getTime()).toBe(first.getTime());
    now = new Date(first.getTime() + LAST_USED_RESOLUTION_MS / 2);
    await call('GET', '/api/auth', basicAuthHeader(token));
    expect(new Date(await lastUsed()).getTime()).toBe(first.getTime());
    now = new Date(first.getTime() + LAST_USED_RESOLUTION_MS + 1000);
    await call('GET', '/api/auth', basicAuthHeader(token));
    expect(new Date(await lastUsed()).getTime()).toBe(now.getTime());
  });

  it('an upload form may carry the token as auth_token; the file lands in the local store', async () => {
    const { token } = await sessionFor('admin@harbor.test');
    const form = new FormData();
    form.append('file_upload', new Blob([Buffer.from('fake png')], { type: 'image/png' }), 'shop.png');
    const response = await fetch(`${server.baseUrl}/api/upload?auth_token=${encodeURIComponent(token)}`, { method: 'POST', body: form });
    const body = (await response.json()) as { key: string; size: number };
    expect(response.status).toBe(200);
    expect(body.size).toBe(8);
    expect((await server.services.files.read(body.key)).toString()).toBe('fake png');
  });
});
