/**
 * Local Listings at the large profile: the dashboard's page and overview aggregated all of an
 * account's directory copies (60,000) per request. Two tables kept by statement-level triggers in the same
 * statement as every write to `directory_listings` or `locations`, so they are always exact:
 * - listing_location_summaries: one row per location: its status rank (the most urgent shown status of its copies,
 *   STATUS_RANK position, 1 = not_available), sort keys, the latest publish and check, the in-sync top directories,
 *   and per directory [rank, last_published_at, last_checked_at, status, enabled, fields_not_in_sync, listing_url,
 *   reference_id] (the directory filter, and the page's directory columns without reading 150 copies);
 * - listing_status_counts: per account, locations per rank (directory '') and copies per directory and rank (the
 *   unfiltered overview and page totals).
 * The shown status of a copy: with Auto Sync on, a directory switched off is not_in_sync (F4-059, F4-060).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** STATUS_RANK (directories/scan-rules.ts) as this migration froze it; a test keeps them equal. */
export const SUMMARY_STATUS_RANK = ['not_available', 'in_sync', 'published', 'pending_sync', 'in_progress', 'pending_claim', 'action_required', 'not_in_sync'] as const;
const TOP_DIRECTORIES = ['google', 'facebook', 'apple_maps'] as const;

const quoted = (list: readonly string[]) => list.map((s) => `'${s}'`).join(',');

/**
 * Recomputes the summaries of these locations from their copies and moves the account counts by the difference.
 * The summaries are locked first (in id order) so a concurrent refresh of the same location waits, then reads
 * what that one committed; the counts are upserted in key order.
 */
const refreshFunction = sql.raw(`
create function listing_summaries_refresh(ids integer[]) returns void language plpgsql as $$
begin
  perform 1 from listing_location_summaries where location_id = any(ids) order by location_id for update;
  with old as (
    select * from listing_location_summaries where location_id = any(ids)
  ), gone as (
    delete from listing_location_summaries s where s.location_id = any(ids) and not exists (select 1 from locations l where l.id = s.location_id)
  ), fresh as (
    insert into listing_location_summaries as s
      (location_id, account_id, name_key, address_key, rank, last_published_at, last_checked_at, valid_top, directories)
    select l.id, l.account_id, lower(l.name), lower(l.address), coalesce(max(c.rank), 1),
      max(c.last_published_at), max(c.last_checked_at),
      count(*) filter (where c.directory in (${quoted(TOP_DIRECTORIES)}) and c.rank = 2),
      coalesce(jsonb_object_agg(c.directory, jsonb_build_array(c.rank, c.last_published_at, c.last_checked_at, c.status, c.enabled, c.fields_not_in_sync, c.listing_url, c.reference_id)) filter (where c.directory is not null), '{}')
    from locations l
    left join lateral (
      select d.directory, d.last_published_at, d.last_checked_at, d.status, d.enabled, d.fields_not_in_sync, d.listing_url, d.reference_id,
        array_position(array[${quoted(SUMMARY_STATUS_RANK)}], case when l.publishing_enabled and not d.enabled then 'not_in_sync' else d.status end)::smallint as rank
      from directory_listings d where d.location_id = l.id
    ) c on true
    where l.id = any(ids)
    group by l.id
    on conflict (location_id) do update set account_id = excluded.account_id, name_key = excluded.name_key, address_key = excluded.address_key,
      rank = excluded.rank, last_published_at = excluded.last_published_at, last_checked_at = excluded.last_checked_at,
      valid_top = excluded.valid_top, directories = excluded.directories
    returning s.*
  ), parts as (
    select account_id, '' as directory, rank, 1 as n from fresh
    union all select f.account_id, e.key, (e.value->>0)::smallint, 1 from fresh f, jsonb_each(f.directories) e
    union all select account_id, '', rank, -1 from old
    union all select o.account_id, e.key, (e.value->>0)::smallint, -1 from old o, jsonb_each(o.directories) e
  )
  insert into listing_status_counts as c (account_id, directory, rank, n)
    select p.account_id, p.directory, p.rank, sum(p.n) from parts p
    where exists (select 1 from accounts a where a.id = p.account_id)
    group by 1, 2, 3 having sum(p.n) <> 0 order by 1, 2, 3
  on conflict (account_id, directory, rank) do update set n = c.n + excluded.n;
end $$`);

