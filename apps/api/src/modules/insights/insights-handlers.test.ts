import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { storeReviewKeywords } from '../keywords/store.js';
import { parseCsv } from '../../testing/csv-text.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

/**
 * Reviews whose text the test writes, in 2020 (the demo's reviews are all later), so the expected keywords
 * and sentiments are known: the staff sentence of r1 is positive, of r2 and r3 negative, and so on.
 */
const TEXTS = {
  r1: { rating: 5, at: '2020-01-10T12:00:00Z', content: 'The staff were wonderful and kind. The price was unfair and way too high.' },
  r2: { rating: 4, at: '2020-02-10T12:00:00Z', content: 'Great price and excellent value. The staff seemed annoyed by my questions.' },
  r3: { rating: 1, at: '2020-02-20T12:00:00Z', content: 'The staff were rude and unhelpful. Terrible parking, I had to walk three blocks.' },
  r4: { rating: 5, at: '2020-03-05T12:00:00Z', content: 'Excellent service from start to finish!' },
};
const YEAR_2020 = { published_after: '2020-01-01', published_before: '2020-12-31' };

describe('insights: keywords and experience categories', () => {
  let server: TestServer;
  let worker: JobWorker;
  let admin: string;
  let harborId: number;
  let groupId: number;
  let inGroup: number;
  let outside: number;
  const ids: Record<keyof typeof TEXTS, number> = { r1: 0, r2: 0, r3: 0, r4: 0 };

  beforeAll(async () => {
    server = await startTestServer();
    worker = createJobWorker({ db: server.db, services: server.services }, { pollMs: 50, log: () => undefined });
    worker.start();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const membership = await server.db.selectFrom('group_locations').select(['group_id', 'location_id']).where('account_id', '=', harborId).orderBy('location_id').execute();
    const first = membership[0];
    if (!first) throw new Error('Harbor has no grouped locations');
    [groupId, inGroup] = [first.group_id, first.location_id];
    const other = membership.find((m) => !membership.some((n) => n.location_id === m.location_id && n.group_id === groupId));
    if (!other) throw new Error('Harbor has no location outside the first group');
    outside = other.location_id;
    const source = await server.db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const [key, r] of Object.entries(TEXTS) as [keyof typeof TEXTS, (typeof TEXTS)['r1']][]) {
      const row = await server.db.insertInto('reviews').values({
        account_id: harborId, location_id: key === 'r3' ? outside : inGroup, source_id: source.id, rating: r.rating,
        author_name: 'Test Author', title: null, content: r.content, published_at: r.at, status: 'open',
      }).returning('id').executeTakeFirstOrThrow();
      ids[key] = row.id;
    }
    // As the server does whenever it stores a review's text.
    await storeReviewKeywords(server.db, Object.values(ids));
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
  });

  const mentioned = (query: Record<string, string | number | number[]> = {}, token = admin, accountId = harborId) =>
    server.request('GET', `/insights/${accountId}/mentioned`, { token, query: { ...YEAR_2020, ...query } });
  const shorts = (reply: { body: { keywords: { short: string }[] } }) => reply.body.keywords.map((k) => k.short);

  it('[F7-064] [F3-052] counts each keyword\'s positive and negative mentions from the review text, with percent positive and average rating', async () => {
    const reply = await mentioned();
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listMentionedKeywords', 200, reply.body);
    const staff = reply.body.keywords.find((k: { short: string }) => k.short === 'staff');
    expect(staff).toMatchObject({ category: 'staff', positive_mentions: 1, negative_mentions: 2, neutral_mentions: 0 });
    expect(staff.percent_positive).toBeCloseTo(100 / 3, 6);
    expect(staff.average_rating).toBeCloseTo(10 / 3, 6);
    expect(reply.body.keywords.find((k: { short: string }) => k.short === 'price')).toMatchObject({
      category: 'value', positive_mentions: 1, negative_mentions: 1, percent_positive: 50, average_rating: 4.5,
    });
    expect(reply.body._total).toBe(7);
  });

  it('[F9-065] [F5-070] [P2-115] sorts by volume by default, and controversial, positive or negative first', async () => {
    expect(shorts(await mentioned())).toEqual(['staff', 'price', 'block', 'parking', 'question', 'service', 'value']);
    expect(shorts(await mentioned({ 'sort[by]': 'controversy' }))).toEqual(['price', 'staff', 'block', 'parking', 'question', 'service', 'value']);
    expect(shorts(await mentioned({ 'sort[by]': 'positive_ratio' }))).toEqual(['service', 'value', 'price', 'staff', 'block', 'parking', 'question']);
    expect(shorts(await mentioned({ 'sort[by]': 'negative_ratio' }))).toEqual(['block', 'parking', 'question', 'staff', 'price', 'service', 'value']);
  });

  it('[F3-060] [P2-120] narrows by date, location, group, rating, sentiment and category', async () => {
    const staffOf = async (query: Record<string, string | number | number[]>) =>
      (await mentioned(query)).body.keywords.find((k: { short: string }) => k.short === 'staff') ?? null;
    expect(await staffOf({ published_before: '2020-01-31' })).toMatchObject({ positive_mentions: 1, negative_mentions: 0 });
    expect(await staffOf({ location_id: inGroup })).toMatchObject({ positive_mentions: 1, negative_mentions: 1 });
    expect(await staffOf({ group_id: groupId })).toMatchObject({ positive_mentions: 1, negative_mentions: 1 });
    expect(await staffOf({ rating: [1] })).toMatchObject({ positive_mentions: 0, negative_mentions: 1 });
    expect(await staffOf({ sentiment: 'negative' })).toMatchObject({ positive_mentions: 0, negative_mentions: 2 });
    expect(shorts(await mentioned({ category: 'value' }))).toEqual(['price', 'value']);
    // Outside 2020 none of these reviews count; the demo's own reviews have keywords too.
    const recent = await server.request('GET', `/insights/${harborId}/mentioned`, { token: admin, query: { published_after: '2026-01-01' } });
    expect(recent.status).toBe(200);
    expect(recent.body.keywords.length).toBeGreaterThan(0);
  });

  it('[F7-065] [P3-024] [F3-053] ranks the experience categories with positive and total counts', async () => {
    const reply = await server.request('GET', `/insights/${harborId}/category_rank`, { token: admin, query: YEAR_2020 });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listCategoryRank', 200, reply.body);
    expect(reply.body.categories).toEqual([
      { category: 'staff', positive_count: 1, negative_count: 2, total_count: 3 },
      { category: 'value', positive_count: 2, negative_count: 1, total_count: 3 },
      { category: 'bedsidemanner', positive_count: 0, negative_count: 1, total_count: 1 },
      { category: 'facilities', positive_count: 0, negative_count: 1, total_count: 1 },
      { category: 'location', positive_count: 0, negative_count: 1, total_count: 1 },
      { category: 'service', positive_count: 1, negative_count: 0, total_count: 1 },
    ]);
    const one = await server.request('GET', `/insights/${harborId}/category_rank`, { token: admin, query: { ...YEAR_2020, category: 'value' } });
    expect(one.body.categories).toEqual([{ category: 'value', positive_count: 2, negative_count: 1, total_count: 3 }]);
  });

  it('gives a keyword\'s counts and monthly trend, and the reviews that mention it (newest first)', async () => {
    const detail = await server.request('GET', `/insights/${harborId}/keywords/Staff`, { token: admin, query: YEAR_2020 });
    expect(detail.status).toBe(200);
    server.expectMatchesContract('getKeywordDetail', 200, detail.body);
    expect(detail.body).toMatchObject({ short: 'staff', category: 'staff', positive_mentions: 1, negative_mentions: 2 });
    expect(detail.body.trend).toEqual([
      { month: '2020-01', positive_mentions: 1, negative_mentions: 0, neutral_mentions: 0 },
      { month: '2020-02', positive_mentions: 0, negative_mentions: 2, neutral_mentions: 0 },
    ]);
    const reviews = await server.request('GET', `/insights/${harborId}/keywords/staff/reviews`, { token: admin, query: YEAR_2020 });
    expect(reviews.status).toBe(200);
    server.expectMatchesContract('listKeywordReviews', 200, reviews.body);
    expect(reviews.body._embedded.reviews.map((r: { id: number }) => r.id)).toEqual([ids.r3, ids.r2, ids.r1]);
    const negative = await server.request('GET', `/insights/${harborId}/keywords/staff/reviews`, { token: admin, query: { ...YEAR_2020, sentiment: 'negative' } });
    expect(negative.body._embedded.reviews.map((r: { id: number }) => r.id)).toEqual([ids.r3, ids.r2]);
    expect(negative.body._total).toBe(2);
  });

  it('answers the same from the day roll-up (whole days, no location) as from the mention rows', async () => {
    // A bound inside a day cannot be answered by the day roll-up: these read the mention rows.
    const exact = { published_after: '2020-01-01T00:00:01Z', published_before: '2020-12-31T23:59:59Z' };
    for (const sort of ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio']) {
      const rolled = await mentioned({ 'sort[by]': sort });
      const raw = await server.request('GET', `/insights/${harborId}/mentioned`, { token: admin, query: { ...exact, 'sort[by]': sort } });
      expect(raw.body).toEqual(rolled.body);
    }
    // Mid-month bounds: whole months from the month roll-up, the ends from the day roll-up.
    const midMonth = { published_after: '2020-01-05', published_before: '2020-02-15' };
    const midMonthExact = { published_after: '2020-01-05T00:00:01Z', published_before: '2020-02-15T23:59:59Z' };
    for (const [rolledQuery, exactQuery] of [[YEAR_2020, exact], [midMonth, midMonthExact], [{ published_after: '2020-02-11' }, { published_after: '2020-02-11T00:00:01Z' }]] as const) {
      for (const path of ['mentioned', 'category_rank', 'keywords/staff']) {
        const rolled = await server.request('GET', `/insights/${harborId}/${path}`, { token: admin, query: rolledQuery });
        const raw = await server.request('GET', `/insights/${harborId}/${path}`, { token: admin, query: exactQuery });
        expect(rolled.status).toBe(200);
        expect(raw.body).toEqual(rolled.body);
      }
    }
    const midMonthStaff = await server.request('GET', `/insights/${harborId}/keywords/staff`, { token: admin, query: midMonth });
    expect(midMonthStaff.body).toMatchObject({ positive_mentions: 1, negative_mentions: 1 });
  });

  it('keeps the counts right when a review\'s text is stored again', async () => {
    await server.db.updateTable('reviews').set({ content: 'The service was slow and disorganized.' }).where('id', '=', ids.r4).execute();
    await storeReviewKeywords(server.db, [ids.r4]);
    try {
      const service = (await mentioned()).body.keywords.find((k: { short: string }) => k.short === 'service');
      expect(service).toMatchObject({ positive_mentions: 0, negative_mentions: 1 });
    } finally {
      await server.db.updateTable('reviews').set({ content: TEXTS.r4.content }).where('id', '=', ids.r4).execute();
      await storeReviewKeywords(server.db, [ids.r4]);
    }
    const service = (await mentioned()).body.keywords.find((k: { short: string }) => k.short === 'service');
    expect(service).toMatchObject({ positive_mentions: 1, negative_mentions: 0 });
  });

  it('[P7-026] lists one review\'s keywords in reading order with the sentiment of their sentence', async () => {
    const reply = await server.request('GET', `/review/${ids.r2}/keywords`, { token: admin });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listReviewKeywords', 200, reply.body);
    expect(reply.body.keywords).toEqual([
      { short: 'price', category: 'value', sentiment: 'positive' },
      { short: 'value', category: 'value', sentiment: 'positive' },
      { short: 'staff', category: 'staff', sentiment: 'negative' },
      { short: 'question', category: 'bedsidemanner', sentiment: 'negative' },
    ]);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      [{ sentiment: 'happy' }, 'sentiment'], [{ category: 'weather' }, 'category'], [{ published_after: 'soon' }, 'published_after'],
      [{ 'sort[by]': 'loudest' }, 'sort[by]'],
    ] as const) {
      const reply = await mentioned(query);
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe(field);
    }
  });

  it('[F6-035] [P6-010] needs insights read and the insights setting; [F6-036] categories need experience_analysis', async () => {
    const emailOnly = await server.login('emailonly@harbor.test');
    expect((await mentioned({}, emailOnly)).status).toBe(403);
    expect((await server.request('GET', `/review/${ids.r2}/keywords`, { token: emailOnly })).status).toBe(403);
    const setting = (code: string, value: string) =>
      server.db.updateTable('account_settings').set({ value }).where('account_id', '=', harborId).where('code', '=', code).execute();
    await setting('experience_analysis', 'false');
    try {
      expect((await server.request('GET', `/insights/${harborId}/category_rank`, { token: admin })).status).toBe(403);
      expect((await mentioned()).status).toBe(200);
    } finally {
      await setting('experience_analysis', 'true');
    }
    await setting('insights', 'false');
    try {
      expect((await mentioned()).status).toBe(403);
      expect((await server.request('GET', `/insights/${harborId}/keywords/staff`, { token: admin })).status).toBe(403);
    } finally {
      await setting('insights', 'true');
    }
  });

  it('keeps accounts apart: another account\'s keywords are 403, its review 404', async () => {
    const trial = await server.login('trial@pinecrest.test');
    expect((await mentioned({}, trial)).status).toBe(403);
    expect((await server.request('GET', `/insights/${harborId}/category_rank`, { token: trial })).status).toBe(403);
    expect((await server.request('GET', `/review/${ids.r2}/keywords`, { token: trial })).status).toBe(404);
    // Pinecrest's own keywords never include Harbor's test reviews.
    const own = await mentioned({}, trial, await accountIdOf(server.db, 'Pinecrest Eats'));
    expect(own.status).toBe(200);
    expect(own.body.keywords).toEqual([]);
  });

  /** Requests an export and waits for its file. */
  async function exported(resource: string, filters: Record<string, unknown>) {
    const reply = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource, filters, file_type: 'csv' } });
    expect(reply.status).toBe(201);
    for (let i = 0; i < 200; i += 1) {
      const poll = await server.request('GET', `/export_files/${reply.body.id}`, { token: admin });
      if (poll.body.status === 'complete') return parseCsv((await server.request('GET', poll.body.file_url, { token: admin })).body as string);
      expect(['pending', 'processing']).toContain(poll.body.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('export did not finish');
  }

  it('[F1-007] [F7-066] exports the keyword grid as CSV in the page\'s sort, and the categories', async () => {
    const [header, ...rows] = await exported('keywords', { ...YEAR_2020, 'sort[by]': 'controversy' });
    expect(header).toEqual(['keyword', 'category', 'positive_mentions', 'negative_mentions', 'neutral_mentions', 'percent_positive', 'average_rating']);
    expect(rows.map((r) => r[0])).toEqual(['price', 'staff', 'block', 'parking', 'question', 'service', 'value']);
    expect(rows[1]).toEqual(['staff', 'staff', '1', '2', '0', '33', '3.33']);
    const [, ...categories] = await exported('experience_categories', { ...YEAR_2020, category: 'staff' });
    expect(categories).toEqual([['staff', '1', '2', '3']]);
    const bad = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'keywords', filters: { sentiment: 'happy' } } });
    expect(bad.body).toMatchObject({ status: 400, field: 'filters.sentiment' });
  });

  it('[P2-158] exports a keyword\'s reviews (keyword_details), newest first', async () => {
    const [header, ...rows] = await exported('keyword_details', { ...YEAR_2020, keyword: 'Staff', sentiment: 'negative' });
    expect(header?.slice(0, 5)).toEqual(['review_id', 'published_at', 'location', 'source', 'rating']);
    expect(rows.map((r) => Number(r[0]))).toEqual([ids.r3, ids.r2]);
    const missing = await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'keyword_details', filters: {} } });
    expect(missing.body).toMatchObject({ status: 400, field: 'filters.keyword' });
  });

  it('[F6-059] a trial account without trial_export cannot export keywords', async () => {
    const trial = await server.login('trial@pinecrest.test');
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    const reply = await server.request('POST', `/export_files/${pinecrestId}`, { token: trial, body: { resource: 'keywords', filters: {} } });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe("Exporting isn't allowed for trial users");
  });
});
