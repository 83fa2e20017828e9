/**
 * The Location Performance report's rows (F7-056), by location or by group, for the period and the filters:
 * shared by the report call, the score lists, the CSV downloads and the exports (export-sources.ts), so a
 * file always holds the rows the page showed.
 */
import type { Kysely } from 'kysely';
import type { Database, Vertical } from '../../db/schema.js';
import type { Schema } from '../../http/schemas.js';
import type { SortOrder } from '../../http/lists/sorting.js';
import { figuresOf, NO_SUMS, poolSums, type FigureSums, type Figures, type Targets } from '@locus/scoring/formula';
import {
  accountGroups, locationSums, previousSums, scoreDays, sumsOf, verticalAccountIds, type LocationRow, type Period, type Scope,
} from './scoring-query.js';
import { cachedScores } from './scores-cache.js';
import { performanceFields, scoreGroups, scoreLocations, sortScored, type PerformanceSort, type Scored } from './scoring-wire.js';

/** Fewer accounts than this in a vertical: no benchmark, so a lone account never sees its own rows as the industry. */
export const MIN_BENCHMARK_ACCOUNTS = 2;

export type GroupEntity = { id: number; name: string; locationIds: number[] };
export type PerformanceGroupBy = Schema<'PerformanceGroupBy'>;

type ScoredLocations = Awaited<ReturnType<typeof scoreScope>>;

async function scoreScope(db: Kysely<Database>, scope: Scope, period: Period, targets: Targets, withLag: boolean) {
  const current = await locationSums(db, scope, period.current, true);
  const previous = withLag ? await previousSums(db, scope, period) : null;
  const rows = current.map((r) => ({ entity: r.location, sums: r.sums, previous: previous === null ? null : sumsOf(previous, r.location.id) }));
  const days = await scoreDays(db, scope, period);
  return { rows, days, scored: scoreLocations(rows, days, targets) };
}

/**
 * The scope's locations scored for the period (and the previous one with `withLag`), ranked among themselves;
 * through the scores cache.
 */
export function scoredLocations(db: Kysely<Database>, scope: Scope, period: Period, targets: Targets, withLag: boolean): Promise<ScoredLocations> {
  const key = { scored: scope, current: period.current, previous: period.previous, targets, withLag };
  return cachedScores(db, key, () => scoreScope(db, scope, period, targets, withLag));
}

/** The account's groups (one with group_id) scored from their locations (narrowed by location and source). */
export async function scoredGroups(
  db: Kysely<Database>, accountId: number, scope: Scope, period: Period, targets: Targets, withLag: boolean,
): Promise<Scored<GroupEntity>[]> {
  const { rows, days, scored } = await scoredLocations(db, { ...scope, groupId: null }, period, targets, withLag);
  const members = new Map<number, { sums: FigureSums; previous: FigureSums | null; scored: Scored<unknown> }>();
  rows.forEach((r, i) => {
    const row = scored[i];
    if (row) members.set(r.entity.id, { sums: r.sums, previous: r.previous, scored: row });
  });
  const groups = await accountGroups(db, accountId, scope.groupId, scope.allowedLocationIds);
  return scoreGroups(groups, members, days, targets, withLag);
}

export const locationRowWire = (row: Scored<LocationRow>): Schema<'LocationPerformanceRow'> => ({
  ...performanceFields(row),
  location_id: row.entity.id, location_name: row.entity.name, location_address: row.entity.address,
  location_city: row.entity.city, location_state: row.entity.state, location_zipcode: row.entity.zipcode,
});

export const groupRowWire = (row: Scored<GroupEntity>): Schema<'GroupPerformanceRow'> => ({
  ...performanceFields(row),
  group_id: row.entity.id, group_name: row.entity.name, location_count: row.entity.locationIds.length, location_ids: row.entity.locationIds,
});

export interface ReportQuery {
  accountId: number;
  scope: Scope;
  period: Period;
  targets: Targets;
  withLag: boolean;
  by: PerformanceSort;
  order: SortOrder;
}

/** Every row of the report, sorted (F9-031), each with its wire fields and its score breakdown. */
export type ReportRows =
  | { groupBy: 'location'; scored: Scored<LocationRow>[]; wire: Schema<'LocationPerformanceRow'>[] }
  | { groupBy: 'group'; scored: Scored<GroupEntity>[]; wire: Schema<'GroupPerformanceRow'>[] };

/** Every row of the report, sorted; through the scores cache, so another page of the same report is a slice. */
export function reportRows(db: Kysely<Database>, groupBy: PerformanceGroupBy, q: ReportQuery): Promise<ReportRows> {
  return cachedScores(db, { report: groupBy, ...q }, () => sortedRows(db, groupBy, q));
}

async function sortedRows(db: Kysely<Database>, groupBy: PerformanceGroupBy, q: ReportQuery): Promise<ReportRows> {
  if (groupBy === 'group') {
    const scored = sortScored(await scoredGroups(db, q.accountId, q.scope, q.period, q.targets, q.withLag), q.by, q.order);
    return { groupBy, scored, wire: scored.map(groupRowWire) };
  }
  const scored = sortScored((await scoredLocations(db, q.scope, q.period, q.targets, q.withLag)).scored, q.by, q.order);
  return { groupBy, scored, wire: scored.map(locationRowWire) };
}

export interface Benchmark {
  accounts: number;
  locations: number;
  /** The pooled figures, volume and photos per location; all null below MIN_BENCHMARK_ACCOUNTS. */
  figures: BenchmarkFigures;
}

export type BenchmarkFigures = Omit<Figures, 'total_reviews' | 'media_count'> & { total_reviews: number | null; media_count: number | null };

/** P7-025: the vertical's figures from every location of its active or trial accounts, per location. */
export async function benchmarkOf(db: Kysely<Database>, vertical: Vertical, period: Period): Promise<Benchmark> {
  // The vertical's benchmark is industry-wide: no reader's location access narrows it.
  const scope: Scope = { accountIds: await verticalAccountIds(db, vertical), locationId: null, groupId: null, sourceId: null, allowedLocationIds: null };
  const rows = await locationSums(db, scope, period.current, true);
  const accounts = new Set(rows.map((r) => r.location.account_id)).size;
  const shown = accounts >= MIN_BENCHMARK_ACCOUNTS;
  const f = figuresOf(shown ? poolSums(rows.map((r) => r.sums)) : NO_SUMS);
  const perLocation = (total: number) => (shown && rows.length > 0 ? total / rows.length : null);
  return {
    accounts, locations: rows.length,
    figures: { ...f, total_reviews: perLocation(f.total_reviews), media_count: perLocation(f.media_count) },
  };
}