/** The locations whose copies a statement wrote (only the columns the summaries read count as a change). */
const copiesTrigger = sql.raw(`
create function listing_summaries_keep_copies() returns trigger language plpgsql as $$
declare ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct location_id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct location_id) into ids from old_rows;
  else
    select array_agg(distinct x.location_id) into ids from (
      select n.location_id from new_rows n join old_rows o on o.id = n.id
      where (n.location_id, n.directory, n.status, n.enabled, n.last_published_at, n.last_checked_at, n.fields_not_in_sync, n.listing_url, n.reference_id)
        is distinct from (o.location_id, o.directory, o.status, o.enabled, o.last_published_at, o.last_checked_at, o.fields_not_in_sync, o.listing_url, o.reference_id)
      union select o.location_id from new_rows n join old_rows o on o.id = n.id where n.location_id <> o.location_id
    ) x;
  end if;
  if ids is not null then perform listing_summaries_refresh(ids); end if;
  return null;
end $$`);

const locationsTrigger = sql.raw(`
create function listing_summaries_keep_locations() returns trigger language plpgsql as $$
declare ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(id) into ids from old_rows;
  else
    select array_agg(n.id) into ids from new_rows n join old_rows o on o.id = n.id
    where (n.account_id, n.name, n.address, n.publishing_enabled) is distinct from (o.account_id, o.name, o.address, o.publishing_enabled);
  end if;
  if ids is not null then perform listing_summaries_refresh(ids); end if;
  return null;
end $$`);

// Transition tables allow one event per trigger, hence three per table.
const TRIGGERS = [
  ['directory_listings', 'listing_summaries_keep_copies'],
  ['locations', 'listing_summaries_keep_locations'],
] as const;
const EVENTS = [
  ['insert', 'referencing new table as new_rows'],
  ['update', 'referencing old table as old_rows new table as new_rows'],
  ['delete', 'referencing old table as old_rows'],
] as const;

export const listingSummariesMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create table listing_location_summaries (
      location_id integer primary key,
      account_id integer not null references accounts(id) on delete cascade,
      name_key text not null,
      address_key text,
      rank smallint not null,
      last_published_at timestamptz,
      last_checked_at timestamptz,
      valid_top smallint not null,
      directories jsonb not null
    )`.execute(db);
    // The dashboard's defaults: name ascending, status descending (internal), and status ascending.
    await sql`create index listing_location_summaries_name_idx on listing_location_summaries (account_id, name_key, location_id)`.execute(db);
    await sql`create index listing_location_summaries_rank_desc_idx on listing_location_summaries (account_id, rank desc, name_key, location_id)`.execute(db);
    await sql`create index listing_location_summaries_rank_idx on listing_location_summaries (account_id, rank, name_key, location_id)`.execute(db);
    await sql`create table listing_status_counts (
      account_id integer not null references accounts(id) on delete cascade,
      directory text not null,
      rank smallint not null,
      n integer not null,
      primary key (account_id, directory, rank)
    )`.execute(db);
    await refreshFunction.execute(db);
    await copiesTrigger.execute(db);
    await locationsTrigger.execute(db);
    await sql`select listing_summaries_refresh(array(select id from locations))`.execute(db);
    for (const [table, fn] of TRIGGERS) {
      for (const [event, referencing] of EVENTS) {
        await sql.raw(`create trigger ${fn}_${event} after ${event} on ${table} ${referencing} for each statement execute function ${fn}()`).execute(db);
      }
    }
  },
  async down(db: AnyDb) {
    for (const [table, fn] of TRIGGERS) {
      for (const [event] of EVENTS) await sql.raw(`drop trigger if exists ${fn}_${event} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${fn}()`).execute(db);
    }
    await sql`drop function if exists listing_summaries_refresh(integer[])`.execute(db);
    await sql`drop table if exists listing_status_counts`.execute(db);
    await sql`drop table if exists listing_location_summaries`.execute(db);
  },
};
