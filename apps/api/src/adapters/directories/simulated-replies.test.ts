import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseCapability } from '@locus/reviews/response-rules';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { DIRECTORIES } from '../../modules/listings/directories.js';
import { ReplyRefusedError, type ListingRef, type ReviewReplies } from './connector.js';
import { simulatedDirectories } from './simulated-directory.js';
import { REPLY_DELAY_MS, simulatedReplies, SIMULATE_REFUSE, SIMULATE_REFUSE_ONCE } from './simulated-replies.js';

describe('the directory simulator\'s review replies', () => {
  let server: TestServer;
  let ref: ListingRef;
  let reviewIds: number[];
  const at = new Date('2026-11-20T12:00:00Z');
  const noWait = async () => undefined;

  beforeAll(async () => {
    server = await startTestServer();
    const accountId = await accountIdOf(server.db, 'Harbor Dental Group');
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', accountId).orderBy('id').executeTakeFirstOrThrow();
    ref = { accountId, locationId: location.id };
    reviewIds = (await server.db.selectFrom('reviews as r').innerJoin('sources as s', 's.id', 'r.source_id').select('r.id')
      .where('r.location_id', '=', location.id).where('s.code', '=', 'google').orderBy('r.id').limit(6).execute()).map((r) => r.id);
    await server.db.deleteFrom('directory_review_replies').where('review_id', 'in', reviewIds).execute();
  });
  afterAll(() => server?.close());

  const GOOGLE = { code: 'google', sourceCode: 'google', name: 'Google', maxLength: 4096 } as const;
  const site = (options: Parameters<typeof simulatedReplies>[2] = {}) => simulatedReplies(server.db, GOOGLE, { sleep: noWait, refusalRate: 0, ...options });
  const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => (error instanceof ReplyRefusedError ? error : Promise.reject(error)));

  it('takes replies on Google and Facebook only, with the limits the composer uses', () => {
    const connectors = simulatedDirectories(server.db);
    for (const { code, sourceCode } of DIRECTORIES) {
      const capability = responseCapability(sourceCode);
      expect([code, connectors[code].replies?.maxLength ?? null]).toEqual([code, capability.canReply ? capability.maxLength : null]);
    }
    expect(Object.entries(connectors).filter(([, c]) => c.replies).map(([code]) => code)).toEqual(['google', 'facebook']);
  });

  it('holds one reply per review: a repeated put overwrites, a delete of nothing succeeds', async () => {
    const replies = site();
    const [reviewId = 0] = reviewIds;
    expect(await replies.putReply(ref, reviewId, 'First', at)).toEqual({ siteReplyId: `google-reply-${reviewId}` });
    await replies.putReply(ref, reviewId, 'Second', at);
    const held = (await replies.fetchReplies([ref])).filter((r) => r.reviewId === reviewId);
    expect(held.map((r) => [r.content, r.writtenOnSite])).toEqual([['Second', false]]);
    // Another account's location holds nothing; another site does not hold Google's replies.
    expect(await replies.fetchReplies([{ ...ref, accountId: ref.accountId + 100_000 }])).toEqual([]);
    const facebook = simulatedReplies(server.db, { ...GOOGLE, code: 'facebook', sourceCode: 'facebook' }, { sleep: noWait });
    expect((await facebook.fetchReplies([ref])).map((r) => r.reviewId)).not.toContain(reviewId);
    await replies.deleteReply(ref, reviewId, at);
    await replies.deleteReply(ref, reviewId, at);
    expect((await replies.fetchReplies([ref])).map((r) => r.reviewId)).not.toContain(reviewId);
  });

  it('refuses a reply containing the test marker, one over the limit, and a share of calls chosen by the injected chance', async () => {
    const replies = site();
    const [, reviewId = 0] = reviewIds;
    expect((await refusal(replies.putReply(ref, reviewId, `Thanks ${SIMULATE_REFUSE}`, at)))?.reason).toBe('refused');
    expect((await refusal(replies.putReply(ref, reviewId, 'a'.repeat(4097), at)))?.message).toMatch(/local simulator/);
    expect((await refusal(replies.putReply(ref, reviewId, `Thanks ${SIMULATE_REFUSE_ONCE}`, at)))?.reason).toBe('refused');
    expect(await refusal(replies.putReply(ref, reviewId, `Thanks ${SIMULATE_REFUSE_ONCE}`, at))).toBeNull();
    const unlucky = site({ refusalRate: 0.1, chance: () => 0.05 });
    expect((await refusal(unlucky.putReply(ref, reviewId, 'Thanks', at)))?.reason).toBe('refused');
    const lucky = site({ refusalRate: 0.1, chance: () => 0.5 });
    expect(await refusal(lucky.putReply(ref, reviewId, 'Thanks', at))).toBeNull();
    // The default chance is a hash of the call: the same call gets the same answer.
    const hashed = site({ refusalRate: 0.5 });
    const first = await refusal(hashed.deleteReply(ref, reviewId, at));
    expect(await refusal(hashed.deleteReply(ref, reviewId, at))).toEqual(first);
  });

  it('rate-limits replies per location per minute (429-like), and lets them through a minute later', async () => {
    await server.db.deleteFrom('directory_review_replies').where('review_id', 'in', reviewIds).execute();
    const replies: ReviewReplies = site({ ratePerMinute: 2 });
    const [, , a = 0, b = 0, c = 0] = reviewIds;
    await replies.putReply(ref, a, 'One', at);
    await replies.putReply(ref, b, 'Two', at);
    const limited = await refusal(replies.putReply(ref, c, 'Three', at));
    expect(limited?.reason).toBe('rate_limited');
    expect(limited?.message).toMatch(/429/);
    expect(await refusal(replies.putReply(ref, c, 'Three', new Date(at.getTime() + 61_000)))).toBeNull();
  });

  it('waits before the site answers, its delay divided by the time scale', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const [reviewId = 0] = reviewIds;
    await site({ sleep }).deleteReply(ref, reviewId, at);
    await site({ sleep, timeScale: 60 }).deleteReply(ref, reviewId, at);
    expect(waits).toEqual([REPLY_DELAY_MS, Math.round(REPLY_DELAY_MS / 60)]);
  });
});
