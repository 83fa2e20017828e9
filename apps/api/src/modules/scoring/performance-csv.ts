/**
 * The Location Performance CSVs (F7-059 to F7-061, P7-079, P7-082 to P7-084): the report's rows, by location
 * or by group, for the filters of an export, a schedule's run or a download. Each file holds exactly the
 * report's rows in the report's order; its variant picks the score columns: `new` the score, the target
 * score and the five subscores (new_performance_score), `old` the legacy score (F9-034), `industry` the new
 * columns plus the industry benchmark of the account's vertical beside each figure (industry_score).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Schema } from '../../http/schemas.js';
import { badRequest } from '../../http/http-error.js';
import { readBool, readInt, readString, type Values } from '../../http/query-values.js';
import type { CsvValue } from '../../jobs/csv.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import { benchmarkOf, reportRows, type PerformanceGroupBy, type ReportQuery } from './performance-rows.js';
import { loadTargets, parsePeriod, type Period } from './scoring-query.js';
import { PERFORMANCE_SORTS, type PerformanceSort } from './scoring-wire.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export const CSV_VARIANTS = ['new', 'old', 'industry'] as const;
export type CsvVariant = (typeof CSV_VARIANTS)[number];
const GROUP_BYS: readonly PerformanceGroupBy[] = ['location', 'group'];
const DAY_MS = 86_400_000;

export interface PerformanceCsvQuery extends ReportQuery {
  groupBy: PerformanceGroupBy;
  variant: CsvVariant;
}

function oneOf<T extends string>(filters: Values, key: string, allowed: readonly T[], fallback: T): T {
  const value = readString(filters, key);
  if (value === null) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw badRequest(`${key} must be one of ${allowed.join(', ')}`, key);
  return value as T;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A schedule's run gives instants (published_after included, published_before not): the period is exactly that. */
function periodBetween(from: Date, to: Date): Period {
  const days = Math.max(1, Math.round((to.getTime() - from.getTime()) / DAY_MS));
  return {
    current: { from, to },
    previous: { from: new Date(from.getTime() - days * DAY_MS), to: from },
    days, startDate: isoDay(from), endDate: isoDay(new Date(to.getTime() - 1)),
  };
}

