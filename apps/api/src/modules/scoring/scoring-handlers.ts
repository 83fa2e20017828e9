/**
 * The account's numbers (features.md sections 3, 7 and 9; docs/scoring.md): the dashboard overview, the
 * Location Performance report, location and group scores, the target score settings and the industry
 * benchmark. Each call counts its figures from the stored rows for the period and the shared filters; the
 * account of the path or query is scoped like any tenant id. The flags of F6-068 gate their parts: the scores
 * need new_performance_score, the groups groups_performance, writing targets custom_score, the benchmark
 * industry_score.
 */
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import { halList } from '../../http/hal.js';
import { pagingOf, type Paging } from '../../http/lists/paging.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { listAccountId, requireAdmin } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import { figuresOf, NO_SUMS, poolSums, weightsError, type FigureSums, type Targets } from './score-rules.js';
import {
  accountGroups, loadTargets, locationSums, parsePeriod, pooledSums, previousSums, saveTargets, sumsOf, verticalAccountIds,
  type LocationRow, type Period, type Scope, type StoredTargets,
} from './scoring-query.js';
import { performanceFields, scoreBreakdown, scoreGroups, scoreLocations, sortScored, type Scored } from './scoring-wire.js';

/** Fewer accounts than this in a vertical: no benchmark, so a lone account never sees its own rows as the industry. */
export const MIN_BENCHMARK_ACCOUNTS = 2;

/** Report and score pages: 25 by default (F9-029), 250 for print and export (F9-030). */
const PAGING = { defaultPerPage: 25, maxPerPage: 250 };

async function requireSetting(ctx: RequestContext, accountId: number, code: SettingCode, what: string): Promise<void> {
  if (!(await settingIsOn(ctx.db, accountId, code))) throw forbidden(`${what} is not enabled for this account`);
}

interface Filters {
  group_id?: number;
  location_id?: number;
  source_id?: number;
}

/** The scope of the filters; a location or group of another account is a 404, as its id would be anywhere. */
async function readScope(ctx: RequestContext, accountId: number, query: Filters): Promise<Scope> {
  const scope: Scope = {
    accountIds: [accountId], locationId: query.location_id ?? null, groupId: query.group_id ?? null, sourceId: query.source_id ?? null,
  };
  if (scope.locationId !== null) {
    const row = await ctx.db.selectFrom('locations').select('id').where('id', '=', scope.locationId).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('Location');
  }
  if (scope.groupId !== null) {
    const row = await ctx.db.selectFrom('groups').select('id').where('id', '=', scope.groupId).where('account_id', '=', accountId).executeTakeFirst();
    if (!row) throw notFound('Group');
  }
  return scope;
}

/** The scope's locations scored for the period (and the previous one with `withLag`), ranked among themselves. */
async function scoredLocations(ctx: RequestContext, scope: Scope, period: Period, targets: Targets, withLag: boolean) {
  const current = await locationSums(ctx.db, scope, period.current, true);
  const previous = withLag ? await previousSums(ctx.db, scope, period) : null;
  const rows = current.map((r) => ({ entity: r.location, sums: r.sums, previous: previous === null ? null : sumsOf(previous, r.location.id) }));
  return { rows, scored: scoreLocations(rows, period.days, targets) };
}

type GroupEntity = { id: number; name: string; locationIds: number[] };

/** The account's groups (one with group_id) scored from their locations (narrowed by location and source). */
async function scoredGroups(
  ctx: RequestContext, accountId: number, scope: Scope, period: Period, targets: Targets, withLag: boolean,
): Promise<Scored<GroupEntity>[]> {
  const { rows, scored } = await scoredLocations(ctx, { ...scope, groupId: null }, period, targets, withLag);
  const members = new Map<number, { sums: FigureSums; previous: FigureSums | null; scored: Scored<unknown> }>();
  rows.forEach((r, i) => {
    const row = scored[i];
    if (row) members.set(r.entity.id, { sums: r.sums, previous: r.previous, scored: row });
  });
  const groups = await accountGroups(ctx.db, accountId, scope.groupId);
  return scoreGroups(groups, members, period.days, targets, withLag);
}

const page = <T>(rows: readonly T[], paging: Paging) => rows.slice(paging.offset, paging.offset + paging.perPage);

