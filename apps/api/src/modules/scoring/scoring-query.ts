/**
 * The counted sums behind every figure of the dashboard, the report, the scores and the benchmark
 * (docs/scoring.md), per location: the period's reviews and their first responses from the daily roll-ups,
 * the copies from the listing summaries, the owner photos from their day counts (migration 0016, kept exact
 * by triggers; direct-sums.ts counts the same from the rows). The shared formula (`@locus/scoring/formula`)
 * turns the sums into figures and scores.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, Vertical } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { DEFAULT_TARGETS, NO_SUMS, poolSums, TARGET_METRICS, type FigureSums, type Targets } from '@locus/scoring/formula';
import { directLocationSums } from './direct-sums.js';
import { accountList, scopeLocations, SUMS_SELECT, toLocationSums, type LocationSums, type Scope, type SumsRow, type Window } from './sums-scope.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export type { LocationRow, LocationSums, Scope, Window } from './sums-scope.js';

const DAY_MS = 86_400_000;

/** The period of the call and the previous one of the same length (`_lag`, F3-039). */
export interface Period {
  current: Window;
  previous: Window;
  days: number;
  startDate: string;
  endDate: string;
}

const EARLIEST = new Date('1900-01-01T00:00:00Z');
const LATEST = new Date('2999-12-31T00:00:00Z');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayStart = (text: string) => new Date(`${text}T00:00:00Z`);
const isWholeDay = (date: Date) => date.getTime() % DAY_MS === 0;

/**
 * start_date and end_date (both included): today and six months before it by default (P2-108). The contract
 * has checked their format; a start after the end is a 400.
 */
export function parsePeriod(query: { start_date?: string; end_date?: string }, now: Date): Period {
  const end = dayStart(query.end_date ?? isoDay(now));
  let start: Date;
  if (query.start_date === undefined) {
    start = new Date(end);
    start.setUTCMonth(start.getUTCMonth() - 6);
  } else {
    start = dayStart(query.start_date);
  }
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw badRequest('start_date and end_date must be dates (YYYY-MM-DD)', 'start_date');
  // Within the years the database counts in, previous period included.
  if (start < EARLIEST) throw badRequest('start_date must be in 1900 or later', 'start_date');
  if (end > LATEST) throw badRequest('end_date must be in 2999 or earlier', 'end_date');
  if (start > end) throw badRequest('start_date must not be after end_date', 'start_date');
  const to = new Date(end.getTime() + DAY_MS);
  const days = Math.round((to.getTime() - start.getTime()) / DAY_MS);
  return {
    current: { from: start, to },
    previous: { from: new Date(start.getTime() - days * DAY_MS), to: start },
    days, startDate: isoDay(start), endDate: isoDay(end),
  };
}


/** The whole calendar months (UTC) inside a window: [first, end), empty when first >= end. */
function wholeMonths(window: Window): { first: Date; end: Date } {
  const first = new Date(Date.UTC(window.from.getUTCFullYear(), window.from.getUTCMonth() + (window.from.getUTCDate() === 1 ? 0 : 1), 1));
  const end = new Date(Date.UTC(window.to.getUTCFullYear(), window.to.getUTCMonth(), 1));
  return { first, end };
}

const DAY_SUMS = sql`s.location_id, s.reviews, s.rated, s.stars, s.responded, s.response_seconds`;

/**
 * The review sums rows of a window: its whole months from review_month_sums, the days before and after them
 * from review_day_sums (all days when a source filters: the month rows have no source).
 */
function reviewSumRows(scope: Scope, window: Window) {
  const accounts = accountList(scope);
  const days = (from: Date, to: Date) => sql`select ${DAY_SUMS} from review_day_sums s
    where s.account_id in (${accounts}) and s.location_id in (select id from locs) and s.day >= ${isoDay(from)}::date and s.day < ${isoDay(to)}::date
    ${scope.sourceId === null ? sql`` : sql`and s.source_id = ${scope.sourceId}`}`;
  const months = wholeMonths(window);
  if (scope.sourceId !== null || months.first >= months.end) return days(window.from, window.to);
  return sql`${days(window.from, months.first)}
    union all select ${DAY_SUMS} from review_month_sums s
      where s.account_id in (${accounts}) and s.location_id in (select id from locs)
        and s.month >= ${isoDay(months.first)}::date and s.month < ${isoDay(months.end)}::date
    union all ${days(months.end, window.to)}`;
}