function instant(filters: Values, key: string): Date | null {
  const text = readString(filters, key);
  if (text === null) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${key} must be a date and time (ISO 8601)`, key);
  return date;
}

/** start_date and end_date as the report reads them, or a run's published_after and published_before (which win). */
function readPeriod(filters: Values, now: Date): Period {
  const after = instant(filters, 'published_after');
  const before = instant(filters, 'published_before');
  if (after !== null && before !== null) {
    if (after >= before) throw badRequest('published_after must be before published_before', 'published_after');
    return periodBetween(after, before);
  }
  const day = (key: string) => {
    const text = readString(filters, key);
    if (text !== null && !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw badRequest(`${key} must be a date (YYYY-MM-DD)`, key);
    return text ?? undefined;
  };
  const [start, end] = [day('start_date'), day('end_date')];
  return parsePeriod({ ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}) }, now);
}

/** Reads and checks the filters (400 naming the field); `groupBy` fixes the rows of a resource that has one kind. */
export function parseCsvFilters(filters: Values, accountId: number, now: Date, groupBy?: PerformanceGroupBy, allowed: AllowedLocations = null) {
  const positive = (key: string) => {
    const value = readInt(filters, key);
    if (value !== null && value < 1) throw badRequest(`${key} must be a positive integer`, key);
    return value;
  };
  return {
    accountId,
    groupBy: groupBy ?? oneOf(filters, 'group_by', GROUP_BYS, 'location'),
    // None asked (a schedule made from the filter bar): the account's own score, see accountVariant.
    variant: readString(filters, 'variant') === null ? null : oneOf(filters, 'variant', CSV_VARIANTS, 'new'),
    scope: {
      accountIds: [accountId], locationId: positive('location_id'), groupId: positive('group_id'), sourceId: positive('source_id'), allowedLocationIds: allowed,
    },
    period: readPeriod(filters, now),
    withLag: readBool(filters, 'with_lag', false),
    by: oneOf<PerformanceSort>(filters, 'sort[by]', PERFORMANCE_SORTS, 'ranking'),
    order: oneOf(filters, 'sort[order]', ['asc', 'desc'] as const, 'desc'),
  };
}

/**
 * The account settings a file needs (F6-068): groups need groups_performance, the new score and industry theirs;
 * a file that names no variant takes the account's own score, so it needs none.
 */
export function csvSettings(query: { groupBy: PerformanceGroupBy; variant: CsvVariant | null }): SettingCode[] {
  const settings: SettingCode[] = [];
  if (query.groupBy === 'group') settings.push('groups_performance');
  if (query.variant === 'new' || query.variant === 'industry') settings.push('new_performance_score');
  if (query.variant === 'industry') settings.push('industry_score');
  return settings;
}

/** The variant of a file that names none: the new score with new_performance_score, else the legacy one (F9-034). */
export async function accountVariant(db: Kysely<Database>, accountId: number, variant: CsvVariant | null): Promise<CsvVariant> {
  if (variant !== null) return variant;
  return (await settingIsOn(db, accountId, 'new_performance_score')) ? 'new' : 'old';
}

type Performance = Schema<'PerformanceFigures'>;
type FigureKey = 'avg_rating' | 'total_reviews' | 'response_rate' | 'response_time' | 'listings_in_sync' | 'media_count';
const FIGURES: readonly FigureKey[] = ['avg_rating', 'total_reviews', 'response_rate', 'response_time', 'listings_in_sync', 'media_count'];
type ScoreKey = 'score' | 'legacy_score' | 'target_score';
const LAG = {
  score: 'score_lag', legacy_score: 'legacy_score_lag', target_score: 'target_score_lag', avg_rating: 'avg_rating_lag',
  total_reviews: 'total_reviews_lag', response_rate: 'response_rate_lag', response_time: 'response_time_lag',
  listings_in_sync: 'listings_in_sync_lag', media_count: 'media_count_lag',
} as const satisfies Record<ScoreKey | FigureKey, keyof Performance>;
const SUBSCORE_COLUMNS: Readonly<Record<Schema<'SubscoreCode'>, string>> = {
  AverageRating: 'average_rating_subscore', ReviewVolume: 'review_volume_subscore', ResponseEfficiency: 'response_efficiency_subscore',
  LLHealth: 'listings_in_sync_subscore', MediaPresence: 'owner_photos_subscore',
};
const SUBSCORE_CODES = Object.keys(SUBSCORE_COLUMNS) as Schema<'SubscoreCode'>[];

export interface PerformanceCsv {
  header: string[];
  rows: CsvValue[][];
}

/** The header of a file (also what a file with no rows holds). */
export function csvHeader(groupBy: PerformanceGroupBy, variant: CsvVariant, withLag: boolean): string[] {
  const entity = groupBy === 'group'
    ? ['rank', 'group_id', 'group_name', 'location_count']
    : ['rank', 'location_id', 'location_name', 'location_address', 'location_city', 'location_state', 'location_zipcode'];
  const scores: ScoreKey[] = variant === 'old' ? ['legacy_score'] : ['score', 'target_score'];
  const subscores = variant === 'old' ? [] : SUBSCORE_CODES.map((code) => SUBSCORE_COLUMNS[code]);
  const industry = variant === 'industry' ? FIGURES.map((f) => `industry_${f}`) : [];
  const lags = withLag ? [...scores, ...FIGURES].map((k) => LAG[k]) : [];
  return [...entity, ...scores, ...subscores, ...FIGURES, ...industry, ...lags];
}

/** Every row of the report for the query, as the file's cells (full precision, as the report sends them). */
export async function performanceCsv(db: Kysely<Database>, q: PerformanceCsvQuery): Promise<PerformanceCsv> {
  const report = await reportRows(db, q.groupBy, q);
  const industry = q.variant === 'industry' ? await industryFigures(db, q) : null;
  const scores: ScoreKey[] = q.variant === 'old' ? ['legacy_score'] : ['score', 'target_score'];
  const performance = (w: Performance, subscores: readonly { code: Schema<'SubscoreCode'>; value: number | null }[]): CsvValue[] => [
    ...scores.map((k) => w[k]),
    ...(q.variant === 'old' ? [] : SUBSCORE_CODES.map((code) => subscores.find((s) => s.code === code)?.value ?? null)),
    ...FIGURES.map((k) => w[k]),
    ...(industry === null ? [] : FIGURES.map((k) => industry[k])),
    ...(q.withLag ? [...scores, ...FIGURES].map((k) => w[LAG[k]] ?? null) : []),
  ];
  const rows = report.groupBy === 'group'
    ? report.wire.map((w, i) => [w.rank, w.group_id, w.group_name, w.location_count, ...performance(w, report.scored[i]?.scores.subscores ?? [])])
    : report.wire.map((w, i) => [
      w.rank, w.location_id, w.location_name, w.location_address, w.location_city, w.location_state, w.location_zipcode,
      ...performance(w, report.scored[i]?.scores.subscores ?? []),
    ]);
  return { header: csvHeader(q.groupBy, q.variant, q.withLag), rows };
}

async function industryFigures(db: Kysely<Database>, q: PerformanceCsvQuery) {
  const account = await db.selectFrom('accounts').select('vertical').where('id', '=', q.accountId).executeTakeFirstOrThrow();
  return (await benchmarkOf(db, account.vertical, q.period)).figures;
}

/** The query of a file from its filters, with the account's targets and variant. */
export async function csvQuery(
  db: Kysely<Database>, filters: Values, accountId: number, now: Date, groupBy?: PerformanceGroupBy, allowed: AllowedLocations = null,
): Promise<PerformanceCsvQuery> {
  const parsed = parseCsvFilters(filters, accountId, now, groupBy, allowed);
  return { ...parsed, variant: await accountVariant(db, accountId, parsed.variant), targets: (await loadTargets(db, accountId)).targets };
}
