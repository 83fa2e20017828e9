import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { sendCampaignRequests } from '../jobs/campaign-send.js';
import { createJobWorker } from '../jobs/index.js';
import { insertCampaign } from '../modules/requests/testing/campaign-fixtures.js';
import { basicAuthHeader } from './basic-credentials.js';
import { allHandlers } from '../modules/index.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../testing/test-accounts.js';

describe('local tools (outbox, arrivals, requests outbox)', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  let harborLocation: number;
  let pinecrestLocation: number;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, user] = await Promise.all([server.login('admin@harbor.test'), server.login('user@harbor.test')]);
    const harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    harborLocation = (await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).orderBy('id').executeTakeFirstOrThrow()).id;
    pinecrestLocation = (await server.db.selectFrom('locations').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const outbox = (token?: string) => server.request('GET', '/_local/outbox', token === undefined ? {} : { token });
  const arrive = (token: string, body: unknown) => server.request('POST', '/_local/arrivals', { token, body });

  it('an admin brings a new review now; the alerts of it are sent, and each user reads only their own mail', async () => {
    // The user is alerted for every review; the admin, who brings it, is not.
    const userId = await userIdOf(server.db, 'user@harbor.test');
    expect((await server.request('PUT', `/users/${userId}/review_alert`, { token: user, body: { enabled: true, ratings: 'all', group_ids: [] } })).status).toBe(200);
    await server.services.sendEmail({ to: 'admin@harbor.test', subject: 'Only for the admin', body: 'x' });

    const brought = await arrive(admin, { location_id: harborLocation, rating: 1 });
    expect(brought.status).toBe(201);
    expect(brought.headers.get('x-locus-local')).toBe('arrivals');
    const reviewId = brought.body.review_id as number;
    const review = await server.db.selectFrom('reviews').select(['rating', 'location_id']).where('id', '=', reviewId).executeTakeFirstOrThrow();
    expect(review).toEqual({ rating: 1, location_id: harborLocation });

    // The server of these tests runs no worker: run the queued alert job as the worker would.
    const worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    while (await worker.runOne());

    const mine = await outbox(user);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('x-locus-local')).toBe('outbox');
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((m: { to: string }) => m.to === 'user@harbor.test')).toBe(true);
    expect(mine.body[0]).toMatchObject({ subject: expect.stringMatching(/^New 1-star review for /), body: expect.stringContaining(`/reviews/${reviewId}`) });
    expect(Object.keys(mine.body[0]).sort()).toEqual(['body', 'created_at', 'id', 'subject', 'to']);

    const theirs = await outbox(admin);
    expect(theirs.body.map((m: { subject: string }) => m.subject)).toContain('Only for the admin');
    expect(theirs.body.every((m: { to: string }) => m.to === 'admin@harbor.test')).toBe(true);
  });

  it('the outbox also holds the confirmation link sent to the new address the caller asked for, and nobody else reads it', async () => {
    const managerId = await userIdOf(server.db, 'manager@harbor.test');
    const manager = await server.login('manager@harbor.test');
    expect((await server.request('POST', `/users/${managerId}/email_change`, { token: manager, body: { email: 'marcus.new@harbor.test' } })).status).toBe(202);
    const mine = await outbox(manager);
    expect(mine.body[0]).toMatchObject({ to: 'marcus.new@harbor.test', subject: 'Confirm your new e-mail address' });
    expect((await outbox(admin)).body.some((m: { to: string }) => m.to === 'marcus.new@harbor.test')).toBe(false);
  });

  it('needs a session (401); arrivals need an admin (403) of the location\'s account (404) and sound input (400)', async () => {
    expect((await outbox()).status).toBe(401);
    expect((await arrive(user, { location_id: harborLocation })).status).toBe(403);
    expect((await arrive(admin, { location_id: pinecrestLocation })).status).toBe(404);
    const badRating = await arrive(admin, { location_id: harborLocation, rating: 6 });
    expect(badRating.status).toBe(400);
    expect(badRating.body.field).toBe('rating');
    expect((await arrive(admin, {})).body.field).toBe('location_id');
  });

  it('an admin of the campaign account reads its requests in the outboxes with their landing and unsubscribe links', async () => {
    const { db, services } = server;
    const harborId = await accountIdOf(db, 'Harbor Dental Group');
    const mail = await insertCampaign(db, { account_id: harborId, location_id: harborLocation }, [
      { name: 'Jane Doe', email: 'jane@example.com' },
      { name: 'No Mail' },
    ]);
    const text = await insertCampaign(db, { account_id: harborId, location_id: harborLocation, request_type: 'sms' }, [{ name: 'Sam Lee', phone: '5555550111' }]);
    const lease = { jobId: 0, workerId: 'test', assertHeld: async () => undefined };
    await sendCampaignRequests(db, services, mail.campaignId, lease);
    await sendCampaignRequests(db, services, text.campaignId, lease);

    const read = (campaignId: number | string, token = admin) => server.request('GET', '/_local/outbox/requests', { token, query: { campaign_id: campaignId } });
    const reply = await read(mail.campaignId);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-locus-local')).toBe('outbox');
    const token = (await db.selectFrom('campaign_recipients').select('token').where('id', '=', (mail.recipientIds[0] as number)).executeTakeFirstOrThrow()).token;
    expect(reply.body).toEqual([expect.objectContaining({
      recipient_id: mail.recipientIds[0], kind: 'request', channel: 'email', to: 'jane@example.com',
      landing_url: `${services.publicUrl}/r/${token}`, unsubscribe_url: `${services.publicUrl}/unsubscribe/requests/${token}`,
    })]);
    expect(reply.body[0].body).toContain(reply.body[0].landing_url);
    // The link opens the customer's page.
    expect((await server.request('GET', `/landing/${token}`)).status).toBe(200);

    const sms = await read(text.campaignId);
    expect(sms.body).toEqual([expect.objectContaining({ channel: 'sms', to: '5555550111', subject: null })]);

    expect((await read(mail.campaignId, user)).status).toBe(404);
    const pinecrestAdmin = await server.login('trial@pinecrest.test');
    expect((await read(mail.campaignId, pinecrestAdmin)).status).toBe(404);
    expect((await read(999_999)).status).toBe(404);
    const bad = await read('x');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('campaign_id');
    expect((await server.request('GET', '/_local/outbox/requests', { query: { campaign_id: mail.campaignId } })).status).toBe(401);
  });

  it('an admin of the account reads a pending invitee\'s invitation e-mails; nobody else, and not once accepted', async () => {
    const types = await server.db.selectFrom('user_types').select(['id', 'code']).where('code', '=', 'manager').executeTakeFirstOrThrow();
    const invited = await server.request('POST', '/users', { token: admin, body: { name: 'Ivy', email: 'ivy@harbor.test', user_type_id: types.id } });
    const read = (token: string | undefined, userId: unknown) =>
      server.request('GET', '/_local/outbox/invitations', { ...(token === undefined ? {} : { token }), query: { user_id: String(userId) } });
    const mails = await read(admin, invited.body.id);
    expect(mails.status).toBe(200);
    expect(mails.headers.get('x-locus-local')).toBe('outbox');
    expect(mails.body).toEqual([expect.objectContaining({ to: 'ivy@harbor.test', body: expect.stringContaining('/reset-password?reset_password_token=') })]);
    expect((await read(user, invited.body.id)).status).toBe(404);
    expect((await read(await server.login('trial@pinecrest.test'), invited.body.id)).status).toBe(404);
    expect((await read(admin, await userIdOf(server.db, 'manager@harbor.test'))).status).toBe(404);
    expect((await read(admin, 'x')).body.field).toBe('user_id');
    expect((await read(undefined, invited.body.id)).status).toBe(401);
  });

  it('a server over real e-mail or directories has no local routes', async () => {
    const app = await buildApp({
      db: server.db, services: { ...server.services, adapters: { email: 'provider', sms: 'outbox', directories: 'simulator' } },
      handlers: allHandlers, contract: server.contract, webRoot: null,
    });
    try {
      const headers = { authorization: basicAuthHeader(admin) };
      expect((await app.inject({ method: 'GET', url: '/api/_local/outbox', headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/_local/arrivals', headers, payload: { location_id: harborLocation } })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a server over a real SMS provider has no requests outbox', async () => {
    const app = await buildApp({
      db: server.db, services: { ...server.services, adapters: { email: 'outbox', sms: 'provider', directories: 'simulator' } },
      handlers: allHandlers, contract: server.contract, webRoot: null,
    });
    try {
      const headers = { authorization: basicAuthHeader(admin) };
      expect((await app.inject({ method: 'GET', url: '/api/_local/outbox/requests?campaign_id=1', headers })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/_local/outbox', headers })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
