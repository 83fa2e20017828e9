/**
 * The dashboard, the Location Performance report and the scores (scoring-query.ts) summed an account's
 * reviews of the period with a first-response lookup per review (1,000,000 reviews at the large profile).
 * Roll-ups kept exact in the same statement as every write, so a period's sums read these instead:
 * - review_first_responses: per review, when its first response was published (none: no row). Not linked to
 *   reviews by a foreign key on purpose: a deleted review's row must outlive the cascade that deletes its
 *   responses until the review's own trigger has taken its response out of the day sums.
 * - review_day_sums: per location, UTC day of publication and source, the review sums of docs/scoring.md
 *   (reviews, rated, stars, responded, the seconds to the first response). `response_seconds` is numeric, as
 *   `extract(epoch ...)` is, so a sum over days equals the sum over the reviews exactly.
 * - review_month_sums: the same per location and calendar month (UTC), without the source: the day rows of each
 *   month summed, kept by a trigger on review_day_sums. A period reads its whole months here and only its partial
 *   first and last months from the day rows (a location has a few reviews a month: day rows barely shrink).
 * - owner_photo_days: per location and UTC day of `created_at`, its owner photos not refused by the directory
 *   (media_day_counts is per account, not per location, so it cannot serve).
 * - listing_location_summaries (0013) gains `copies` and `in_sync`, computed from the copies it already holds.
 * The large seeder writes reviews and responses with triggers off; it calls review_rollups_rebuild after.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import { SUMMARY_STATUS_RANK } from './0013_listing_summaries.js';

type AnyDb = Kysely<unknown>;

/** A review's part of its day's sums, times `s` (1 added, -1 taken out); `first_at` is its first response. */
const CONTRIBUTION = `
  p.account_id, p.location_id, (p.published_at at time zone 'UTC')::date as day, p.source_id,
  p.s as reviews,
  case when p.rating > 0 then p.s else 0 end as rated,
  case when p.rating > 0 then p.s * p.rating else 0 end as stars,
  case when p.first_at is not null then p.s else 0 end as responded,
  p.s * coalesce(greatest(0, extract(epoch from p.first_at - p.published_at)), 0) as response_seconds`;

/**
 * Adds the parts (rows of account_id, location_id, published_at, source_id, rating, first_at, s) to the day
 * sums, skipping locations that are gone (their rows went with them) and parts that cancel out; keys in order.
 */
const applyParts = (parts: string) => `
  insert into review_day_sums as t (account_id, location_id, day, source_id, reviews, rated, stars, responded, response_seconds)
  select c.account_id, c.location_id, c.day, c.source_id, sum(c.reviews), sum(c.rated), sum(c.stars), sum(c.responded), sum(c.response_seconds)
  from (select ${CONTRIBUTION} from (${parts}) p) c
  where exists (select 1 from locations l where l.id = c.location_id)
  group by 1, 2, 3, 4
  having (sum(c.reviews), sum(c.rated), sum(c.stars), sum(c.responded), sum(c.response_seconds)) <> (0, 0, 0, 0, 0)
  order by 2, 3, 4, 1
  on conflict (location_id, day, source_id, account_id) do update set reviews = t.reviews + excluded.reviews,
    rated = t.rated + excluded.rated, stars = t.stars + excluded.stars, responded = t.responded + excluded.responded,
    response_seconds = t.response_seconds + excluded.response_seconds;
  delete from review_day_sums where reviews = 0 and location_id in (select p.location_id from (${parts}) p)`;

const REVIEW_COLUMNS = 'r.account_id, r.location_id, r.published_at, r.source_id, r.rating';
const withFirst = (rows: string, s: number) =>
  `select ${REVIEW_COLUMNS}, f.first_at, ${s} as s from ${rows} r left join review_first_responses f on f.review_id = r.id`;
const CHANGED = `(select o.* from old_rows o join new_rows n on n.id = o.id
  where (o.account_id, o.location_id, o.published_at, o.source_id, o.rating) is distinct from (n.account_id, n.location_id, n.published_at, n.source_id, n.rating))`;
const CHANGED_NEW = `(select n.* from old_rows o join new_rows n on n.id = o.id
  where (o.account_id, o.location_id, o.published_at, o.source_id, o.rating) is distinct from (n.account_id, n.location_id, n.published_at, n.source_id, n.rating))`;

/** A statement's reviews: the old rows out, the new rows in (with the first response they have). */
const reviewsTrigger = sql.raw(`
create function review_day_sums_keep_reviews() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${applyParts(withFirst('new_rows', 1))};
  elsif tg_op = 'DELETE' then
    ${applyParts(withFirst('old_rows', -1))};
    delete from review_first_responses where review_id in (select id from old_rows);
  else
    ${applyParts(`${withFirst(CHANGED, -1)} union all ${withFirst(CHANGED_NEW, 1)}`)};
  end if;
  return null;
end $$`);

/**
 * The reviews whose responses a statement wrote: their first response again, and the difference in their day
 * sums. The reviews are locked first (in id order) so two statements on one review's responses take turns and
 * the second reads what the first committed. A review already gone (a cascade) is left to its own trigger.
 */