const locationRowWire = (row: Scored<LocationRow>): Schema<'LocationPerformanceRow'> => ({
  ...performanceFields(row),
  location_id: row.entity.id, location_name: row.entity.name, location_address: row.entity.address,
  location_city: row.entity.city, location_state: row.entity.state, location_zipcode: row.entity.zipcode,
});

const groupRowWire = (row: Scored<GroupEntity>): Schema<'GroupPerformanceRow'> => ({
  ...performanceFields(row),
  group_id: row.entity.id, group_name: row.entity.name, location_count: row.entity.locationIds.length, location_ids: row.entity.locationIds,
});

/** P7-017, P6-004: the dashboard's rating, volume, response rate and time, with the previous period. */
const getMetricsOverview = async (ctx: OperationContext<'getMetricsOverview'>) => {
  const accountId = scopeAccountId(ctx, ctx.params.account_id);
  const scope = await readScope(ctx, accountId, ctx.query);
  const period = parsePeriod(ctx.query, ctx.services.now());
  const now = figuresOf(await pooledSums(ctx.db, scope, period.current));
  const before = figuresOf(await pooledSums(ctx.db, scope, period.previous));
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
  const { query } = ctx;
  const accountId = listAccountId(ctx);
  const scope = await readScope(ctx, accountId, query);
  const period = parsePeriod(query, ctx.services.now());
  const paging = pagingOf(ctx, PAGING);
  const withLag = query.with_lag ?? false;
  const by = query['sort[by]'] ?? 'ranking';
  const order = query['sort[order]'] ?? 'desc';
  const { targets } = await loadTargets(ctx.db, accountId);
  if (query.group_by === 'group') {
    await requireSetting(ctx, accountId, 'groups_performance', 'Group performance');
    const rows = sortScored(await scoredGroups(ctx, accountId, scope, period, targets, withLag), by, order);
    return halList('location_performance_overview', page(rows, paging).map(groupRowWire), rows.length, paging, ctx.request.url);
  }
  const rows = sortScored((await scoredLocations(ctx, scope, period, targets, withLag)).scored, by, order);
  return halList('location_performance_overview', page(rows, paging).map(locationRowWire), rows.length, paging, ctx.request.url);
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
  const rows = sortScored((await scoredLocations(ctx, scope, period, targets, false)).scored, 'ranking', 'desc');
  const items = page(rows, paging).map((row) => ({
    location_id: row.entity.id, location_name: row.entity.name, rank: row.rank, score: scoreBreakdown(row),
  }));
  return halList('locations', items, rows.length, paging, ctx.request.url);
};

/** F7-052: each group's score (the mean of its locations'), rank 1 first. */
const listGroupScores = async (ctx: OperationContext<'listGroupScores'>) => {
  const { accountId, scope, period, targets, paging } = await scoreContext(ctx);
  await requireSetting(ctx, accountId, 'groups_performance', 'Group performance');
  const rows = sortScored(await scoredGroups(ctx, accountId, scope, period, targets, false), 'ranking', 'desc');
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
  const scope: Scope = { accountIds: await verticalAccountIds(ctx.db, vertical), locationId: null, groupId: null, sourceId: null };
  const rows = await locationSums(ctx.db, scope, period.current, true);
  const accounts = new Set(rows.map((r) => r.location.account_id)).size;
  const shown = accounts >= MIN_BENCHMARK_ACCOUNTS;
  const f = figuresOf(shown ? poolSums(rows.map((r) => r.sums)) : NO_SUMS);
  const perLocation = (total: number) => (shown && rows.length > 0 ? total / rows.length : null);
  return {
    vertical, start_date: period.startDate, end_date: period.endDate, account_count: accounts, location_count: rows.length,
    avg_rating: f.avg_rating, total_reviews: perLocation(f.total_reviews), response_rate: f.response_rate,
    response_time: f.response_time, listings_in_sync: f.listings_in_sync, media_count: perLocation(f.media_count),
  };
};

export const scoringHandlers = {
  getMetricsOverview, listLocationPerformance, listLocationScores, listGroupScores,
  listLocationCustomTargets, putLocationCustomTargets, getBenchmark,
} satisfies HandlerMap;
