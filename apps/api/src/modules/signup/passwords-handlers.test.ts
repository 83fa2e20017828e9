import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { lastEmailTo, linkParam } from '../../testing/test-accounts.js';

describe('password reset', () => {
  let server: TestServer;
  let now = new Date();

  beforeAll(async () => {
    server = await startTestServer({ now: () => now, publicUrl: 'https://app.locus.example' });
  });
  afterAll(() => server?.close());

  const requestReset = async (email: string) => {
    const reply = await server.request('POST', '/passwords', { body: { email } });
    expect(reply.status).toBe(202);
    server.expectMatchesContract('requestPasswordReset', 202, reply.body);
    return linkParam((await lastEmailTo(server.db, email)).body, 'reset_password_token');
  };

  it('[P7-070] [P7-072] [P7-071] round trip: e-mail link, check, new password, old sessions revoked', async () => {
    const oldSession = await server.login('user@harbor.test');
    const token = await requestReset('user@harbor.test');
    expect((await lastEmailTo(server.db, 'user@harbor.test')).body).toContain('/reset-password?reset_password_token=');

    const check = await server.request('GET', '/passwords', { query: { reset_password_token: token } });
    expect(check.status).toBe(200);
    server.expectMatchesContract('checkPasswordReset', 200, check.body);
    expect(check.body.email).toBe('user@harbor.test');

    const reset = await server.request('PATCH', '/passwords', {
      body: { reset_password_token: token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(reset.status).toBe(204);
    expect((await server.request('GET', '/auth', { token: oldSession })).status).toBe(401);
    expect(await server.login('user@harbor.test', 'brand-new-pass')).toEqual(expect.any(String));
    expect((await server.request('POST', '/auth', { body: { email: 'user@harbor.test', password: 'locus-demo' } })).status).toBe(401);
    // The token is spent.
    expect((await server.request('GET', '/passwords', { query: { reset_password_token: token } })).status).toBe(404);
  });

  it('a forged Host header still mails a link on PUBLIC_URL (no reset link to another site)', async () => {
    // fetch() always sends the URL's own Host, so this call is made with node:http.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL('/api/passwords', server.baseUrl);
      const call = httpRequest(url, { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } }, (reply) => {
        reply.resume();
        reply.on('end', () => resolve(reply.statusCode ?? 0));
      });
      call.on('error', reject);
      call.end(JSON.stringify({ email: 'admin@harbor.test' }));
    });
    expect(status).toBe(202);
    const { body } = await lastEmailTo(server.db, 'admin@harbor.test');
    expect(body).toContain('https://app.locus.example/reset-password?reset_password_token=');
    expect(body).not.toContain('evil.example');
  });

  it('[P7-070] answers 202 for an unknown e-mail too, and sends nothing', async () => {
    const before = await server.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const reply = await server.request('POST', '/passwords', { body: { email: 'nobody@nowhere.test' } });
    expect(reply.status).toBe(202);
    const after = await server.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('an expired link (after 2 hours) is refused with 422, and checks as 404', async () => {
    const token = await requestReset('manager@harbor.test');
    now = new Date(now.getTime() + 2 * 3_600_000 + 1000);
    try {
      const check = await server.request('GET', '/passwords', { query: { reset_password_token: token } });
      expect(check.status).toBe(404);
      const reset = await server.request('PATCH', '/passwords', {
        body: { reset_password_token: token, password: 'another-pass', password_confirmation: 'another-pass' },
      });
      expect(reset.status).toBe(422);
      expect(reset.body.error).toBe('Your password reset link has expired');
    } finally {
      now = new Date();
    }
  });

  it('validates the new password and its confirmation (400 naming the field); unknown tokens are 404', async () => {
    const token = await requestReset('limited@harbor.test');
    const mismatch = await server.request('PATCH', '/passwords', {
      body: { reset_password_token: token, password: 'long-enough-1', password_confirmation: 'long-enough-2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('password_confirmation');
    const unknown = await server.request('PATCH', '/passwords', {
      body: { reset_password_token: 'nope', password: 'long-enough-1', password_confirmation: 'long-enough-1' },
    });
    expect(unknown.status).toBe(404);
    server.expectMatchesContract('resetPassword', 404, unknown.body);
  });
});
