import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { feedbackRating } from './landing-handlers.js';
import { insertCampaign, newToken } from './testing/campaign-fixtures.js';

describe('the customer landing page (public)', () => {
  let server: TestServer;
  let harborId: number;
  let location: { id: number; name: string; public_name: string | null };
  let siteIds: number[];
  let otherUrlId: number;
  const now = new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    const { db } = server;
    harborId = await accountIdOf(db, 'Harbor Dental Group');
    const urls = await db
      .selectFrom('urls')
      .innerJoin('locations as l', 'l.id', 'urls.location_id')
      .select(['urls.id', 'urls.location_id', 'l.name', 'l.public_name'])
      .where('urls.account_id', '=', harborId)
      .where('urls.url', 'is not', null)
      .orderBy('urls.location_id')
      .orderBy('urls.id')
      .execute();
    const first = urls[0] as (typeof urls)[number];
    location = { id: first.location_id, name: first.name, public_name: first.public_name };
    const ofLocation = urls.filter((u) => u.location_id === location.id);
    siteIds = ofLocation.slice(0, 2).map((u) => u.id).reverse();
    otherUrlId = (urls.find((u) => !siteIds.includes(u.id)) as (typeof urls)[number]).id;
  });
  afterAll(() => server?.close());

  /** A sent request of a fresh campaign; returns its token and recipient id. */
  async function request(campaign: { feedback_type?: 'nps' | 'stars'; request_type?: 'email' | 'sms' } = {}, recipient: { name?: string; email?: string | null; phone?: string | null } = {}) {
    const token = newToken();
    const { recipientIds } = await insertCampaign(server.db, { account_id: harborId, location_id: location.id, status: 'sent', url_ids: siteIds, ...campaign }, [
      { name: 'Jane Doe', email: 'jane.doe@example.com', phone: null, ...recipient, token, status: 'sent', sent_at: now },
    ]);
    return { token, id: (recipientIds[0] as number) };
  }
  const rowOf = (id: number) => server.db.selectFrom('campaign_recipients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('[P3-042] shows the location, the customer first name, the campaign sites in order and the page defaults; records the open once', async () => {
    const { token, id } = await request();
    const reply = await server.request('GET', `/landing/${token}`);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('getLanding', 200, reply.body);
    expect(reply.body).toMatchObject({
      location_name: location.public_name ?? location.name,
      customer_first_name: 'Jane',
      feedback_type: 'nps',
      logo_url: null,
      contact_email: null,
      score: null,
      unsubscribed: false,
    });
    expect(reply.body.location_address).not.toBe('');
    expect(reply.body.sites.map((s: { url_id: number }) => s.url_id)).toEqual(siteIds);
    expect((await rowOf(id)).opened_at).toEqual(now);

    await server.db.insertInto('request_pages').values({ account_id: harborId, logo_url: 'https://cdn.example/logo.png', contact_email: 'front@harbor.test', contact_number: '5555550199' }).execute();
    try {
      await server.db.updateTable('campaign_recipients').set({ opened_at: new Date('2026-11-19T00:00:00Z') }).where('id', '=', id).execute();
      const again = await server.request('GET', `/landing/${token}`);
      expect(again.body).toMatchObject({ logo_url: 'https://cdn.example/logo.png', contact_email: 'front@harbor.test', contact_number: '5555550199' });
      expect((await rowOf(id)).opened_at).toEqual(new Date('2026-11-19T00:00:00Z'));
    } finally {
      await server.db.deleteFrom('request_pages').where('account_id', '=', harborId).execute();
    }
  });

  it('answers 404 for an unknown token on every call', async () => {
    expect((await server.request('GET', '/landing/no-such-token')).status).toBe(404);
    expect((await server.request('POST', '/landing/no-such-token/answer', { body: { score: 5 } })).status).toBe(404);
    expect((await server.request('POST', '/landing/no-such-token/click', { body: { url_id: siteIds[0] } })).status).toBe(404);
    expect((await server.request('POST', '/landing/no-such-token/feedback', { body: { content: 'x' } })).status).toBe(404);
    expect((await server.request('POST', '/unsubscribe/requests/no-such-token')).status).toBe(404);
  });

  it('sends an answer at or above the threshold (nps 9, stars 4 by default) on to a site, others to feedback; a score out of range is a 400 naming score', async () => {
    const nps = await request();
    const answer = (token: string, score: number) => server.request('POST', `/landing/${token}/answer`, { body: { score } });
    expect((await answer(nps.token, 8)).body).toEqual({ next: 'feedback' });
    const happy = await answer(nps.token, 9);
    server.expectMatchesContract('answerLanding', 200, happy.body);
    expect(happy.body).toEqual({ next: 'site' });
    expect((await rowOf(nps.id)).score).toBe(9);

    const stars = await request({ feedback_type: 'stars' });
    expect((await answer(stars.token, 3)).body).toEqual({ next: 'feedback' });
    expect((await answer(stars.token, 4)).body).toEqual({ next: 'site' });
    const zero = await answer(stars.token, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('score');
    const tooHigh = await answer(stars.token, 6);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.field).toBe('score');

    await server.db.insertInto('request_pages').values({ account_id: harborId, nps_threshold: 7 }).execute();
    try {
      expect((await answer(nps.token, 7)).body).toEqual({ next: 'site' });
    } finally {
      await server.db.deleteFrom('request_pages').where('account_id', '=', harborId).execute();
    }
  });

  it('a click on one of the campaign sites records the first click and the site, and replies its link; another site is a 404', async () => {
    const { token, id } = await request();
    const reply = await server.request('POST', `/landing/${token}/click`, { body: { url_id: siteIds[1] } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('clickLandingSite', 200, reply.body);
    const url = await server.db.selectFrom('urls').select('url').where('id', '=', (siteIds[1] as number)).executeTakeFirstOrThrow();
    expect(reply.body).toEqual({ url: url.url });
    expect(await rowOf(id)).toMatchObject({ clicked_at: now, clicked_url_id: siteIds[1] });
    expect((await server.request('POST', `/landing/${token}/click`, { body: { url_id: otherUrlId } })).status).toBe(404);
  });

  it('private feedback becomes a review of the feedback source at the location, with its alert queued; a second one is a 409', async () => {
    const { token, id } = await request({}, { name: 'Robin Hart' });
    await server.request('POST', `/landing/${token}/answer`, { body: { score: 4 } });
    const blank = await server.request('POST', `/landing/${token}/feedback`, { body: { content: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('content');
    const reply = await server.request('POST', `/landing/${token}/feedback`, { body: { content: ' The wait was long. ' } });
    expect(reply.status).toBe(201);
    server.expectMatchesContract('sendLandingFeedback', 201, reply.body);
    const review = await server.db
      .selectFrom('reviews as r')
      .innerJoin('sources as s', 's.id', 'r.source_id')
      .select(['r.account_id', 'r.location_id', 's.code', 'r.rating', 'r.author_name', 'r.content', 'r.published_at'])
      .where('r.id', '=', reply.body.review_id)
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ account_id: harborId, location_id: location.id, code: 'feedback', rating: 2, author_name: 'Robin Hart', content: 'The wait was long.', published_at: now });
    expect(await rowOf(id)).toMatchObject({ review_id: reply.body.review_id, feedback_at: now });
    const alerts = await server.db.selectFrom('jobs').select('payload').where('kind', '=', 'review_alerts').execute();
    expect(alerts.some((j) => (j.payload as { review_ids: number[] }).review_ids.includes(reply.body.review_id))).toBe(true);
    const again = await server.request('POST', `/landing/${token}/feedback`, { body: { content: 'Again' } });
    expect(again.status).toBe(409);
  });

  it('maps an NPS answer to stars by halves (0-2 is 1 star, 9-10 is 5); a stars answer stays as it is', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => feedbackRating('nps', s))).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5].map((s) => feedbackRating('stars', s))).toEqual([1, 2, 3, 4, 5]);
    expect(feedbackRating('nps', null)).toBe(0);
  });

  it('unsubscribe puts the e-mail and phone on the do-not-contact list (unsubscribed), keeps an entry made by hand, and repeats the same', async () => {
    const { token, id } = await request({}, { email: 'Leave.Me@Example.com', phone: '5555550142' });
    await server.db.insertInto('do_not_contact').values({ account_id: harborId, phone: '5555550142', reason: 'added' }).execute();
    const reply = await server.request('POST', `/unsubscribe/requests/${token}`);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('unsubscribeRequests', 200, reply.body);
    expect(reply.body).toEqual({ contact: 'leave.me@example.com' });
    const again = await server.request('POST', `/unsubscribe/requests/${token}`);
    expect(again.body).toEqual(reply.body);
    const entries = await server.db.selectFrom('do_not_contact').select(['email', 'phone', 'reason']).where('account_id', '=', harborId)
      .where((eb) => eb.or([eb('email', '=', 'leave.me@example.com'), eb('phone', '=', '5555550142')])).orderBy('id').execute();
    expect(entries).toEqual([{ email: null, phone: '5555550142', reason: 'added' }, { email: 'leave.me@example.com', phone: null, reason: 'unsubscribed' }]);
    expect((await rowOf(id)).unsubscribed_at).toEqual(now);
    expect((await server.request('GET', `/landing/${token}`)).body.unsubscribed).toBe(true);

    const sms = await request({ request_type: 'sms' }, { email: null, phone: '5555550143' });
    expect((await server.request('POST', `/unsubscribe/requests/${sms.token}`)).body).toEqual({ contact: '5555550143' });
  });
});
