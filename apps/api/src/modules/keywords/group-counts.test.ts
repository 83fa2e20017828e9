import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordGroupCountsMigration } from '../../db/migrations/0014_keyword_group_counts.js';
import type { Database } from '../../db/schema.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { storeReviewKeywords } from './store.js';

/** keyword_group_month_counts as stored, in a fixed order. */
const stored = (db: Kysely<Database>) => sql<Record<string, unknown>>`
  select account_id, group_id, to_char(month, 'YYYY-MM') as month, keyword, category, sentiment, mentions, rated, rating_sum
  from keyword_group_month_counts order by group_id, month, keyword, sentiment`.execute(db).then((r) => r.rows);

/** The same counted afresh from the mention rows and the group links. */
const counted = (db: Kysely<Database>) => sql<Record<string, unknown>>`
  select gl.account_id, gl.group_id, to_char(date_trunc('month', k.published_at at time zone 'UTC'), 'YYYY-MM') as month, k.keyword,
    min(k.category) as category, k.sentiment, count(*)::int as mentions, (count(*) filter (where k.rating > 0))::int as rated,
    sum(k.rating)::int as rating_sum
  from review_keywords k join group_locations gl on gl.location_id = k.location_id
  group by 1, 2, 3, 4, 6 order by 2, 3, 4, 6`.execute(db).then((r) => r.rows);

const expectRollUpInStep = async (db: Kysely<Database>) => {
  const rows = await stored(db);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows).toEqual(await counted(db));
};

// Reviews in 2019 (the demo's are all later) on a grouped location, one with no star rating.
const TEXTS = [
  { rating: 5, at: '2019-01-10T12:00:00Z', content: 'The staff were wonderful and kind. The price was unfair and way too high.' },
  { rating: 2, at: '2019-02-10T12:00:00Z', content: 'Great price and excellent value. The staff seemed annoyed by my questions.' },
  { rating: 0, at: '2019-02-20T12:00:00Z', content: 'The staff were rude and unhelpful. Terrible parking, I had to walk three blocks.' },
  { rating: 4, at: '2019-03-05T12:00:00Z', content: 'Excellent service from start to finish! The staff were friendly.' },
];
const YEAR_2019 = { published_after: '2019-01-01', published_before: '2020-01-01' };
/** Every rating (0 = none): the same reviews, but a rating filter makes the query read the mention rows. */
const ALL_RATINGS = { rating: [0, 1, 2, 3, 4, 5] };

