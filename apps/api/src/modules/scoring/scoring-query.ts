/**
 * The counted sums behind every figure of the dashboard, the report, the scores and the benchmark
 * (docs/scoring.md): one SQL pass per period over the stored reviews and their responses, the listing copies
 * and the owner photos, per location. The shared formula (`@locus/scoring/formula`) turns the sums into figures and scores.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, Vertical } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { DEFAULT_TARGETS, NO_SUMS, TARGET_METRICS, type FigureSums, type Targets } from '@locus/scoring/formula';

const DAY_MS = 86_400_000;

/** A half-open range of whole UTC days. */
export interface Window {
  from: Date;
  to: Date;
}

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

/** Which locations and reviews count: the accounts' locations, narrowed by location and group; reviews by source. */
export interface Scope {
  accountIds: readonly number[];
  locationId: number | null;
  groupId: number | null;
  sourceId: number | null;
}

export interface LocationRow {
  id: number;
  account_id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

export interface LocationSums {
  location: LocationRow;
  sums: FigureSums;
}

/** Copies that count for Listings in Sync, and those in sync (decisions.md #11: published counts as in sync). */
const COPY_COUNTS = sql`(count(*) filter (where d.status <> 'not_available'))::int as copies,
  (count(*) filter (where d.status in ('in_sync', 'published') and not (l.publishing_enabled and not d.enabled)))::int as in_sync`;

interface SumsRow extends LocationRow {
  total_reviews: number;
  rated: number;
  stars: number;
  responded: number;
  response_days: number;
  copies: number;
  in_sync: number;
  photos: number;
}

/**
 * Per location of the scope, in id order: its reviews published in the window (by source when filtered) with
 * their first published responses, its copies now (`withCopies`; copies keep no history), its owner photos not
 * refused by the directory at the window's end.
 */
export async function locationSums(db: Kysely<Database>, scope: Scope, window: Window, withCopies: boolean): Promise<LocationSums[]> {
  if (scope.accountIds.length === 0) return [];
  const accounts = sql.join(scope.accountIds);
  const byLocation = scope.locationId === null ? sql`` : sql`and l.id = ${scope.locationId}`;
  const byGroup = scope.groupId === null
    ? sql``
    : sql`and exists (select 1 from group_locations gl where gl.location_id = l.id and gl.group_id = ${scope.groupId})`;
  const bySource = scope.sourceId === null ? sql`` : sql`and r.source_id = ${scope.sourceId}`;
  const copies = withCopies
    ? sql`select d.location_id, ${COPY_COUNTS} from directory_listings d join locs l on l.id = d.location_id group by d.location_id`
    : sql`select null::int as location_id, 0 as copies, 0 as in_sync where false`;
  const result = await sql<SumsRow>`
    with locs as (
      select l.id, l.account_id, l.name, l.address, l.city, l.state, l.zipcode, l.publishing_enabled
      from locations l where l.account_id in (${accounts}) ${byLocation} ${byGroup}
    ), rv as (
      select r.location_id, count(*)::int as total_reviews,
        (count(*) filter (where r.rating > 0))::int as rated,
        coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as stars,
        count(fr.first_at)::int as responded,
        coalesce(sum(greatest(0, extract(epoch from fr.first_at - r.published_at))), 0)::float8 / 86400 as response_days
      from reviews r
      left join lateral (
        select min(rs.published_at) as first_at from responses rs where rs.review_id = r.id and rs.published_at is not null
      ) fr on true
      where r.account_id in (${accounts}) and r.location_id in (select id from locs)
        and r.published_at >= ${window.from} and r.published_at < ${window.to} ${bySource}
      group by r.location_id
    ), cp as (${copies}), ph as (
      select m.location_id, count(*)::int as photos from media m
      where m.account_id in (${accounts}) and m.location_id in (select id from locs)
        and m.media_type = 'owner' and m.published_status <> 'dead' and m.created_at < ${window.to}
      group by m.location_id
    )
    select locs.id, locs.account_id, locs.name, locs.address, locs.city, locs.state, locs.zipcode,
      coalesce(rv.total_reviews, 0) as total_reviews, coalesce(rv.rated, 0) as rated, coalesce(rv.stars, 0) as stars,
      coalesce(rv.responded, 0) as responded, coalesce(rv.response_days, 0) as response_days,
      coalesce(cp.copies, 0) as copies, coalesce(cp.in_sync, 0) as in_sync, coalesce(ph.photos, 0) as photos
    from locs
    left join rv on rv.location_id = locs.id
    left join cp on cp.location_id = locs.id
    left join ph on ph.location_id = locs.id
    order by locs.id
  `.execute(db);
  return result.rows.map((r) => ({
    location: { id: r.id, account_id: r.account_id, name: r.name, address: r.address, city: r.city, state: r.state, zipcode: r.zipcode },
    sums: {
      totalReviews: r.total_reviews, rated: r.rated, stars: r.stars, responded: r.responded, responseDays: Number(r.response_days),
      copies: r.copies, inSync: r.in_sync, photos: r.photos,
    },
  }));
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
export async function accountGroups(db: Kysely<Database>, accountId: number, groupId: number | null): Promise<GroupRow[]> {
  let query = db
    .selectFrom('groups as g')
    .leftJoin('group_locations as gl', 'gl.group_id', 'g.id')
    .select(['g.id', 'g.name', sql<number[]>`coalesce(array_agg(gl.location_id order by gl.location_id) filter (where gl.location_id is not null), '{}')`.as('location_ids')])
    .where('g.account_id', '=', accountId)
    .groupBy(['g.id', 'g.name'])
    .orderBy('g.name')
    .orderBy('g.id');
  if (groupId !== null) query = query.where('g.id', '=', groupId);
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
