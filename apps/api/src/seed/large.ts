/**
 * The `large` profile for performance work: "Atlas Health" with 10,000 locations in 100 groups and 1,000,000
 * reviews. Rows are generated inside the database (`INSERT ... SELECT generate_series(...)`) from deterministic
 * expressions: `hashint4` of the row number picks words, ratings and dates, so every run yields the same data.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/schema.js';
import { VERTICALS } from './businesses-data.js';
import { DEMO_PASSWORD, DEMO_RANDOM_SEED, SEED_NOW } from './constants.js';
import type { AccountPlan } from './demo-accounts.js';
import { loadLookupIds, seedLookups } from './lookups.js';
import { US_STATE_NAMES } from './lookups-data.js';
import { CITIES, FIRST_NAMES, LAST_NAMES, parseCity, STREET_NAMES } from './names-data.js';
import { Random } from './random.js';
import { rating as drawRating, responseText, reviewText } from './review-text.js';
import { seedAccount } from './seed-account.js';
import { storeAccountKeywords } from '../modules/keywords/store.js';
import { PUBLISH_ERROR_TEXT } from '../modules/reviews/response-retry.js';
import { queueSeededRetries } from './seeded-retries.js';

export const ATLAS_PLAN: AccountPlan = {
  key: 'atlas', name: 'Atlas Health', kind: 'regular', status: 'active', vertical: 'healthcare', segment: 'enterprise',
  brand: 'Atlas Health', domain: 'atlashealth.test', locations: 0, cityOffset: 0, reviewsPerLocation: [0, 0],
  regionGroups: [], users: [{ email: 'admin@atlas.test', name: 'Avery Stone', type: 'admin', title: 'VP Patient Experience' }],
  oauthTokens: [{ source: 'google', expiresInDays: 90 }],
};

/** The large account's tag names. */
const LARGE_TAGS = ['Follow Up', 'Staff', 'Wait Time', 'Billing', 'Cleanliness', 'Parking', 'Scheduling', 'Front Desk'] as const;

export interface LargeSeedOptions {
  locations?: number;
  groups?: number;
  reviews?: number;
  /** Rows per INSERT statement for reviews (progress is reported per chunk). */
  chunk?: number;
  log?: (message: string) => void;
}

export interface LargeSeedResult {
  created: boolean;
  accountId: number | null;
  timings: Record<string, number>;
}

/** Text pools sampled in JS once (small), then indexed by SQL hashes (large). */
function textPools(rng: Random) {
  const byRating = [1, 2, 3, 4, 5].map((stars) =>
    Array.from({ length: 60 }, () => reviewText(rng, 'healthcare', stars).content));
  const replies = [1, 2, 3, 4, 5].map((stars) => Array.from({ length: 12 }, () => responseText(rng, stars, 'there')));
  return { byRating, replies };
}

const textArray = (values: readonly string[]) => sql`(${[...values]}::text[])`;
const intArray = (values: readonly number[]) => sql`(${[...values]}::int[])`;
/** Deterministic pseudo-random integer in [0, n) from a row number and a salt. */
const hash = (expr: RawBuilder<unknown>, salt: number, n: number) => sql`(abs(hashint4((${expr})::int * 31 + ${sql.lit(salt)})) % ${sql.lit(n)})`;

/**
 * Runs bulk inserts on one connection with per-row foreign-key triggers off (`session_replication_role`):
 * the generated ids are valid by construction, and the triggers would double the time. Needs a superuser
 * (PGlite's user is one); elsewhere the checks simply stay on.
 */
async function withoutForeignKeyChecks(db: Kysely<Database>, fn: (conn: Kysely<Database>) => Promise<void>) {
  await db.connection().execute(async (conn) => {
    const off = await sql`set session_replication_role = replica`.execute(conn).then(() => true, () => false);
    try {
      await fn(conn);
    } finally {
      if (off) await sql`set session_replication_role = origin`.execute(conn);
    }
  });
}

