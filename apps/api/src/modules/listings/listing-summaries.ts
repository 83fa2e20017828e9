/**
 * Reads of the per-location listing summaries and the account counts (migration 0013, kept by triggers on every
 * write of a copy or a location): the Local Listings dashboard's page and overview without aggregating the copies.
 * A directory filter recomputes each location's status, dates and top directories from its per-directory entries.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, DirectoryCode, SummaryCopy } from '../../db/schema.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export interface SummaryFilters {
  accountId: number;
  locationIds: readonly number[];
  groupId: number | null;
  /** STATUS_RANK positions (1-based) the location's status must be among; empty: any. */
  ranks: readonly number[];
  directories: readonly DirectoryCode[];
  /** A limited reader's locations (issue 29); null: all. */
  allowedLocationIds: AllowedLocations;
}

export interface SummaryRow {
  location_id: number;
  directories: Record<string, SummaryCopy>;
  rank: number;
  last_published_at: Date | string | null;
  last_checked_at: Date | string | null;
  valid_top: number;
}

export type SummarySort = 'name' | 'status' | 'last_published_at' | 'last_checked_at' | 'address';

const TOP_DIRECTORIES: readonly DirectoryCode[] = ['google', 'facebook', 'apple_maps'];

const entry = (code: DirectoryCode, index: 0 | 1 | 2) => sql`(s.directories->${code}->>${sql.lit(index)})`;
const greatestOf = (parts: RawBuilder<unknown>[]) => sql`greatest(${sql.join(parts)})`;

/** Only a location or group filter or a directory filter needs the summaries themselves for counting. */
const narrowed = (f: SummaryFilters) => f.locationIds.length > 0 || f.groupId !== null || f.directories.length > 0 || f.allowedLocationIds !== null;

/** The filtered locations' summary rows (status, dates and top directories over the filtered directories). */
function summaries(f: SummaryFilters) {
  const where = sql.join([
    sql`s.account_id = ${f.accountId}`,
    ...(f.locationIds.length > 0 ? [sql`s.location_id in (${sql.join(f.locationIds)})`] : []),
    ...(f.groupId !== null ? [sql`s.location_id in (select gl.location_id from group_locations gl where gl.group_id = ${f.groupId})`] : []),
    ...(f.allowedLocationIds !== null ? [sql`s.location_id = any(${[...f.allowedLocationIds]}::int[])`] : []),
  ], sql` and `);
  const columns = f.directories.length === 0
    ? sql`s.rank, s.last_published_at, s.last_checked_at, s.valid_top`
    : sql`coalesce(${greatestOf(f.directories.map((d) => sql`${entry(d, 0)}::smallint`))}, 1) as rank,
        ${greatestOf(f.directories.map((d) => sql`${entry(d, 1)}::timestamptz`))} as last_published_at,
        ${greatestOf(f.directories.map((d) => sql`${entry(d, 2)}::timestamptz`))} as last_checked_at,
        (${sql.join([sql`0`, ...f.directories.filter((d) => TOP_DIRECTORIES.includes(d)).map((d) => sql`coalesce((${entry(d, 0)} = '2')::int, 0)`)], sql` + `)}) as valid_top`;
  const statusWhere = f.ranks.length > 0 ? sql`where x.rank in (${sql.join([...f.ranks])})` : sql``;
  return sql`(select * from (select s.location_id, s.name_key, s.address_key, s.directories, ${columns}
    from listing_location_summaries s where ${where}) x ${statusWhere})`;
}

/** Account counts (directory '' = locations by status) over the unfiltered locations, zero rows left out. */
async function accountCounts(db: Kysely<Database>, f: SummaryFilters, directories: boolean) {
  const rankFilter = f.ranks.length > 0 ? sql`and rank in (${sql.join([...f.ranks])})` : sql``;
  const { rows } = await sql<{ directory: string; rank: number; n: number }>`
    select directory, rank, n from listing_status_counts
    where account_id = ${f.accountId} and n > 0 and ${directories ? sql`directory <> ''` : sql`directory = '' ${rankFilter}`}`.execute(db);
  return rows;
}

/** A page of the filtered locations in the dashboard's order (then name and id), and how many there are. */
export async function summaryPage(db: Kysely<Database>, f: SummaryFilters, sort: { by: SummarySort; order: 'asc' | 'desc' }, paging: { limit: number; offset: number }) {
  // Not-null keys sort without a nulls clause so the (account, rank / name) indexes serve the page.
  const nullable = sort.order === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls first');
  const plain = sql.raw(sort.order);
  const order = {
    name: sql`x.name_key ${plain}`, status: sql`x.rank ${plain}`, address: sql`x.address_key ${nullable}`,
    last_published_at: sql`x.last_published_at ${nullable}`, last_checked_at: sql`x.last_checked_at ${nullable}`,
  }[sort.by];
  const [{ rows }, total] = await Promise.all([
    sql<SummaryRow>`select x.location_id, x.directories, x.rank, x.last_published_at, x.last_checked_at, x.valid_top from ${summaries(f)} x
      order by ${order}, x.name_key, x.location_id limit ${paging.limit} offset ${paging.offset}`.execute(db),
    narrowed(f)
      ? sql<{ n: string | number }>`select count(*) as n from ${summaries(f)} x`.execute(db).then((r) => Number(r.rows[0]?.n ?? 0))
      : accountCounts(db, f, false).then((r) => r.reduce((sum, c) => sum + Number(c.n), 0)),
  ]);
  return { rows, total };
}

/** The overview's counts: copies per directory and status rank, and locations per status rank, over the filtered locations. */
export async function summaryCounts(db: Kysely<Database>, f: SummaryFilters) {
  if (!narrowed(f) && f.ranks.length === 0) {
    const [copies, located] = await Promise.all([accountCounts(db, f, true), accountCounts(db, f, false)]);
    return { copies, located };
  }
  const directoryFilter = f.directories.length > 0 ? sql`where e.key in (${sql.join([...f.directories])})` : sql``;
  const [{ rows: copies }, located] = await Promise.all([
    sql<{ directory: string; rank: number; n: number }>`
      select e.key as directory, (e.value->>0)::smallint as rank, count(*) as n
      from ${summaries(f)} x cross join lateral jsonb_each(x.directories) e ${directoryFilter} group by 1, 2`.execute(db),
    narrowed(f)
      ? sql<{ directory: string; rank: number; n: number }>`select '' as directory, x.rank, count(*) as n from ${summaries(f)} x group by x.rank`.execute(db).then((r) => r.rows)
      : accountCounts(db, f, false),
  ]);
  return { copies, located };
}
