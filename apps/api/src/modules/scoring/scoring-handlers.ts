/**
 * The account's numbers (features.md sections 3, 7 and 9; docs/scoring.md): the dashboard overview, the
 * Location Performance report, location and group scores, the target score settings and the industry
 * benchmark. Each call counts its figures from the stored rows for the period and the shared filters; the
 * account of the path or query is scoped like any tenant id. The flags of F6-068 gate their parts: the scores
 * need new_performance_score, the groups groups_performance, writing targets custom_score, the benchmark
 * industry_score.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { badRequest } from '../../http/http-error.js';
import { halList } from '../../http/hal.js';
import { pagingOf, type Paging } from '../../http/lists/paging.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { listAccountId, requireAdmin } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import { figuresOf, weightsError } from '@locus/scoring/formula';
import { benchmarkOf, reportRows, scoredGroups, scoredLocations } from './performance-rows.js';
import { loadTargets, parsePeriod, pooledSums, saveTargets, type StoredTargets } from './scoring-query.js';
import { readScope, reportQuery, requireSetting } from './scoring-request.js';
import { cachedScores } from './scores-cache.js';
import { scoreBreakdown, sortScored } from './scoring-wire.js';

/** Report and score pages: 25 by default (F9-029), 250 for print and export (F9-030). */
const PAGING = { defaultPerPage: 25, maxPerPage: 250 };

const page = <T>(rows: readonly T[], paging: Paging) => rows.slice(paging.offset, paging.offset + paging.perPage);

/** P7-017, P6-004: the dashboard's rating, volume, response rate and time, with the previous period. */
const getMetricsOverview = async (ctx: OperationContext<'getMetricsOverview'>) => {
  const accountId = scopeAccountId(ctx, ctx.params.account_id);
  const scope = await readScope(ctx, accountId, ctx.query);
  const period = parsePeriod(ctx.query, ctx.services.now());
  const pooled = (window: typeof period.current) => cachedScores(ctx.db, { pooled: scope, window }, () => pooledSums(ctx.db, scope, window));
  const now = figuresOf(await pooled(period.current));
  const before = figuresOf(await pooled(period.previous));
  return {
    start_date: period.startDate, end_date: period.endDate,
    avg_rating: now.avg_rating, avg_rating_lag: before.avg_rating,
    total_reviews: now.total_reviews, total_reviews_lag: before.total_reviews,
    response_rate: now.response_rate, response_rate_lag: before.response_rate,
    response_time: now.response_time, response_time_lag: before.response_time,
  };
};

/** F7-056: the report's rows, by location or by group, sorted (F9-031, F9-032) and paged (F9-029). */
const listLocationPerformance = async (ctx: OperationContext<'listLocationPerformance'>) => {
  const paging = pagingOf(ctx, PAGING);
  const { wire } = await reportRows(ctx.db, ctx.query.group_by ?? 'location', await reportQuery(ctx, listAccountId(ctx)));
  return halList('location_performance_overview', page<(typeof wire)[number]>(wire, paging), wire.length, paging, ctx.request.url);
};

/** F6-038: scores need the new score's flag as well as location_score read. */
async function scoreContext(ctx: OperationContext<'listLocationScores' | 'listGroupScores'>) {
  const accountId = scopeAccountId(ctx, ctx.params.account_id);
  await requireSetting(ctx, accountId, 'new_performance_score', 'The performance score');
  const scope = await readScope(ctx, accountId, ctx.query);
  const period = parsePeriod(ctx.query, ctx.services.now());
  const { targets } = await loadTargets(ctx.db, accountId);
  return { accountId, scope, period, targets, paging: pagingOf(ctx, PAGING) };
}

/** F7-050, F7-051: each location's score with its subscores and weights, rank 1 first. */
const listLocationScores = async (ctx: OperationContext<'listLocationScores'>) => {
  const { scope, period, targets, paging } = await scoreContext(ctx);
  const rows = sortScored((await scoredLocations(ctx.db, scope, period, targets, false)).scored, 'ranking', 'desc');
  const items = page(rows, paging).map((row) => ({
    location_id: row.entity.id, location_name: row.entity.name, rank: row.rank, score: scoreBreakdown(row),
  }));
  return halList('locations', items, rows.length, paging, ctx.request.url);
};

/** F7-052: each group's score (the mean of its locations'), rank 1 first. */
const listGroupScores = async (ctx: OperationContext<'listGroupScores'>) => {
  const { accountId, scope, period, targets, paging } = await scoreContext(ctx);
  await requireSetting(ctx, accountId, 'groups_performance', 'Group performance');
  const rows = sortScored(await scoredGroups(ctx.db, accountId, scope, period, targets, false), 'ranking', 'desc');
  const items = page(rows, paging).map((row) => ({
    group_id: row.entity.id, group_name: row.entity.name, location_count: row.entity.locationIds.length, rank: row.rank, score: scoreBreakdown(row),
  }));
  return halList('groups', items, rows.length, paging, ctx.request.url);
};

const targetsWire = (accountId: number, stored: StoredTargets): Schema<'TargetSettings'> => ({
  ...stored.targets, account_id: accountId, is_default: stored.isDefault, updated_at: stored.updatedAt?.toISOString() ?? null,
});

/** F7-062: the account's targets and weights, one entry (the defaults until an admin sets them), paged like any list. */
const listLocationCustomTargets = async (ctx: OperationContext<'listLocationCustomTargets'>) => {
  const accountId = listAccountId(ctx);
  const paging = pagingOf(ctx);
  const entries = [targetsWire(accountId, await loadTargets(ctx.db, accountId))];
  return halList('location_custom_targets', page(entries, paging), entries.length, paging, ctx.request.url);
};

/** F6-039: an admin sets the targets and weights (custom_score); the weights sum to 1 (F9-035). */
const putLocationCustomTargets = async (ctx: OperationContext<'putLocationCustomTargets'>) => {
  const auth = requireAdmin(ctx);
  const accountId = listAccountId(ctx);
  await requireSetting(ctx, accountId, 'custom_score', 'Target scores');
  const field = weightsError(ctx.body);
  if (field !== null) throw badRequest('The weights must add up to 100%', field);
  await saveTargets(ctx.db, accountId, auth.user.id, ctx.body, ctx.services.now());
  return targetsWire(accountId, await loadTargets(ctx.db, accountId));
};

/** P7-025: the vertical's figures from every location of its active or trial accounts, per location. */
const getBenchmark = async (ctx: OperationContext<'getBenchmark'>) => {
  const auth = requireAuth(ctx);
  await requireSetting(ctx, auth.account.id, 'industry_score', 'The industry benchmark');
  const vertical = ctx.params.vertical_id;
  const period = parsePeriod(ctx.query, ctx.services.now());
  const { accounts, locations, figures: f } = await benchmarkOf(ctx.db, vertical, period);
  return {
    vertical, start_date: period.startDate, end_date: period.endDate, account_count: accounts, location_count: locations,
    avg_rating: f.avg_rating, total_reviews: f.total_reviews, response_rate: f.response_rate,
    response_time: f.response_time, listings_in_sync: f.listings_in_sync, media_count: f.media_count,
  };
};

export const scoringHandlers = {
  getMetricsOverview, listLocationPerformance, listLocationScores, listGroupScores,
  listLocationCustomTargets, putLocationCustomTargets, getBenchmark,
} satisfies HandlerMap;
