import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { directLocationSums } from './direct-sums.js';
import { poolSums } from '@locus/scoring/formula';
import { locationSums, pooledSums, type Scope, type Window } from './scoring-query.js';

const DAY = 86_400_000;
const day = (iso: string, days = 0) => new Date(new Date(`${iso}T00:00:00Z`).getTime() + days * DAY);
const at = (iso: string, hours = 0) => new Date(new Date(iso).getTime() + hours * 3_600_000);

/** Whole-day windows around the test's rows (2018), the demo's years, and all time. */
const WINDOWS: Window[] = [
  { from: day('2018-01-01'), to: day('2018-01-03') },
  { from: day('2018-01-02'), to: day('2018-01-05') },
  { from: day('2018-01-01'), to: day('2018-02-01') },
  { from: day('2017-12-31'), to: day('2018-02-02') },
  { from: day('2025-05-27'), to: day('2026-11-28') },
  { from: day('2024-01-01'), to: day('2027-01-01') },
  { from: day('1900-01-01'), to: day('2999-01-01') },
];

describe('scoring roll-ups (migration 0016) stay equal to the sums counted from the rows', () => {
  let database: TestDatabase;
  let accountId: number;
  let otherAccountId: number;
  let officeId: number;
  let annexId: number;
  let groupId: number;
  let google: number;
  let yelp: number;
  const scopes = (): Scope[] => {
    const all: Scope = { accountIds: [accountId], locationId: null, groupId: null, sourceId: null, allowedLocationIds: null };
    return [
      all, { ...all, locationId: officeId }, { ...all, groupId }, { ...all, sourceId: google }, { ...all, sourceId: yelp },
      { ...all, accountIds: [accountId, otherAccountId] },
    ];
  };

  /** Every scope and window, with and without copies: the roll-ups' answer equals the rows' answer. */
  const expectExact = async () => {
    const { db } = database;
    for (const scope of scopes()) {
      for (const window of WINDOWS) {
        for (const withCopies of [true, false]) {
          expect(await locationSums(db, scope, window, withCopies)).toEqual(await directLocationSums(db, scope, window, withCopies));
        }
        // The overview's pooled sums: the same, bar the order a float sum is added in.
        const { responseDays, ...pooled } = await pooledSums(db, scope, window);
        const { responseDays: expectedDays, ...expected } = poolSums((await directLocationSums(db, scope, window, false)).map((r) => r.sums));
        expect(pooled).toEqual(expected);
        expect(responseDays).toBeCloseTo(expectedDays, 9);
      }
    }
    // And the review roll-ups hold exactly what a rebuild from the rows writes (no stale or empty rows left).
    const snapshot = async () => ({
      days: await sql`select * from review_day_sums order by location_id, day, source_id, account_id`.execute(db).then((r) => r.rows),
      months: await sql`select * from review_month_sums order by location_id, month, account_id`.execute(db).then((r) => r.rows),
      first: await sql`select * from review_first_responses order by review_id`.execute(db).then((r) => r.rows),
    });
    const kept = await snapshot();
    await sql`select review_rollups_rebuild(array(select id from accounts))`.execute(db);
    expect(await snapshot()).toEqual(kept);
  };

  const rollupRows = async (locationId: number) => (await database.db.selectFrom('review_day_sums')
    .select(sql<number>`sum(reviews)`.as('n')).where('location_id', '=', locationId).executeTakeFirstOrThrow()).n;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    accountId = await accountIdOf(db, 'Harbor Dental Group');
    otherAccountId = await accountIdOf(db, 'Northwind Reviews');
    [officeId, annexId] = (await db.insertInto('locations').values([
      { account_id: accountId, name: 'Roll-up Office', publishing_enabled: true },
      { account_id: accountId, name: 'Roll-up Annex', publishing_enabled: false },
    ]).returning('id').execute()).map((r) => r.id) as [number, number];
    groupId = (await db.insertInto('groups').values({ account_id: accountId, name: 'Roll-up group' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('group_locations').values({ account_id: accountId, group_id: groupId, location_id: officeId }).execute();
    const source = async (code: 'google' | 'yelp') => (await db.selectFrom('sources').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    [google, yelp] = [await source('google'), await source('yelp')];
  });
  afterAll(() => database.close());

  it('matches the rows of the demo seed, filled by the migration and the triggers', async () => {
    await expectExact();
  });

  it('stays exact through review and response inserts, updates and deletes', { timeout: 120_000 }, async () => {
    const { db } = database;
    const review = (locationId: number, sourceId: number, rating: number, publishedAt: Date) => ({
      account_id: accountId, location_id: locationId, source_id: sourceId, rating, author_name: 'Roll-up', published_at: publishedAt,
    });
    // One statement: several reviews on one day (late in the UTC day), another day, another source, no stars.
    const ids = (await db.insertInto('reviews').values([
      review(officeId, google, 5, at('2018-01-01T23:30:00Z')), review(officeId, google, 3, at('2018-01-01T08:00:00Z')),
      review(officeId, yelp, 0, at('2018-01-02T12:00:00Z')), review(annexId, google, 4, at('2018-01-03T00:00:00Z')),
      review(officeId, google, 2, at('2018-01-04T10:00:00Z')),
    ]).returning('id').execute()).map((r) => r.id) as [number, number, number, number, number];
    expect(await rollupRows(officeId)).toBe(4);
    await expectExact();

    const respond = (reviewId: number, publishedAt: Date | null) => ({ account_id: accountId, review_id: reviewId, content: 'Thanks', published_at: publishedAt });
    // Two responses to one review in one statement (the earlier counts), a draft, a response on the next day.
    await db.insertInto('responses').values([
      respond(ids[0], at('2018-01-02T10:00:00Z')), respond(ids[0], at('2018-01-02T01:15:30.5Z')),
      respond(ids[1], null), respond(ids[2], at('2018-01-05T09:00:00Z')), respond(ids[3], at('2018-01-02T00:00:00Z')),
    ]).execute();
    await expectExact();

    // The draft is published later; a review's rating changes; a review moves location, source and day.
    await db.updateTable('responses').set({ published_at: at('2018-01-03T07:00:00Z'), status: 'published' }).where('review_id', '=', ids[1]).execute();
    await db.updateTable('reviews').set({ rating: 1 }).where('id', '=', ids[0]).execute();
    await db.updateTable('reviews').set({ location_id: annexId, source_id: yelp, published_at: at('2018-01-02T06:00:00Z') }).where('id', '=', ids[2]).execute();
    await expectExact();

    // The first response is unpublished (the later one now counts), then deleted; a response moves to another review.
    const first = await db.selectFrom('responses').select('id').where('review_id', '=', ids[0]).orderBy('published_at').executeTakeFirstOrThrow();
    await db.updateTable('responses').set({ published_at: null, status: 'error_unpublished' }).where('id', '=', first.id).execute();
    await expectExact();
    await db.deleteFrom('responses').where('review_id', '=', ids[0]).execute();
    await db.updateTable('responses').set({ review_id: ids[4] }).where('review_id', '=', ids[2]).execute();
    await expectExact();

    // An edit that changes no sum, then deleting reviews (their responses go by cascade) and a whole location.
    await db.updateTable('reviews').set({ content: 'Edited' }).where('id', 'in', ids).execute();
    await db.deleteFrom('reviews').where('id', 'in', [ids[1], ids[4]]).execute();
    await expectExact();
    await db.deleteFrom('locations').where('id', '=', annexId).execute();
    await expectExact();
    expect(await rollupRows(officeId)).toBe(1);
  });

  it('stays exact as owner photos and directory copies change', { timeout: 120_000 }, async () => {
    const { db } = database;
    const photo = (name: string, created: Date, extra: object = {}) => ({
      account_id: accountId, location_id: officeId, source_id: google, name, storage_key: `rollup/${name}`, width: 800, height: 600,
      published_status: 'published' as const, created_at: created, ...extra,
    });
    const photos = (await db.insertInto('media').values([
      photo('a.jpg', at('2018-01-01T12:00:00Z')), photo('b.jpg', at('2018-01-03T12:00:00Z')),
      photo('c.jpg', at('2018-01-02T12:00:00Z'), { media_type: 'customer' }), photo('d.jpg', at('2018-01-02T12:00:00Z'), { published_status: 'dead' }),
    ]).returning('id').execute()).map((r) => r.id);
    const copies = (['google', 'facebook', 'apple_maps', 'yelp'] as const).map((directory, i) => ({
      account_id: accountId, location_id: officeId, directory, status: (['in_sync', 'published', 'not_available', 'not_in_sync'] as const)[i] ?? 'in_sync', data: '{}',
    }));
    await db.insertInto('directory_listings').values(copies).execute();
    await expectExact();

    // A photo refused, one moved to another day, one becoming the owner's; a copy switched off under Auto Sync.
    await db.updateTable('media').set({ published_status: 'dead' }).where('id', '=', photos[0] ?? 0).execute();
    await db.updateTable('media').set({ created_at: at('2017-12-31T12:00:00Z') }).where('id', '=', photos[1] ?? 0).execute();
    await db.updateTable('media').set({ media_type: 'owner' }).where('id', '=', photos[2] ?? 0).execute();
    await db.updateTable('directory_listings').set({ enabled: false }).where('location_id', '=', officeId).where('directory', '=', 'google').execute();
    await expectExact();
    await db.updateTable('locations').set({ publishing_enabled: false }).where('id', '=', officeId).execute();
    await db.deleteFrom('media').where('id', '=', photos[2] ?? 0).execute();
    await expectExact();
  });
});
