import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { lastEmailTo, userIdOf } from '../../testing/test-accounts.js';

/** The token at the end of the confirmation link (/confirm-email/<token>). */
function linkToken(body: string): string {
  const match = body.match(/\/confirm-email\/(\S+)/);
  if (!match?.[1]) throw new Error('No confirmation link in the e-mail');
  return decodeURIComponent(match[1]);
}

describe('e-mail change with confirmation', () => {
  let server: TestServer;
  let clock = new Date('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  it('keeps the old address until the link sent to the new one is opened; the old one gets a notice', async () => {
    const token = await server.login('user@harbor.test');
    const id = await userIdOf(server.db, 'user@harbor.test');
    const reply = await server.request('POST', `/users/${id}/email_change`, { token, body: { email: 'uma.new@harbor.test' } });
    expect(reply.status).toBe(202);
    server.expectMatchesContract('requestEmailChange', 202, reply.body);
    expect(reply.body.pending_email).toBe('uma.new@harbor.test');
    // Not swapped yet: the old address still signs in.
    expect((await server.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email).toBe('user@harbor.test');
    const link = await lastEmailTo(server.db, 'uma.new@harbor.test');
    expect(link.body).toContain('http://localhost:3000/confirm-email/');

    const confirmed = await server.request('POST', `/email_confirmations/${encodeURIComponent(linkToken(link.body))}`);
    expect(confirmed.status).toBe(200);
    server.expectMatchesContract('confirmEmailChange', 200, confirmed.body);
    expect(confirmed.body).toEqual({ email: 'uma.new@harbor.test' });
    expect((await server.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email).toBe('uma.new@harbor.test');
    expect((await lastEmailTo(server.db, 'user@harbor.test')).body).toContain('uma.new@harbor.test');
    // The link works once.
    expect((await server.request('POST', `/email_confirmations/${encodeURIComponent(linkToken(link.body))}`)).status).toBe(404);
  });

  it('answers 409 on email for an address another user has, whatever its case', async () => {
    const token = await server.login('manager@harbor.test');
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const reply = await server.request('POST', `/users/${id}/email_change`, { token, body: { email: 'ADMIN@harbor.test' } });
    expect(reply.status).toBe(409);
    expect(reply.body.field).toBe('email');
  });

  it('refuses a malformed address with a 400 naming email', async () => {
    const token = await server.login('manager@harbor.test');
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const reply = await server.request('POST', `/users/${id}/email_change`, { token, body: { email: 'not an address' } });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('email');
  });

  it("is self only: even an admin cannot change another user's address this way (403)", async () => {
    const admin = await server.login('admin@harbor.test');
    const id = await userIdOf(server.db, 'limited@harbor.test');
    const reply = await server.request('POST', `/users/${id}/email_change`, { token: admin, body: { email: 'someone@harbor.test' } });
    expect(reply.status).toBe(403);
  });

  it('the link expires after 24 hours (422), and the address stays as it was', async () => {
    const token = await server.login('readonly@harbor.test');
    const id = await userIdOf(server.db, 'readonly@harbor.test');
    await server.request('POST', `/users/${id}/email_change`, { token, body: { email: 'rachel.late@harbor.test' } });
    const link = await lastEmailTo(server.db, 'rachel.late@harbor.test');
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    const reply = await server.request('POST', `/email_confirmations/${encodeURIComponent(linkToken(link.body))}`);
    expect(reply.status).toBe(422);
    expect((await server.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email).toBe('readonly@harbor.test');
  });

  it('an unknown token is a 404', async () => {
    expect((await server.request('POST', '/email_confirmations/not-a-token')).status).toBe(404);
  });
});