const responsesTrigger = sql.raw(`
create function review_day_sums_keep_responses() returns trigger language plpgsql as $$
declare ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct review_id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct review_id) into ids from old_rows;
  else
    select array_agg(distinct x.review_id) into ids from (
      select n.review_id from new_rows n join old_rows o on o.id = n.id
        where (n.review_id, n.published_at) is distinct from (o.review_id, o.published_at)
      union select o.review_id from new_rows n join old_rows o on o.id = n.id where n.review_id <> o.review_id
    ) x;
  end if;
  if ids is null then return null; end if;
  perform 1 from reviews where id = any(ids) order by id for no key update;
  ${applyParts(`
    select ${REVIEW_COLUMNS}, v.first_at, v.s from reviews r
    left join review_first_responses f on f.review_id = r.id
    cross join lateral (select min(rs.published_at) as first_at from responses rs where rs.review_id = r.id and rs.published_at is not null) fr
    cross join lateral (values (f.first_at, -1), (fr.first_at, 1)) v(first_at, s)
    where r.id = any(ids) and f.first_at is distinct from fr.first_at`)};
  delete from review_first_responses f where f.review_id = any(ids)
    and not exists (select 1 from responses rs where rs.review_id = f.review_id and rs.published_at is not null);
  insert into review_first_responses (review_id, first_at)
    select rs.review_id, min(rs.published_at) from responses rs
    where rs.review_id = any(ids) and rs.published_at is not null and exists (select 1 from reviews r where r.id = rs.review_id)
    group by rs.review_id order by rs.review_id
  on conflict (review_id) do update set first_at = excluded.first_at;
  return null;
end $$`);

const SUM_COLUMNS = ['reviews', 'rated', 'stars', 'responded', 'response_seconds'] as const;
const signed = (rows: string, s: number) =>
  `select location_id, day, account_id, ${SUM_COLUMNS.map((c) => `${s} * ${c} as ${c}`).join(', ')} from ${rows}`;
/** Moves the month sums by the day rows a statement wrote (old rows out, new rows in), as applyParts does. */
const applyDays = (parts: string) => `
  insert into review_month_sums as t (location_id, month, account_id, ${SUM_COLUMNS.join(', ')})
  select c.location_id, date_trunc('month', c.day)::date, c.account_id, ${SUM_COLUMNS.map((col) => `sum(c.${col})`).join(', ')}
  from (${parts}) c
  where exists (select 1 from locations l where l.id = c.location_id)
  group by 1, 2, 3
  having (${SUM_COLUMNS.map((col) => `sum(c.${col})`).join(', ')}) <> (0, 0, 0, 0, 0)
  order by 1, 2, 3
  on conflict (location_id, month, account_id) do update set ${SUM_COLUMNS.map((col) => `${col} = t.${col} + excluded.${col}`).join(', ')};
  delete from review_month_sums where reviews = 0 and location_id in (select c.location_id from (${parts}) c)`;

const monthsTrigger = sql.raw(`
create function review_month_sums_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${applyDays(signed('new_rows', 1))};
  elsif tg_op = 'DELETE' then
    ${applyDays(signed('old_rows', -1))};
  else
    ${applyDays(`${signed('old_rows', -1)} union all ${signed('new_rows', 1)}`)};
  end if;
  return null;
end $$`);

/**
 * Fills the review roll-ups of these accounts from their rows (the migration, and the large seeder after its bulk
 * writes); the month sums follow the day rows by their trigger.
 */
const rebuildFunction = sql.raw(`
create function review_rollups_rebuild(account_ids integer[]) returns void language plpgsql as $$
begin
  delete from review_day_sums where account_id = any(account_ids);
  delete from review_first_responses f using reviews r where r.id = f.review_id and r.account_id = any(account_ids);
  insert into review_first_responses (review_id, first_at)
    select rs.review_id, min(rs.published_at) from responses rs join reviews r on r.id = rs.review_id
    where r.account_id = any(account_ids) and rs.published_at is not null group by rs.review_id;
  insert into review_day_sums (account_id, location_id, day, source_id, reviews, rated, stars, responded, response_seconds)
    select c.account_id, c.location_id, c.day, c.source_id, sum(c.reviews), sum(c.rated), sum(c.stars), sum(c.responded), sum(c.response_seconds)
    from (select ${CONTRIBUTION} from (${withFirst('reviews', 1)} where r.account_id = any(account_ids)) p) c
    group by 1, 2, 3, 4;
end $$`);

/** A photo counts while it is the owner's and the directory has not refused it (scoring-query.ts). */
const photosTrigger = sql.raw(`
create function owner_photo_days_keep() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.media_type = 'owner' and old.published_status <> 'dead' then
    update owner_photo_days set photos = photos - 1
      where location_id = old.location_id and day = (old.created_at at time zone 'UTC')::date and account_id = old.account_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.media_type = 'owner' and new.published_status <> 'dead' then
    insert into owner_photo_days (location_id, day, account_id, photos) values (new.location_id, (new.created_at at time zone 'UTC')::date, new.account_id, 1)
      on conflict (location_id, day, account_id) do update set photos = owner_photo_days.photos + 1;
  end if;
  return null;
end $$`);