/**
 * Per location of the scope, in id order: its reviews published in the window (by source when filtered) with
 * their first published responses, its copies now (`withCopies`; copies keep no history), its owner photos not
 * refused by the directory at the window's end. The roll-ups hold whole UTC days: any other window is counted
 * from the rows.
 */
export async function locationSums(db: Kysely<Database>, scope: Scope, window: Window, withCopies: boolean): Promise<LocationSums[]> {
  if (scope.accountIds.length === 0) return [];
  if (!isWholeDay(window.from) || !isWholeDay(window.to)) return directLocationSums(db, scope, window, withCopies);
  const copies = withCopies
    ? sql`select s.location_id, s.copies::int as copies, s.in_sync::int as in_sync from listing_location_summaries s where s.location_id in (select id from locs)`
    : sql`select null::int as location_id, 0 as copies, 0 as in_sync where false`;
  const result = await sql<SumsRow>`
    with locs as (${scopeLocations(scope)}), rv as (
      select s.location_id, sum(s.reviews)::int as total_reviews, sum(s.rated)::int as rated, sum(s.stars)::int as stars,
        sum(s.responded)::int as responded, coalesce(sum(s.response_seconds), 0)::float8 / 86400 as response_days
      from (${reviewSumRows(scope, window)}) s
      group by s.location_id
    ), cp as (${copies}), ph as (
      select p.location_id, sum(p.photos)::int as photos from owner_photo_days p
      where p.account_id in (${accountList(scope)}) and p.location_id in (select id from locs) and p.day < ${isoDay(window.to)}::date
      group by p.location_id
    )
    ${SUMS_SELECT}
  `.execute(db);
  return toLocationSums(result.rows);
}

/**
 * The scope's sums pooled in the database (the dashboard overview): what poolSums makes of locationSums' rows
 * without their copies, without sending a row per location. The seconds to a response are summed exactly
 * (numeric) before the one division.
 */
export async function pooledSums(db: Kysely<Database>, scope: Scope, window: Window): Promise<FigureSums> {
  if (scope.accountIds.length === 0) return NO_SUMS;
  if (!isWholeDay(window.from) || !isWholeDay(window.to)) return poolSums((await directLocationSums(db, scope, window, false)).map((r) => r.sums));
  const row = await sql<FigureSums>`
    with locs as (${scopeLocations(scope)})
    select coalesce(sum(s.reviews), 0)::int as "totalReviews", coalesce(sum(s.rated), 0)::int as rated, coalesce(sum(s.stars), 0)::int as stars,
      coalesce(sum(s.responded), 0)::int as responded, coalesce(sum(s.response_seconds), 0)::float8 / 86400 as "responseDays",
      0 as copies, 0 as "inSync",
      (select coalesce(sum(p.photos), 0)::int from owner_photo_days p
        where p.account_id in (${accountList(scope)}) and p.location_id in (select id from locs) and p.day < ${isoDay(window.to)}::date) as photos
    from (${reviewSumRows(scope, window)}) s
  `.execute(db);
  const sums = row.rows[0] ?? NO_SUMS;
  return { ...sums, responseDays: Number(sums.responseDays) };
}

/**
 * The days the volume target counts over (reviews per 30 days). All time starts in 1900 (EARLIEST): over a
 * century every location would miss the target, so such a period counts from the scope's first review day
 * (docs/scoring.md). A location's first day is one probe of the day roll-up's (location, day) key.
 */
