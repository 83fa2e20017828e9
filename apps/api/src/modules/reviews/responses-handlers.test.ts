import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryConnectors } from '../../adapters/directories/connector.js';
import { simulatedDirectories } from '../../adapters/directories/simulated-directory.js';
import type { SimulatedRepliesOptions } from '../../adapters/directories/simulated-replies.js';
import type { SourceCode } from '../../db/schema.js';
import { basicAuthHeader } from '../../http/basic-credentials.js';
import type { ServerServices } from '../../http/handler-types.js';
import { createJobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { FIRST_RETRY_MS, PUBLISH_ERROR_TEXT, UNPUBLISH_ERROR_TEXT } from './response-retry.js';

const THANKS = 'Thank you for taking the time to write this. We appreciate it.';

describe('answering reviews: responses published through the directory connector', () => {
  let server: TestServer;
  let clock = new Date('2026-11-20T12:00:00Z');
  let manager: string;
  let harborId: number;
  let pinecrestId: number;
  const used = new Set<number>();
  const quiet = { log: () => undefined };
  const STALE_MS = 60_000;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

  /** A review of this account and site that no test used yet, without a response (on Locus or on the site). */
  async function freshReview(code: SourceCode, accountId = harborId): Promise<number> {
    const rows = await server.db.selectFrom('reviews as r').innerJoin('sources as s', 's.id', 'r.source_id').select('r.id')
      .where('r.account_id', '=', accountId).where('s.code', '=', code).orderBy('r.id').limit(50).execute();
    const review = rows.find((r) => !used.has(r.id));
    if (!review) throw new Error(`No ${code} review left`);
    used.add(review.id);
    await server.db.deleteFrom('responses').where('review_id', '=', review.id).execute();
    await server.db.deleteFrom('directory_review_replies').where('review_id', '=', review.id).execute();
    return review.id;
  }

  /** The server's services with a simulated site that answers at once and refuses only as told. */
  function servicesWith(replies: SimulatedRepliesOptions = {}, adapt: (d: DirectoryConnectors) => DirectoryConnectors = (d) => d): ServerServices {
    const directories = simulatedDirectories(server.db, { sleep: async () => undefined, refusalRate: 0, ...replies });
    return { ...server.services, directories: adapt(directories) };
  }
  const worker = (services = servicesWith()) => createJobWorker({ db: server.db, services }, { ...quiet, staleMs: STALE_MS });
  const runJobs = async (services = servicesWith()) => {
    const w = worker(services);
    while (await w.runOne());
  };

  const respond = (reviewId: number, content: string, token = manager) =>
    server.request('POST', `/reviews/${reviewId}/responses`, { token, body: { content } });
  const responseRow = (id: number) => server.db.selectFrom('responses').selectAll().where('id', '=', id).executeTakeFirst();
  const siteReplies = (reviewId: number) => server.db.selectFrom('directory_review_replies').selectAll().where('review_id', '=', reviewId).execute();
  /** The review's history after its arrival (and the demo's tags): what answering it wrote. */
  const eventKinds = async (reviewId: number) =>
    (await server.db.selectFrom('review_events').select('kind').where('review_id', '=', reviewId).where('kind', 'not in', ['received', 'tag_added'])
      .orderBy('id').execute()).map((e) => e.kind);

  it('[P4-054] publishes a reply: 202 draft pending publish at once, then the job puts it on the site and marks it published', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, `  ${THANKS}  `);
    expect(created.status).toBe(202);
    server.expectMatchesContract('createResponse', 202, created.body);
    expect(created.body).toMatchObject({ review_id: reviewId, content: THANKS, status: 'draft', pending: 'publish', attempts: 0, user_name: expect.any(String), published_at: null });

    const publishedAt = tick();
    await runJobs();
    const row = await responseRow(created.body.id);
    expect(row).toMatchObject({ status: 'published', pending: null, attempts: 0, next_attempt_at: null, site_reply_id: `google-reply-${reviewId}` });
    expect(row?.published_at?.toISOString()).toBe(publishedAt.toISOString());
    expect((await siteReplies(reviewId)).map((r) => r.content)).toEqual([THANKS]);
    expect(await eventKinds(reviewId)).toEqual(['response_created', 'publish_attempted', 'published']);

    const detail = await server.request('GET', `/reviews/${reviewId}`, { token: manager });
    server.expectMatchesContract('getReview', 200, detail.body);
    expect(detail.body.responses[0]).toMatchObject({ status: 'published', pending: null });
    expect(detail.body.response).toMatchObject({ id: created.body.id, status: 'published', pending: null });

    // An edit publishes again, over the same site reply; the first publish keeps its date (response time).
    tick(60_000);
    const edited = await server.request('PUT', `/responses/${created.body.id}`, { token: manager, body: { content: 'Thanks again for the visit to our office.' } });
    expect(edited.status).toBe(202);
    server.expectMatchesContract('updateResponse', 202, edited.body);
    expect(edited.body).toMatchObject({ status: 'published', pending: 'publish' });
    await runJobs();
    expect((await responseRow(created.body.id))?.published_at?.toISOString()).toBe(publishedAt.toISOString());
    expect((await siteReplies(reviewId)).map((r) => r.content)).toEqual(['Thanks again for the visit to our office.']);
    expect(await eventKinds(reviewId)).toEqual(['response_created', 'publish_attempted', 'published', 'response_edited', 'publish_attempted', 'published']);
  });

  it('[P4-058] a refused publish reads error_published with the spec\'s text, and the retry after the backoff publishes it once', async () => {
    const reviewId = await freshReview('facebook');
    const created = await respond(reviewId, THANKS);
    let calls = 0;
    // The site refuses the first call only.
    const flaky = servicesWith({ refusalRate: 0.5, chance: () => (calls++ === 0 ? 0 : 0.99) });
    await runJobs(flaky);
    const failed = await responseRow(created.body.id);
    expect(failed).toMatchObject({ status: 'error_published', status_description: PUBLISH_ERROR_TEXT, pending: 'publish', attempts: 1, published_at: null });
    expect(failed?.next_attempt_at?.getTime()).toBe(clock.getTime() + FIRST_RETRY_MS);
    expect(await siteReplies(reviewId)).toEqual([]);
    const shown = await server.request('GET', `/reviews/${reviewId}`, { token: manager });
    expect(shown.body.responses[0]).toMatchObject({ status: 'error_published', status_description: 'An error occurred while publishing the response. We’ll try again. No action necessary.', attempts: 1 });

    // Not before the backoff; after it, one publish.
    await runJobs(flaky);
    expect((await responseRow(created.body.id))?.status).toBe('error_published');
    tick(FIRST_RETRY_MS);
    await runJobs(flaky);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', pending: null, attempts: 0, status_description: null });
    expect(await siteReplies(reviewId)).toHaveLength(1);
    expect(await eventKinds(reviewId)).toEqual(['response_created', 'publish_attempted', 'publish_failed', 'publish_attempted', 'published']);
  });

  it('a reply with [simulate:refuse] is refused by the simulated site until it is edited; the edit needs no second job', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, `${THANKS} [simulate:refuse]`);
    await runJobs();
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'error_published', pending: 'publish' });
    const edited = await server.request('PUT', `/responses/${created.body.id}`, { token: manager, body: { content: THANKS } });
    expect(edited.status).toBe(202);
    const jobs = await server.db.selectFrom('jobs').select(['status']).where('kind', '=', 'response_publish')
      .where('status', '=', 'pending').where(({ eb }) => eb(eb.ref('payload'), '@>', JSON.stringify({ response_id: created.body.id }) as never)).execute();
    expect(jobs).toHaveLength(1);
    await runJobs(); // the queued retry was brought forward: no wait for the backoff
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', content: THANKS });
  });

  it('a reply with [simulate:refuse-once] fails once, and the retry publishes it once (the e2e\'s forced failure)', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, `${THANKS} [simulate:refuse-once]`);
    const site = servicesWith();
    await runJobs(site);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'error_published', status_description: PUBLISH_ERROR_TEXT });
    tick(FIRST_RETRY_MS);
    await runJobs(site);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', pending: null });
    expect(await siteReplies(reviewId)).toHaveLength(1);
  });

  it('keeps one job per response: edits queue nothing more, and an edit made during the site call goes out next', async () => {
    await runJobs();
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, 'First text');
    await server.request('PUT', `/responses/${created.body.id}`, { token: manager, body: { content: 'Second text' } });
    const queued = () => server.db.selectFrom('jobs').select('id').where('kind', 'in', ['response_publish', 'response_unpublish'])
      .where('status', 'in', ['pending', 'processing']).where(({ eb }) => eb(eb.ref('payload'), '@>', JSON.stringify({ response_id: created.body.id }) as never)).execute();
    expect(await queued()).toHaveLength(1);

    // The site call is held; meanwhile the text is edited again: no second job, and the job sends it next.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = servicesWith({}, (d) => {
      const site = d.google.replies;
      if (!site) throw new Error('Google takes replies');
      const putReply: typeof site.putReply = async (...args) => {
        calls += 1;
        if (calls === 1) await held;
        return site.putReply(...args);
      };
      return { ...d, google: { ...d.google, replies: { ...site, putReply } } };
    });
    const run = runJobs(slow);
    for (let i = 0; i < 400 && calls === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    tick();
    expect((await server.request('PUT', `/responses/${created.body.id}`, { token: manager, body: { content: 'Third text' } })).status).toBe(202);
    expect(await queued()).toHaveLength(1);
    release();
    await run;
    expect(calls).toBe(2);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', pending: null, content: 'Third text' });
    expect((await siteReplies(reviewId)).map((r) => r.content)).toEqual(['Third text']);
  });

  it('a rate-limited site (429) is a failure retried later', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, THANKS);
    await runJobs(servicesWith({ ratePerMinute: 0 }));
    const row = await responseRow(created.body.id);
    expect(row).toMatchObject({ status: 'error_published', pending: 'publish', attempts: 1 });
    expect(row?.last_error).toMatch(/429/);
    tick(FIRST_RETRY_MS);
    await runJobs();
    expect((await responseRow(created.body.id))?.status).toBe('published');
  });

  it('[P4-057] deletes a published reply from the site, then from Locus', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, THANKS);
    await runJobs();
    const deleted = await server.request('DELETE', `/responses/${created.body.id}`, { token: manager });
    expect(deleted.status).toBe(202);
    server.expectMatchesContract('deleteResponse', 202, deleted.body);
    expect(deleted.body.pending).toBe('unpublish');
    await runJobs();
    expect(await responseRow(created.body.id)).toBeUndefined();
    expect(await siteReplies(reviewId)).toEqual([]);
    expect((await eventKinds(reviewId)).slice(-2)).toEqual(['response_deleted', 'unpublished']);
  });

  it('[P4-059] a failed delete reads error_unpublished with the spec\'s text and is tried again', async () => {
    const reviewId = await freshReview('facebook');
    const created = await respond(reviewId, THANKS);
    await runJobs();
    await server.request('DELETE', `/responses/${created.body.id}`, { token: manager });
    await runJobs(servicesWith({ refusalRate: 1 }));
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'error_unpublished', status_description: UNPUBLISH_ERROR_TEXT, pending: 'unpublish', attempts: 1 });
    expect(await siteReplies(reviewId)).toHaveLength(1);
    tick(FIRST_RETRY_MS);
    await runJobs();
    expect(await responseRow(created.body.id)).toBeUndefined();
    expect(await siteReplies(reviewId)).toEqual([]);
  });

  it('deletes at once (204) a response that never reached the site; its queued job then does nothing', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, THANKS);
    const deleted = await server.request('DELETE', `/responses/${created.body.id}`, { token: manager });
    expect(deleted.status).toBe(204);
    await runJobs();
    expect(await responseRow(created.body.id)).toBeUndefined();
    expect(await siteReplies(reviewId)).toEqual([]);
  });

  it('[P4-056] a feedback reply is published in Locus at once and becomes read-only (409 on edit and delete)', async () => {
    const google = await server.db.selectFrom('reviews').selectAll().where('id', '=', await freshReview('google')).executeTakeFirstOrThrow();
    const feedback = await server.db.selectFrom('sources').select('id').where('code', '=', 'feedback').executeTakeFirstOrThrow();
    const { id: reviewId } = await server.db.insertInto('reviews')
      .values({ account_id: harborId, location_id: google.location_id, source_id: feedback.id, rating: 2, author_name: 'Pat Q.', title: null, content: 'Long wait.', published_at: clock })
      .returning('id').executeTakeFirstOrThrow();
    const created = await respond(reviewId, THANKS);
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ status: 'published', pending: null, read_only: true, published_at: clock.toISOString() });
    expect((await server.request('PUT', `/responses/${created.body.id}`, { token: manager, body: { content: 'Changed' } })).status).toBe(409);
    expect((await server.request('DELETE', `/responses/${created.body.id}`, { token: manager })).status).toBe(409);
    expect(await eventKinds(reviewId)).toEqual(['response_created', 'published']);
  });

  it('refuses with 422 a site that takes no replies, and a reply over the site\'s limit', async () => {
    const yelp = await respond(await freshReview('yelp'), THANKS);
    expect(yelp.status).toBe(422);
    server.expectMatchesContract('createResponse', 422, yelp.body);
    expect(yelp.body.error).toContain('Yelp does not accept replies through Locus');
    const long = await respond(await freshReview('google'), 'a'.repeat(4097));
    expect(long.status).toBe(422);
    expect(long.body.error).toBe('Google accepts replies of up to 4,096 characters. Shorten this one by 1 character.');
    // An emoji is one character to the sites.
    expect((await respond(await freshReview('google'), '🙂'.repeat(4096))).status).toBe(202);
  });

  it('checks healthcare replies: a warning lets them through, the blocking setting refuses them with 422', async () => {
    const risky = 'We are glad your root canal went well, see you at your next appointment!';
    expect((await respond(await freshReview('google'), risky)).status).toBe(202);
    await server.db.insertInto('account_settings').values({ account_id: harborId, code: 'healthcare_reply_check_blocks', value: 'true' })
      .onConflict((oc) => oc.columns(['account_id', 'code']).doUpdateSet({ value: 'true' })).execute();
    const blocked = await respond(await freshReview('google'), risky);
    expect(blocked.status).toBe(422);
    expect(blocked.body.error).toContain('can’t be published');
    expect((await respond(await freshReview('google'), THANKS)).status).toBe(202);
    await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', harborId).where('code', '=', 'healthcare_reply_check_blocks').execute();
  });

  it('409 on a second response; 403 for a read-only user; 404 for another account\'s review or response', async () => {
    const reviewId = await freshReview('google');
    const first = await respond(reviewId, THANKS);
    expect(first.status).toBe(202);
    const second = await respond(reviewId, 'Another one');
    expect(second.status).toBe(409);
    server.expectMatchesContract('createResponse', 409, second.body);

    const readOnly = await server.login('readonly@harbor.test');
    expect((await respond(await freshReview('google'), THANKS, readOnly)).status).toBe(403);
    expect((await server.request('PUT', `/responses/${first.body.id}`, { token: readOnly, body: { content: THANKS } })).status).toBe(403);
    expect((await server.request('DELETE', `/responses/${first.body.id}`, { token: readOnly })).status).toBe(403);

    const foreign = await freshReview('google', pinecrestId);
    expect((await respond(foreign, THANKS)).status).toBe(404);
    const theirs = await respond(foreign, THANKS, await server.login('trial@pinecrest.test'));
    expect(theirs.status).toBe(202);
    expect((await server.request('PUT', `/responses/${theirs.body.id}`, { token: manager, body: { content: THANKS } })).status).toBe(404);
    expect((await server.request('DELETE', `/responses/${theirs.body.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('GET', `/reviews/${foreign}/stream`, { token: manager })).status).toBe(404);
  });

  it('a worker killed mid-publish (after the site took the reply): the next worker takes over, and the site holds exactly one reply', async () => {
    await runJobs(); // earlier tests' queued jobs: worker A must take this one
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, THANKS);
    let wake: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => (wake = resolve));
    // Worker A's site call lands, then A freezes before recording it (a dead process never renews its lease).
    const dying = servicesWith({}, (d) => {
      const site = d.google.replies;
      if (!site) throw new Error('Google takes replies');
      const putReply: typeof site.putReply = async (...args) => {
        const result = await site.putReply(...args);
        await frozen;
        return result;
      };
      return { ...d, google: { ...d.google, replies: { ...site, putReply } } };
    });
    const a = createJobWorker({ db: server.db, services: dying }, { ...quiet, staleMs: STALE_MS, renewMs: 3_600_000 });
    const aRun = a.poll();
    for (let i = 0; i < 400 && (await siteReplies(reviewId)).length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(await siteReplies(reviewId)).toHaveLength(1);

    const b = worker();
    expect(await b.runOne()).toBe(false); // the lease is A's until it expires
    tick(STALE_MS + 1000);
    expect(await b.runOne()).toBe(true);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', pending: null });

    wake();
    await aRun; // A lost the lease: it records nothing
    expect(await siteReplies(reviewId)).toHaveLength(1);
    expect(await responseRow(created.body.id)).toMatchObject({ status: 'published', pending: null, attempts: 0 });
    expect(await eventKinds(reviewId)).toEqual(['response_created', 'publish_attempted', 'publish_attempted', 'published']);
  });

  it('streams the review\'s responses: the pending state at once, the published state when the job is done, then ends', async () => {
    const reviewId = await freshReview('google');
    const created = await respond(reviewId, THANKS);
    const stream = fetch(`${server.baseUrl}/api/reviews/${reviewId}/stream`, {
      headers: { authorization: basicAuthHeader(manager), accept: 'text/event-stream', 'x-locus-client': 'api-test' },
    }).then(async (reply) => ({ status: reply.status, type: reply.headers.get('content-type'), text: await reply.text() }));
    await new Promise((r) => setTimeout(r, 200));
    await runJobs();
    const { status, type, text } = await stream;
    expect(status).toBe(200);
    expect(type).toMatch(/text\/event-stream/);
    const events = text.split('\n').filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
    expect(events[0]).toMatchObject({ event: 'ok', action: 'RESPONSE_STATUS', review_id: reviewId, review_status: 'open' });
    expect(events[0].responses[0]).toMatchObject({ id: created.body.id, status: 'draft', pending: 'publish' });
    expect(events.at(-1).responses[0]).toMatchObject({ id: created.body.id, status: 'published', pending: null });
    for (const event of events) for (const response of event.responses) server.expectMatchesContract('createResponse', 202, response);
  });
});