export async function seedLarge(db: Kysely<Database>, options: LargeSeedOptions = {}): Promise<LargeSeedResult> {
  const { locations = 10_000, groups = 100, reviews = 1_000_000, chunk = 100_000, log = () => undefined } = options;
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await fn();
    timings[name] = Math.round(performance.now() - started);
    log(`${name}: ${timings[name]} ms`);
    return result;
  };

  await seedLookups(db);
  const existing = await db.selectFrom('accounts').select('id').where('name', '=', ATLAS_PLAN.name).executeTakeFirst();
  if (existing) {
    // A profile seeded before review keywords existed (migration 0010) gets them now.
    const analysed = await db.selectFrom('review_keywords').select('review_id').where('account_id', '=', existing.id).limit(1).executeTakeFirst();
    if (!analysed) await step('review keywords', () => storeAccountKeywords(db, existing.id, { chunk, log }));
    return { created: false, accountId: existing.id, timings };
  }

  const rng = new Random(DEMO_RANDOM_SEED + 1);
  const lookups = await loadLookupIds(db);
  const accountId = await step('account', async () =>
    seedAccount({ db, rng, lookups, passwordHash: await hashPassword(DEMO_PASSWORD), accountIds: new Map() }, ATLAS_PLAN));
  const acct = sql.lit(accountId);
  const g = sql.ref('g');
  const cities = CITIES.map(parseCity);
  const profile = VERTICALS.healthcare;
  const stateIds = cities.map((c) => lookups.states.get(`US:${c.state}`) ?? null);

  await step('locations', () => sql`
    insert into locations (account_id, name, public_name, address, city, state, state_id, country, country_id, zipcode,
      phone, external_id, category_id, website, is_headquarters, publishing_enabled, npi_numbers, hours, created_at, updated_at)
    select ${acct}, 'Atlas Health – ' || c.city[1 + g % ${sql.lit(cities.length)}] || ' #' || (g + 1),
      'Atlas Health', (100 + ${hash(g, 1, 9800)}) || ' ' || ${textArray(STREET_NAMES)}[1 + ${hash(g, 2, STREET_NAMES.length)}] || ' St',
      c.city[1 + g % ${sql.lit(cities.length)}], c.state[1 + g % ${sql.lit(cities.length)}], c.state_id[1 + g % ${sql.lit(cities.length)}],
      'United States', ${sql.lit(lookups.countries.get('US') ?? null)}, c.zip[1 + g % ${sql.lit(cities.length)}] || lpad((${hash(g, 3, 100)})::text, 2, '0'),
      '(555) 555-' || lpad((g % 10000)::text, 4, '0'), 'AH-' || lpad((g + 1)::text, 5, '0'),
      ${intArray(profile.categories.map((name) => lookups.categories.get(name) ?? 0))}[1 + g % ${sql.lit(profile.categories.length)}],
      'https://www.atlashealth.test/locations/' || (g + 1), g = 0, ${hash(g, 4, 10)} < 9,
      array[lpad((1000000000 + ${hash(g, 5, 999999999)})::text, 10, '0')], ${JSON.stringify(profile.hours)}::jsonb,
      ${SEED_NOW}::timestamptz - interval '900 days', ${SEED_NOW}::timestamptz - interval '30 days'
    from generate_series(0, ${sql.lit(locations - 1)}) as g,
      (select ${textArray(cities.map((c) => c.city))} as city, ${textArray(cities.map((c) => US_STATE_NAMES.get(c.state) ?? c.state))} as state,
              ${intArray(stateIds.map((id) => id ?? 0))} as state_id, ${textArray(cities.map((c) => c.zipPrefix))} as zip) as c
  `.execute(db));

  // Row numbers of this account's locations: reviews and groups address locations by number, not by id.
  const locationNumbers = sql`(select id, (row_number() over (order by id) - 1)::int as n from locations where account_id = ${acct})`;

  await step('groups', async () => {
    await sql`insert into groups (account_id, name, created_at, updated_at)
      select ${acct}, 'Atlas Region ' || lpad((g + 1)::text, 3, '0'), ${SEED_NOW}::timestamptz - interval '800 days',
        ${SEED_NOW}::timestamptz - interval '800 days'
      from generate_series(0, ${sql.lit(groups - 1)}) as g`.execute(db);
    await sql`insert into group_locations (account_id, group_id, location_id)
      select ${acct}, gr.id, l.id
      from ${locationNumbers} as l
      join (select id, (row_number() over (order by id) - 1)::int as n from groups where account_id = ${acct}) as gr
        on gr.n = l.n % ${sql.lit(groups)}`.execute(db);
  });

  // Each directory's copy of every location (six per location: 60,000 at the default size), in one statement.
  // About one copy in eight has a directory user's phone; Auto Sync off gives pending_sync on the publishable ones.
  await step('directory copies', () => sql`
    insert into directory_listings (account_id, location_id, directory, enabled, status, reference_id, listing_url, data,
      fields_not_in_sync, last_checked_at, last_published_at, created_at, updated_at)
    select ${acct}, l.id, d.code, true,
      case when not l.publishing_enabled and d.publishable then 'pending_sync'
           when ${hash(sql.ref('l.id'), 6, 8)} = 0 then 'not_in_sync' else 'in_sync' end,
      d.code || '-' || l.id, 'https://listings.test/' || d.code || '/' || l.id,
      jsonb_build_object('public_name', l.public_name, 'address', l.address, 'address_2', l.address_2, 'city', l.city,
        'state', l.state, 'zipcode', l.zipcode, 'website', l.website, 'category_name', c.name, 'hours', l.hours,
        'open_status', l.open_status,
        'phone', case when ${hash(sql.ref('l.id'), 6, 8)} = 0 then '(555) 000-0000' else l.phone end),
      case when ${hash(sql.ref('l.id'), 6, 8)} = 0 and (l.publishing_enabled or not d.publishable) then array['phone'] else '{}'::text[] end,
      ${SEED_NOW}::timestamptz - interval '1 day', case when l.publishing_enabled then ${SEED_NOW}::timestamptz - interval '20 days' end,
      ${SEED_NOW}::timestamptz - interval '60 days', ${SEED_NOW}::timestamptz - interval '1 day'
    from locations l
    left join categories c on c.id = l.category_id
    cross join (values ('google', true), ('facebook', true), ('apple_maps', true), ('bing', false), ('trip_advisor', false), ('yelp', false))
      as d(code, publishable)
    where l.account_id = ${acct}
  `.execute(db));

  const pools = textPools(rng);
  const sources = profile.sources.map(([code, weight]) => ({ id: lookups.sources.get(code) ?? 0, weight }));
  // Weighted source pick: expand the weights into a 100-slot wheel.
  const sourceWheel = sources.flatMap((s) => Array.from({ length: s.weight }, () => s.id));
  // Rating wheel with the demo's positive skew (review-text.ts `rating`).
  const ratingWheel = Array.from({ length: 100 }, () => drawRating(rng));
  const texts = pools.byRating.flat();
  const windowSeconds = 730 * 86_400;

  await withoutForeignKeyChecks(db, async (db) => {
    await step('reviews', async () => {
      for (let start = 0; start < reviews; start += chunk) {
        const end = Math.min(reviews, start + chunk) - 1;
        const started = performance.now();
        await sql`
          insert into reviews (account_id, location_id, source_id, rating, author_name, content, published_at, status,
            sentiment, created_at)
          select ${acct}, l.id, w.source[1 + ${hash(g, 11, sourceWheel.length)}], r.rating,
            w.first[1 + ${hash(g, 12, FIRST_NAMES.length)}] || ' ' || left(w.last[1 + ${hash(g, 13, LAST_NAMES.length)}], 1) || '.',
            w.text[(r.rating - 1) * 60 + 1 + ${hash(g, 14, 60)}], p.at,
            case when ${hash(g, 17, 100)} < 5 then 'needs_attention' when ${hash(g, 17, 100)} < 40 then 'resolved' else 'open' end,
            case when r.rating >= 4 then 1 when r.rating = 3 then 0 else -1 end, p.at + interval '1 hour'
          from generate_series(${sql.lit(start)}, ${sql.lit(end)}) as g
          join ${locationNumbers} as l on l.n = g % ${sql.lit(locations)}
          cross join (select ${intArray(sourceWheel)} as source, ${textArray(FIRST_NAMES)} as first,
            ${textArray(LAST_NAMES)} as last, ${textArray(texts)} as text, ${intArray(ratingWheel)} as ratings) as w
          cross join lateral (select w.ratings[1 + ${hash(g, 15, 100)}] as rating) as r
          cross join lateral (select ${SEED_NOW}::timestamptz - make_interval(secs => 60 + ${hash(g, 16, windowSeconds)}) as at) as p
        `.execute(db);
        log(`  reviews ${end + 1}/${reviews} (${Math.round(performance.now() - started)} ms)`);
      }
    });

    // Keywords per distinct text (the pool has 300), joined back onto the reviews in id-range chunks.
    await step('review keywords', () => storeAccountKeywords(db, accountId, { chunk, log }));

    // About 60% answered; of those about 0.5% failed on their site (error_published, a retry queued, as in the
    // demo) so the list's response state shows every kind.
    const failed = sql`${hash(sql.ref('r.id'), 24, 1000)} < 5`;
    const answeredAt = sql`least(r.published_at + make_interval(hours => 1 + ${hash(sql.ref('r.id'), 22, 72)}), ${SEED_NOW}::timestamptz)`;
    await step('responses', () => sql`
      insert into responses (account_id, review_id, content, status, status_description, published_at, pending, attempts,
        last_error, created_at, updated_at)
      select ${acct}, r.id, w.reply[(r.rating - 1) * 12 + 1 + ${hash(sql.ref('r.id'), 21, 12)}],
        case when ${failed} then 'error_published' else 'published' end,
        case when ${failed} then ${PUBLISH_ERROR_TEXT} end,
        case when not ${failed} then ${answeredAt} end,
        case when ${failed} then 'publish' end, case when ${failed} then 1 else 0 end,
        case when ${failed} then 'The site was unavailable' end,
        ${answeredAt}, ${answeredAt}
      from reviews r cross join (select ${textArray(pools.replies.flat())} as reply) w
      where r.account_id = ${acct} and ${hash(sql.ref('r.id'), 23, 100)} < 60
    `.execute(db));
    await step('response retries', () => queueSeededRetries(db, accountId, new Date()));

    // About a quarter of the reviews carry one of the account's tags (the list's tag filter reads review_tags).
    await step('review tags', async () => {
      await sql`insert into tags (account_id, name, created_at)
        select ${acct}, t.name, ${SEED_NOW}::timestamptz - interval '700 days' from unnest(${textArray(LARGE_TAGS)}) as t(name)`.execute(db);
      await sql`insert into review_tags (account_id, review_id, name, created_at)
        select ${acct}, r.id, t.names[1 + ${hash(sql.ref('r.id'), 26, LARGE_TAGS.length)}], r.published_at + interval '2 hours'
        from reviews r cross join (select ${textArray(LARGE_TAGS)} as names) t
        where r.account_id = ${acct} and ${hash(sql.ref('r.id'), 25, 100)} < 25`.execute(db);
    });

    // The reviews' trigger was off: their `received` events in one set-based statement (migration 0018).
    await step('review events', () => sql`select review_events_backfill(array[${accountId}]::integer[])`.execute(db));
  });
  // The writes above ran with triggers off: the scoring roll-ups (migration 0016) are filled from the rows.
  await step('review roll-ups', () => sql`select review_rollups_rebuild(array[${accountId}]::integer[])`.execute(db));

  await step('analyze', () => sql`analyze`.execute(db));
  return { created: true, accountId, timings };
}
