/**
 * The dashboard's own counts (docs/scoring.md, "The dashboard"): the rating and volume per day, week or month of
 * the period, and the reviews per source. Both count the reviews the overview counts (same scope, same window).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import moment from 'moment';
import type { Database } from '../../db/schema.js';
import type { Period, Scope, Window } from './scoring-query.js';
import { allowedLocationsSql } from './sums-scope.js';

export type TrendBucket = 'day' | 'week' | 'month';

/** Up to a month a point a day, up to six months (184 days at most) a week, beyond a month (docs/scoring.md). */
export function trendBucket(days: number): TrendBucket {
  if (days <= 31) return 'day';
  if (days <= 186) return 'week';
  return 'month';
}

/** More buckets than this (an all-time period) start at the first bucket with a review, not at 1900. */
export const MAX_LEADING_BUCKETS = 120;

export interface TrendCounts {
  /** The bucket's first day (YYYY-MM-DD, a Monday for weeks). */
  bucket: string;
  totalReviews: number;
  rated: number;
  stars: number;
}

export interface TrendPoint {
  start_date: string;
  end_date: string;
  total_reviews: number;
  avg_rating: number | null;
}

/** The reviews of the scope published in the window (the overview's reviews: locationSums counts the same). */
function scopedReviews(scope: Scope, window: Window): RawBuilder<unknown> {
  const accounts = sql.join(scope.accountIds);
  const byLocation = scope.locationId === null ? sql`` : sql`and l.id = ${scope.locationId}`;
  const byGroup = scope.groupId === null
    ? sql``
    : sql`and exists (select 1 from group_locations gl where gl.location_id = l.id and gl.group_id = ${scope.groupId})`;
  const bySource = scope.sourceId === null ? sql`` : sql`and r.source_id = ${scope.sourceId}`;
  return sql`reviews r where r.account_id in (${accounts})
    and r.location_id in (select l.id from locations l where l.account_id in (${accounts}) ${byLocation} ${byGroup} ${allowedLocationsSql(scope, 'l.id')})
    and r.published_at >= ${window.from} and r.published_at < ${window.to} ${bySource}`;
}

/** Review counts per bucket of the window that has reviews, oldest first (UTC days, weeks from Monday). */
export async function trendCounts(db: Kysely<Database>, scope: Scope, window: Window, bucket: TrendBucket): Promise<TrendCounts[]> {
  if (scope.accountIds.length === 0) return [];
  const result = await sql<{ bucket: string; total_reviews: number; rated: number; stars: number }>`
    select to_char(date_trunc(${bucket}::text, r.published_at at time zone 'UTC'), 'YYYY-MM-DD') as bucket,
      count(*)::int as total_reviews,
      (count(*) filter (where r.rating > 0))::int as rated,
      coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as stars
    from ${scopedReviews(scope, window)}
    group by 1 order by 1
  `.execute(db);
  return result.rows.map((r) => ({ bucket: r.bucket, totalReviews: r.total_reviews, rated: r.rated, stars: r.stars }));
}

const isoDay = (m: moment.Moment) => m.format('YYYY-MM-DD');
/** moment's unit of a bucket: weeks are ISO weeks (Monday first), as Postgres's date_trunc counts them. */
const UNIT = { day: 'day', week: 'isoWeek', month: 'month' } as const;

/**
 * Every bucket of the period with its counts (0 reviews and no rating when it has none), each clipped to the
 * period; beyond MAX_LEADING_BUCKETS buckets the series starts at the first bucket with a review.
 */
export function trendPoints(period: Period, bucket: TrendBucket, counts: readonly TrendCounts[]): TrendPoint[] {
  const unit = UNIT[bucket];
  const periodStart = moment.utc(period.startDate);
  const periodEnd = moment.utc(period.endDate);
  const byBucket = new Map(counts.map((c) => [c.bucket, c]));
  let cursor = periodStart.clone().startOf(unit);
  const total = periodEnd.clone().startOf(unit).diff(cursor, bucket === 'week' ? 'weeks' : `${bucket}s`) + 1;
  if (total > MAX_LEADING_BUCKETS) {
    const first = counts[0];
    if (!first) return [];
    cursor = moment.utc(first.bucket);
  }
  const points: TrendPoint[] = [];
  while (!cursor.isAfter(periodEnd)) {
    const next = cursor.clone().add(1, bucket === 'week' ? 'week' : bucket);
    const c = byBucket.get(isoDay(cursor));
    const last = moment.min(next.clone().subtract(1, 'day'), periodEnd);
    points.push({
      start_date: isoDay(moment.max(cursor, periodStart)), end_date: isoDay(last),
      total_reviews: c?.totalReviews ?? 0, avg_rating: c && c.rated > 0 ? c.stars / c.rated : null,
    });
    cursor = next;
  }
  return points;
}

export interface SourceCounts {
  sourceId: number;
  name: string;
  totalReviews: number;
  rated: number;
  stars: number;
}

/** The window's reviews per source, most first (ties by name, then id); sources without reviews are not rows. */
export async function sourceCounts(db: Kysely<Database>, scope: Scope, window: Window): Promise<SourceCounts[]> {
  if (scope.accountIds.length === 0) return [];
  const result = await sql<{ source_id: number; name: string; total_reviews: number; rated: number; stars: number }>`
    select s.id as source_id, s.name, c.total_reviews, c.rated, c.stars
    from (
      select r.source_id, count(*)::int as total_reviews,
        (count(*) filter (where r.rating > 0))::int as rated,
        coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as stars
      from ${scopedReviews(scope, window)}
      group by r.source_id
    ) c join sources s on s.id = c.source_id
    order by c.total_reviews desc, s.name, s.id
  `.execute(db);
  return result.rows.map((r) => ({ sourceId: r.source_id, name: r.name, totalReviews: r.total_reviews, rated: r.rated, stars: r.stars }));
}