const rankOf = (status: (typeof SUMMARY_STATUS_RANK)[number]) => SUMMARY_STATUS_RANK.indexOf(status) + 1;
/** Copies that count for Listings in Sync, and those in sync (shown status in_sync or published): scoring-query.ts. */
const copyCountFunctions = [
  sql.raw(`create function listing_summary_copies(directories jsonb) returns smallint language sql immutable as $$
    select count(*)::smallint from jsonb_each(directories) e where e.value->>3 <> 'not_available' $$`),
  sql.raw(`create function listing_summary_in_sync(directories jsonb) returns smallint language sql immutable as $$
    select count(*)::smallint from jsonb_each(directories) e where (e.value->>0)::int in (${rankOf('in_sync')}, ${rankOf('published')}) $$`),
];

// Transition tables allow one event per trigger, hence three per table (as 0013).
const TRIGGERS = [
  ['reviews', 'review_day_sums_keep_reviews'],
  ['responses', 'review_day_sums_keep_responses'],
  ['review_day_sums', 'review_month_sums_keep'],
] as const;
const EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

export const scoringRollupsMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create table review_first_responses (
      review_id integer primary key,
      first_at timestamptz not null
    )`.execute(db);
    await sql`create table review_day_sums (
      location_id integer not null references locations(id) on delete cascade,
      day date not null,
      source_id integer not null,
      account_id integer not null references accounts(id) on delete cascade,
      reviews integer not null,
      rated integer not null,
      stars integer not null,
      responded integer not null,
      response_seconds numeric not null,
      primary key (location_id, day, source_id, account_id)
    )`.execute(db);
    // An account's period: every location's days in the range.
    await sql`create index review_day_sums_account_day_idx on review_day_sums (account_id, day)`.execute(db);
    await sql`create table review_month_sums (
      location_id integer not null references locations(id) on delete cascade,
      month date not null,
      account_id integer not null references accounts(id) on delete cascade,
      reviews integer not null,
      rated integer not null,
      stars integer not null,
      responded integer not null,
      response_seconds numeric not null,
      primary key (location_id, month, account_id)
    )`.execute(db);
    await sql`create index review_month_sums_account_month_idx on review_month_sums (account_id, month)`.execute(db);
    await sql`create table owner_photo_days (
      location_id integer not null references locations(id) on delete cascade,
      day date not null,
      account_id integer not null references accounts(id) on delete cascade,
      photos integer not null,
      primary key (location_id, day, account_id)
    )`.execute(db);
    await sql`create index owner_photo_days_account_idx on owner_photo_days (account_id, day)`.execute(db);

    await rebuildFunction.execute(db);
    await reviewsTrigger.execute(db);
    await responsesTrigger.execute(db);
    await monthsTrigger.execute(db);
    for (const [table, fn] of TRIGGERS) {
      for (const [event, referencing] of EVENTS) {
        await sql.raw(`create trigger ${fn}_${event} after ${event} on ${table} ${referencing} for each statement execute function ${fn}()`).execute(db);
      }
    }
    await sql`select review_rollups_rebuild(array(select id from accounts))`.execute(db);
    await sql`insert into owner_photo_days (location_id, day, account_id, photos)
      select location_id, (created_at at time zone 'UTC')::date, account_id, count(*) from media
      where media_type = 'owner' and published_status <> 'dead' group by 1, 2, 3`.execute(db);

    await photosTrigger.execute(db);
    await sql`create trigger owner_photo_days_keep after insert or delete
      or update of account_id, location_id, media_type, published_status, created_at on media
      for each row execute function owner_photo_days_keep()`.execute(db);

    for (const statement of copyCountFunctions) await statement.execute(db);
    await sql`alter table listing_location_summaries
      add column copies smallint generated always as (listing_summary_copies(directories)) stored,
      add column in_sync smallint generated always as (listing_summary_in_sync(directories)) stored`.execute(db);
    await sql`analyze review_day_sums, review_month_sums, owner_photo_days, review_first_responses`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table listing_location_summaries drop column if exists copies, drop column if exists in_sync`.execute(db);
    await sql`drop function if exists listing_summary_copies(jsonb)`.execute(db);
    await sql`drop function if exists listing_summary_in_sync(jsonb)`.execute(db);
    await sql`drop trigger if exists owner_photo_days_keep on media`.execute(db);
    await sql`drop function if exists owner_photo_days_keep()`.execute(db);
    for (const [table, fn] of TRIGGERS) {
      for (const [event] of EVENTS) await sql.raw(`drop trigger if exists ${fn}_${event} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${fn}()`).execute(db);
    }
    await sql`drop function if exists review_rollups_rebuild(integer[])`.execute(db);
    for (const table of ['owner_photo_days', 'review_month_sums', 'review_day_sums', 'review_first_responses']) await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
