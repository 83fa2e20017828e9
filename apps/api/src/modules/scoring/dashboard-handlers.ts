/**
 * The dashboard's charts and breakdown (platform.md section 7; docs/scoring.md, "The dashboard"): the rating and
 * volume trend, the reviews per source, and each location's (or group's) figures, for the period and the shared
 * filters. The same permission (metrics read), account scoping and filters as the overview.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { halList } from '../../http/hal.js';
import { pagingOf, type Paging } from '../../http/lists/paging.js';
import { scopeAccountId } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { figuresOf, poolSums, type FigureSums, type Figures } from '@locus/scoring/formula';
import { sourceCounts, trendBucket, trendCounts, trendPoints } from './dashboard-query.js';
import { accountGroups, locationSums, parsePeriod } from './scoring-query.js';
import { readScope, requireSetting } from './scoring-request.js';

/** The breakdown's pages: 25 by default, as the report's (F9-029). */
const PAGING = { defaultPerPage: 25, maxPerPage: 250 };

type MetricsOperation = 'getMetricsTrend' | 'getMetricsSources' | 'listMetricsLocations' | 'listMetricsGroups';

/** The account of the path (the caller's or a child's), the filters' scope and the period. */
async function dashboardContext(ctx: OperationContext<MetricsOperation>) {
  const accountId = scopeAccountId(ctx, ctx.params.account_id);
  const scope = await readScope(ctx, accountId, ctx.query);
  const period = parsePeriod(ctx.query, ctx.services.now());
  return { accountId, scope, period };
}

const breakdownFields = (f: Figures): Schema<'BreakdownFigures'> => ({
  avg_rating: f.avg_rating, total_reviews: f.total_reviews, response_rate: f.response_rate, response_time: f.response_time,
});

/** Most reviews first, ties by name, then id: the rows a person most wants to compare come first. */
function byVolume<R extends { name: string; id: number; figures: Figures }>(rows: R[]): R[] {
  return rows.sort((a, b) => b.figures.total_reviews - a.figures.total_reviews || a.name.localeCompare(b.name) || a.id - b.id);
}

const page = <T>(rows: readonly T[], paging: Paging) => rows.slice(paging.offset, paging.offset + paging.perPage);

/** The rating and volume per day, week or month of the period (the bucket follows its length). */
const getMetricsTrend = async (ctx: OperationContext<'getMetricsTrend'>) => {
  const { scope, period } = await dashboardContext(ctx);
  const bucket = trendBucket(period.days);
  const counts = await trendCounts(ctx.db, scope, period.current, bucket);
  return { start_date: period.startDate, end_date: period.endDate, bucket, points: trendPoints(period, bucket, counts) };
};

/** The period's reviews per source with their share and rating (the pie's slices, P9-039). */
const getMetricsSources = async (ctx: OperationContext<'getMetricsSources'>) => {
  const { scope, period } = await dashboardContext(ctx);
  const rows = await sourceCounts(ctx.db, scope, period.current);
  const total = rows.reduce((sum, r) => sum + r.totalReviews, 0);
  return {
    start_date: period.startDate, end_date: period.endDate, total_reviews: total,
    sources: rows.map((r) => ({
      source_id: r.sourceId, source_name: r.name, total_reviews: r.totalReviews, share: r.totalReviews / total,
      avg_rating: r.rated > 0 ? r.stars / r.rated : null,
    })),
  };
};

/** Each location of the filters with its figures, most reviews first, paged. */
const listMetricsLocations = async (ctx: OperationContext<'listMetricsLocations'>) => {
  const { scope, period } = await dashboardContext(ctx);
  const paging = pagingOf(ctx, PAGING);
  const sums = await locationSums(ctx.db, scope, period.current, false);
  const rows = byVolume(sums.map((r) => ({ id: r.location.id, name: r.location.name, figures: figuresOf(r.sums) })));
  const items = page(rows, paging).map((r) => ({ location_id: r.id, location_name: r.name, ...breakdownFields(r.figures) }));
  return halList('locations', items, rows.length, paging, ctx.request.url);
};

/** Each group (one with group_id) with its locations' figures pooled (as the report's groups view), paged. */
const listMetricsGroups = async (ctx: OperationContext<'listMetricsGroups'>) => {
  const { accountId, scope, period } = await dashboardContext(ctx);
  await requireSetting(ctx, accountId, 'groups_performance', 'Group performance');
  const paging = pagingOf(ctx, PAGING);
  const sums = await locationSums(ctx.db, { ...scope, groupId: null }, period.current, false);
  const byLocation = new Map<number, FigureSums>(sums.map((r) => [r.location.id, r.sums]));
  const groups = await accountGroups(ctx.db, accountId, scope.groupId, scope.allowedLocationIds);
  const rows = byVolume(groups.map((g) => ({
    id: g.id, name: g.name, locationCount: g.locationIds.length,
    figures: figuresOf(poolSums(g.locationIds.flatMap((id) => byLocation.get(id) ?? []))),
  })));
  const items = page(rows, paging).map((r) => ({ group_id: r.id, group_name: r.name, location_count: r.locationCount, ...breakdownFields(r.figures) }));
  return halList('groups', items, rows.length, paging, ctx.request.url);
};

export const dashboardHandlers = {
  getMetricsTrend, getMetricsSources, listMetricsLocations, listMetricsGroups,
} satisfies HandlerMap;