export async function scoreDays(db: Kysely<Database>, scope: Scope, period: Period): Promise<number> {
  if (period.current.from.getTime() !== EARLIEST.getTime() || scope.accountIds.length === 0) return period.days;
  const result = await sql<{ first: string | null }>`
    with locs as (${scopeLocations(scope)})
    select min((select d.day from review_day_sums d where d.location_id = locs.id order by d.day limit 1))::text as first from locs
  `.execute(db);
  const first = result.rows[0]?.first;
  if (!first) return period.days;
  return Math.max(1, Math.round((period.current.to.getTime() - dayStart(first.slice(0, 10)).getTime()) / DAY_MS));
}

/** The sums of a location in the previous period, by location id (no copies: they keep no history). */
export async function previousSums(db: Kysely<Database>, scope: Scope, period: Period): Promise<Map<number, FigureSums>> {
  const rows = await locationSums(db, scope, period.previous, false);
  return new Map(rows.map((r) => [r.location.id, r.sums]));
}

export const sumsOf = (byLocation: ReadonlyMap<number, FigureSums>, id: number) => byLocation.get(id) ?? NO_SUMS;

export interface GroupRow {
  id: number;
  name: string;
  locationIds: number[];
}

/** The account's groups (one when `groupId` is set) with their member locations, by name. */
/** The account's groups and their locations; for a limited reader (issue 29) only the groups holding one of their locations, with only those. */
export async function accountGroups(db: Kysely<Database>, accountId: number, groupId: number | null, allowed: AllowedLocations = null): Promise<GroupRow[]> {
  let query = db
    .selectFrom('groups as g')
    .leftJoin('group_locations as gl', (join) => {
      const on = join.onRef('gl.group_id', '=', 'g.id');
      return allowed === null ? on : on.on(sql<boolean>`gl.location_id = any(${[...allowed]}::int[])`);
    })
    .select(['g.id', 'g.name', sql<number[]>`coalesce(array_agg(gl.location_id order by gl.location_id) filter (where gl.location_id is not null), '{}')`.as('location_ids')])
    .where('g.account_id', '=', accountId)
    .groupBy(['g.id', 'g.name'])
    .orderBy('g.name')
    .orderBy('g.id');
  if (groupId !== null) query = query.where('g.id', '=', groupId);
  if (allowed !== null) query = query.having(sql<boolean>`count(gl.location_id) > 0`);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, name: r.name, locationIds: r.location_ids.map(Number) }));
}

export interface StoredTargets {
  targets: Targets;
  isDefault: boolean;
  updatedAt: Date | null;
}

/** The account's target score settings, or the product's defaults until an admin sets them. */
export async function loadTargets(db: Kysely<Database>, accountId: number): Promise<StoredTargets> {
  const row = await db.selectFrom('location_custom_targets').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  if (!row) return { targets: DEFAULT_TARGETS, isDefault: true, updatedAt: null };
  const { account_id: _a, updated_by_user_id: _u, updated_at: updatedAt, ...targets } = row;
  return { targets, isDefault: false, updatedAt };
}

/** The twelve stored fields of the targets (nothing else a caller's object may carry). */
const targetColumns = (t: Targets): Targets => ({
  ...DEFAULT_TARGETS,
  ...Object.fromEntries(TARGET_METRICS.flatMap((m) => [[m, t[m]], [`${m}_weight`, t[`${m}_weight`]]])),
});

export async function saveTargets(db: Kysely<Database>, accountId: number, userId: number, targets: Targets, now: Date): Promise<void> {
  const values = { ...targetColumns(targets), updated_by_user_id: userId, updated_at: now };
  await db.insertInto('location_custom_targets').values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values)).execute();
}

/** The regular accounts of a vertical that count for its benchmark (active or trial: their data is current). */
export async function verticalAccountIds(db: Kysely<Database>, vertical: Vertical): Promise<number[]> {
  const rows = await db.selectFrom('accounts').select('id').where('vertical', '=', vertical).where('kind', '=', 'regular')
    .where('status', 'in', ['active', 'trial']).orderBy('id').execute();
  return rows.map((r) => r.id);
}
