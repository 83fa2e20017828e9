import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { lastEmailTo, linkParam } from '../../testing/test-accounts.js';

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Sky Founder',
  email,
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
  account_name: 'Sky Bakery',
  ...extra,
});

describe('sign-up and confirmation', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[P7-064] creates a trial account, a pending admin, its profile and a first location; e-mails a confirmation link', async () => {
    const location = { name: 'Sky Bakery – Main St', address: '1 Main St', city: 'Portland', state: 'OR', zipcode: '97201', phone: '5035550100' };
    const reply = await server.request('POST', '/signup/user', { body: signupBody('sky@bakery.test', { location }) });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('signupUser', 201, reply.body);
    expect(reply.body).toMatchObject({ email: 'sky@bakery.test', status: 'pending' });

    const account = await server.db.selectFrom('accounts').selectAll().where('id', '=', reply.body.account_id).executeTakeFirstOrThrow();
    expect(account.status).toBe('trial');
    const trialDays = (new Date(account.trial_ended_at ?? 0).getTime() - new Date(account.trial_started_at ?? 0).getTime()) / 86_400_000;
    expect(trialDays).toBe(14);
    const user = await server.db
      .selectFrom('users as u')
      .innerJoin('user_types as t', 't.id', 'u.user_type_id')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['t.code', 'u.status', 'p.name'])
      .where('u.id', '=', reply.body.user_id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ code: 'admin', status: 'pending', name: 'Sky Founder' });
    const locations = await server.db.selectFrom('locations').select(['name', 'country']).where('account_id', '=', account.id).execute();
    expect(locations).toEqual([{ name: location.name, country: 'United States' }]);
    const email = await lastEmailTo(server.db, 'sky@bakery.test');
    expect(email.body).toContain('/login?confirmation_token=');
  });

  it('[P7-068] confirms by token, then the user logs in', async () => {
    await server.request('POST', '/signup/user', { body: signupBody('confirm@bakery.test') });
    const token = linkParam((await lastEmailTo(server.db, 'confirm@bakery.test')).body, 'confirmation_token');
    const reply = await server.request('PATCH', '/confirm', { body: { confirmation_token: token } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('confirmUser', 200, reply.body);
    expect(reply.body).toMatchObject({ email: 'confirm@bakery.test', status: 'active' });
    expect(await server.login('confirm@bakery.test', 'correct-horse')).toEqual(expect.any(String));
    // A token is spent once.
    expect((await server.request('PATCH', '/confirm', { body: { confirmation_token: token } })).status).toBe(404);
  });

  it('[P7-068] an unknown confirmation token is a 404', async () => {
    const reply = await server.request('PATCH', '/confirm', { body: { confirmation_token: 'no-such-token' } });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('confirmUser', 404, reply.body);
  });

  it('[P7-069] resending always answers 202, and sends a new link only to a pending user', async () => {
    await server.request('POST', '/signup/user', { body: signupBody('resend@bakery.test') });
    const before = await lastEmailTo(server.db, 'resend@bakery.test');
    const reply = await server.request('POST', '/confirm', { body: { email: 'resend@bakery.test', state: '/dashboard' } });
    expect(reply.status).toBe(202);
    server.expectMatchesContract('resendConfirmation', 202, reply.body);
    const after = await lastEmailTo(server.db, 'resend@bakery.test');
    expect(after.id).not.toBe(before.id);
    expect(linkParam(after.body, 'state')).toBe('/dashboard');
    const unknown = await server.request('POST', '/confirm', { body: { email: 'ghost@bakery.test' } });
    expect(unknown.status).toBe(202);
  });

  it('refuses an e-mail that already has an account (409)', async () => {
    const reply = await server.request('POST', '/signup/user', { body: signupBody('ADMIN@harbor.test') });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBe('An account with that e-mail already exists');
    server.expectMatchesContract('signupUser', 409, reply.body);
  });

  it('[P5-048] password rules: at least 8 characters and equal to the confirmation, 400 naming the field', async () => {
    const short = await server.request('POST', '/signup/user', { body: signupBody('short@bakery.test', { password: 'short', password_confirmation: 'short' }) });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');
    const mismatch = await server.request('POST', '/signup/user', { body: signupBody('mismatch@bakery.test', { password_confirmation: 'different-one' }) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('password_confirmation');
    server.expectMatchesContract('signupUser', 400, mismatch.body);
    const accounts = await server.db.selectFrom('users').select('id').where('email', 'in', ['short@bakery.test', 'mismatch@bakery.test']).execute();
    expect(accounts).toEqual([]);
  });
});
