import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, MEMORY, openDatabase, type OpenDatabase } from '../db/database.js';
import { directLocationSums } from '../modules/scoring/direct-sums.js';
import { locationSums } from '../modules/scoring/scoring-query.js';
import { seedLarge, type LargeSeedResult } from './large.js';

// The real profile is 10,000 locations and 1,000,000 reviews (src/cli/seed-large.ts); tests run it scaled down.
const SMALL = { locations: 120, groups: 12, reviews: 3_000, chunk: 1_000 };

describe('seedLarge', () => {
  let database: OpenDatabase;
  let result: LargeSeedResult;
  beforeAll(async () => {
    database = openDatabase({ dataDir: MEMORY, databaseUrl: '' });
    await migrateToLatest(database.db);
    result = await seedLarge(database.db, SMALL);
  });
  afterAll(() => database.close());

  const count = (table: 'locations' | 'groups' | 'group_locations' | 'reviews' | 'responses') =>
    database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', result.accountId ?? -1).executeTakeFirstOrThrow().then((r) => r.n);

  it('creates Atlas Health with its admin, the requested locations, groups and reviews', async () => {
    expect(result.created).toBe(true);
    expect(await count('locations')).toBe(SMALL.locations);
    expect(await count('groups')).toBe(SMALL.groups);
    // Every location sits in exactly one group, the groups evenly filled.
    expect(await count('group_locations')).toBe(SMALL.locations);
    expect(await count('reviews')).toBe(SMALL.reviews);
    const responses = await count('responses');
    expect(responses / SMALL.reviews).toBeGreaterThan(0.5);
    expect(responses / SMALL.reviews).toBeLessThan(0.7);
    const admin = await database.db.selectFrom('users').select('email').where('account_id', '=', result.accountId ?? -1).execute();
    expect(admin.map((u) => u.email)).toEqual(['admin@atlas.test']);
  });

  it('spreads reviews over every location with the demo rating skew and valid references', async () => {
    const perLocation = await database.db.selectFrom('reviews').select('location_id').distinct()
      .where('account_id', '=', result.accountId ?? -1).execute();
    expect(perLocation).toHaveLength(SMALL.locations);
    const ratings = await database.db.selectFrom('reviews').select((eb) => [eb.fn.avg<number>('rating').as('avg'),
      eb.fn.min<number>('rating').as('min'), eb.fn.max<number>('rating').as('max')]).executeTakeFirstOrThrow();
    expect(ratings.min).toBeGreaterThanOrEqual(1);
    expect(ratings.max).toBe(5);
    expect(ratings.avg).toBeGreaterThan(3.5);
    // Foreign-key triggers were off during the bulk insert; the references must hold anyway.
    const orphans = await database.db.selectFrom('reviews').leftJoin('sources', 'sources.id', 'reviews.source_id')
      .leftJoin('locations', 'locations.id', 'reviews.location_id').select('reviews.id')
      .where((eb) => eb.or([eb('sources.id', 'is', null), eb('locations.id', 'is', null)])).execute();
    expect(orphans).toEqual([]);
  });

  it('stores the keyword mentions of every review text, with the review\'s filtered columns', async () => {
    const accountId = result.accountId ?? -1;
    const rows = await database.db.selectFrom('review_keywords as k').innerJoin('reviews as r', 'r.id', 'k.review_id')
      .select(['k.review_id', 'k.keyword', 'k.rating', 'r.rating as review_rating', 'k.location_id', 'r.location_id as review_location', 'r.content'])
      .where('k.account_id', '=', accountId).execute();
    expect(rows.length).toBeGreaterThan(SMALL.reviews);
    expect(rows.every((r) => r.rating === r.review_rating && r.location_id === r.review_location)).toBe(true);
    // The mention's keyword is in the review's text (a lemma or compound of its words).
    const sample = rows.filter((r) => r.keyword === 'staff').slice(0, 20);
    expect(sample.length).toBeGreaterThan(0);
    expect(sample.every((r) => r.content?.toLowerCase().includes('staff'))).toBe(true);
    const withMentions = new Set(rows.map((r) => r.review_id));
    expect(withMentions.size / SMALL.reviews).toBeGreaterThan(0.95);
    // The day and month roll-ups hold every mention once.
    for (const table of ['keyword_day_counts', 'keyword_month_counts'] as const) {
      const rolled = await database.db.selectFrom(table).select((eb) => eb.fn.sum<number>('mentions').as('n'))
        .where('account_id', '=', accountId).executeTakeFirstOrThrow();
      expect(Number(rolled.n)).toBe(rows.length);
    }
  });

  it('gives every location a copy on each of the six directories, some out of sync', async () => {
    const copies = await database.db.selectFrom('directory_listings').select(['status', 'fields_not_in_sync'])
      .where('account_id', '=', result.accountId ?? -1).execute();
    expect(copies).toHaveLength(SMALL.locations * 6);
    expect(copies.some((c) => c.status === 'not_in_sync' && c.fields_not_in_sync.includes('phone'))).toBe(true);
    expect(copies.some((c) => c.status === 'in_sync')).toBe(true);
  });

  it('fills the scoring roll-ups its bulk writes (triggers off) skipped: the sums equal those counted from the rows', async () => {
    const scope = { accountIds: [result.accountId ?? -1], locationId: null, groupId: null, sourceId: null, allowedLocationIds: null };
    const window = { from: new Date('2000-01-01T00:00:00Z'), to: new Date('2100-01-01T00:00:00Z') };
    const sums = await locationSums(database.db, scope, window, true);
    expect(sums.reduce((n, r) => n + r.sums.totalReviews, 0)).toBe(SMALL.reviews);
    expect(sums).toEqual(await directLocationSums(database.db, scope, window, true));
  });

  it('gives every review its `received` event (the trigger was off), dated when it was published', async () => {
    const received = await database.db.selectFrom('review_events as e').innerJoin('reviews as r', 'r.id', 'e.review_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.countAll<number>().filterWhereRef('e.created_at', '=', 'r.published_at').as('dated')])
      .where('e.account_id', '=', result.accountId ?? -1).where('e.kind', '=', 'received').executeTakeFirstOrThrow();
    expect(Number(received.n)).toBe(SMALL.reviews);
    expect(Number(received.dated)).toBe(SMALL.reviews);
  });

  it('does nothing the second time', async () => {
    const again = await seedLarge(database.db, SMALL);
    expect(again).toMatchObject({ created: false, accountId: result.accountId });
    expect(await count('reviews')).toBe(SMALL.reviews);
  });

  it('analyses the reviews of a profile seeded before review keywords existed', async () => {
    const accountId = result.accountId ?? -1;
    const mentions = () => database.db.selectFrom('review_keywords').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId).executeTakeFirstOrThrow().then((r) => Number(r.n));
    const before = await mentions();
    await database.db.deleteFrom('review_keywords').where('account_id', '=', accountId).execute();
    await seedLarge(database.db, SMALL);
    expect(await mentions()).toBe(before);
  });
});