describe('keyword_group_month_counts: the Keywords group filter\'s roll-up', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;
  let groupId: number;
  let member: number;
  let outsider: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    const links = await server.db.selectFrom('group_locations').select(['group_id', 'location_id']).where('account_id', '=', harborId).orderBy('location_id').execute();
    const first = links[0];
    if (!first) throw new Error('Harbor has no grouped locations');
    [groupId, member] = [first.group_id, first.location_id];
    const other = links.find((l) => !links.some((m) => m.location_id === l.location_id && m.group_id === groupId));
    if (!other) throw new Error('Harbor has no location outside the first group');
    outsider = other.location_id;
    const source = await server.db.selectFrom('sources').select('id').orderBy('id').executeTakeFirstOrThrow();
    const rows = await server.db.insertInto('reviews').values(TEXTS.map((r, i) => ({
      account_id: harborId, location_id: i === 3 ? outsider : member, source_id: source.id, rating: r.rating,
      author_name: 'Test Author', title: null, content: r.content, published_at: r.at, status: 'open',
    }))).returning('id').execute();
    await storeReviewKeywords(server.db, rows.map((r) => r.id));
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (path: string, query: Record<string, string | number | number[]>) =>
    server.request('GET', `/insights/${harborId}/${path}`, { token: admin, query });
  const staffOfGroup = async (query: Record<string, string | number | number[]> = {}) =>
    (await call('mentioned', { ...YEAR_2019, group_id: groupId, ...query })).body.keywords.find((k: { short: string }) => k.short === 'staff') ?? null;

  it('[F3-060] counts a group\'s keywords from its roll-up as its mention rows do, whole months or not', async () => {
    expect(await staffOfGroup()).toMatchObject({ positive_mentions: 1, negative_mentions: 2, neutral_mentions: 0, average_rating: 3.5 });
    const midMonth = { published_after: '2019-01-05', published_before: '2019-02-15' };
    const ranges: Record<string, string>[] = [YEAR_2019, midMonth, { published_after: '2019-02-11' }, {}];
    for (const range of ranges) {
      for (const [path, extra] of [
        ['mentioned', {}], ['mentioned', { 'sort[by]': 'controversy' }], ['mentioned', { 'sort[by]': 'negative_ratio', show_zero: 'true' }],
        ['mentioned', { sentiment: 'negative' }], ['mentioned', { category: 'value' }], ['category_rank', {}], ['keywords/staff', {}],
      ] as const) {
        const query = { ...range, ...extra, group_id: groupId };
        const rolled = await call(path, query);
        expect(rolled.status).toBe(200);
        expect((await call(path, { ...query, ...ALL_RATINGS })).body).toEqual(rolled.body);
      }
    }
  });

  it('fills itself from the stored mentions when the migration runs, and keeps in step when review text is stored again', async () => {
    await keywordGroupCountsMigration.down?.(server.db as Kysely<unknown>);
    await keywordGroupCountsMigration.up(server.db as Kysely<unknown>);
    await expectRollUpInStep(server.db);
    const review = await server.db.selectFrom('reviews').select('id').where('location_id', '=', member).where('published_at', '=', new Date(TEXTS[0]?.at ?? '')).executeTakeFirstOrThrow();
    await server.db.updateTable('reviews').set({ content: 'The staff were rude.' }).where('id', '=', review.id).execute();
    await storeReviewKeywords(server.db, [review.id]);
    await expectRollUpInStep(server.db);
    expect(await staffOfGroup()).toMatchObject({ positive_mentions: 0, negative_mentions: 3 });
    await server.db.updateTable('reviews').set({ content: TEXTS[0]?.content ?? '' }).where('id', '=', review.id).execute();
    await storeReviewKeywords(server.db, [review.id]);
    expect(await staffOfGroup()).toMatchObject({ positive_mentions: 1, negative_mentions: 2 });
  });

  it('[F3-060] follows the group links changed through the API: a group\'s locations and a location\'s groups', async () => {
    const links = await server.db.selectFrom('group_locations').select('location_id').where('group_id', '=', groupId).execute();
    const locationIds = links.map((l) => l.location_id);
    // The outsider joins the group: its review (friendly staff) now counts in the group.
    expect((await server.request('PATCH', `/groups/${groupId}`, { token: admin, body: { location_ids: [...locationIds, outsider] } })).status).toBe(200);
    await expectRollUpInStep(server.db);
    expect(await staffOfGroup()).toMatchObject({ positive_mentions: 2, negative_mentions: 2 });
    // And leaves it again from its own side (its other groups kept).
    const location = await server.request('GET', `/locations/${outsider}`, { token: admin });
    const others = (location.body.group_ids as number[]).filter((id) => id !== groupId);
    expect((await server.request('PATCH', `/locations/${outsider}`, { token: admin, body: { group_ids: others } })).status).toBe(200);
    await expectRollUpInStep(server.db);
    expect(await staffOfGroup()).toMatchObject({ positive_mentions: 1, negative_mentions: 2 });
  });

  it('drops a deleted location\'s mentions from every roll-up', async () => {
    const accountWide = async () => (await call('mentioned', YEAR_2019)).body.keywords.find((k: { short: string }) => k.short === 'staff');
    expect(await accountWide()).toMatchObject({ positive_mentions: 2, negative_mentions: 2 });
    expect((await server.request('DELETE', `/locations/${member}`, { token: admin })).status).toBe(204);
    await expectRollUpInStep(server.db);
    expect(await staffOfGroup()).toBeNull();
    // The account-wide day and month roll-ups too: the outsider's review alone is left.
    expect(await accountWide()).toMatchObject({ positive_mentions: 1, negative_mentions: 0 });
    expect((await call('mentioned', { published_after: '2019-01-01T00:00:01Z', published_before: '2019-12-31T23:59:59Z' })).body.keywords
      .find((k: { short: string }) => k.short === 'staff')).toMatchObject({ positive_mentions: 1, negative_mentions: 0 });
  });

  it('keeps accounts apart: another account\'s group counts nothing here, and its rows stay its own', async () => {
    const foreign = await server.db.selectFrom('group_locations').select('group_id').where('account_id', '<>', harborId).executeTakeFirstOrThrow();
    const reply = await call('mentioned', { group_id: foreign.group_id });
    expect(reply.status).toBe(200);
    expect(reply.body.keywords).toEqual([]);
    expect((await call('category_rank', { group_id: foreign.group_id })).body.categories).toEqual([]);
    const mixed = await sql<{ n: number }>`select count(*)::int as n from keyword_group_month_counts c join groups g on g.id = c.group_id
      where g.account_id <> c.account_id`.execute(server.db);
    expect(mixed.rows[0]?.n).toBe(0);
    await expectRollUpInStep(server.db);
  });
});
