import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { userIdOf } from '../../testing/test-accounts.js';
import { DEMO_PASSWORD } from '../../seed/constants.js';

describe('password change', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('with the current password: the new one signs in, other sessions end, this one stays', async () => {
    const here = await server.login('user@harbor.test');
    const elsewhere = await server.login('user@harbor.test');
    const id = await userIdOf(server.db, 'user@harbor.test');
    const reply = await server.request('POST', `/users/${id}/password`, {
      token: here,
      body: { current_password: DEMO_PASSWORD, password: 'a-new-secret', password_confirmation: 'a-new-secret' },
    });
    expect(reply.status).toBe(204);
    expect((await server.request('GET', '/auth', { token: here })).status).toBe(200);
    expect((await server.request('GET', '/auth', { token: elsewhere })).status).toBe(401);
    await expect(server.login('user@harbor.test', 'a-new-secret')).resolves.toBeTruthy();
    expect((await server.request('POST', '/auth', { body: { email: 'user@harbor.test', password: DEMO_PASSWORD } })).status).toBe(401);
  });

  it('a wrong current password is a 422 on current_password and changes nothing', async () => {
    const token = await server.login('manager@harbor.test');
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const reply = await server.request('POST', `/users/${id}/password`, {
      token,
      body: { current_password: 'wrong-one', password: 'another-secret', password_confirmation: 'another-secret' },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.field).toBe('current_password');
    await expect(server.login('manager@harbor.test', DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it('follows the sign-up rules: 8 characters (400 on password) and a matching confirmation (400 on password_confirmation)', async () => {
    const token = await server.login('manager@harbor.test');
    const id = await userIdOf(server.db, 'manager@harbor.test');
    const short = await server.request('POST', `/users/${id}/password`, { token, body: { current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');
    const mismatch = await server.request('POST', `/users/${id}/password`, {
      token,
      body: { current_password: DEMO_PASSWORD, password: 'long-enough', password_confirmation: 'long-enougH' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('password_confirmation');
  });

  it("is self only: an admin cannot set another user's password here (403)", async () => {
    const admin = await server.login('admin@harbor.test');
    const id = await userIdOf(server.db, 'limited@harbor.test');
    const reply = await server.request('POST', `/users/${id}/password`, {
      token: admin,
      body: { current_password: DEMO_PASSWORD, password: 'taken-over', password_confirmation: 'taken-over' },
    });
    expect(reply.status).toBe(403);
  });
});
