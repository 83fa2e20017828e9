/** What every call of the account's numbers reads the same way: its flags, its scope and the report's query. */
import type { OperationContext, RequestContext } from '../../http/handler-types.js';
import { forbidden, notFound } from '../../http/http-error.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import type { ReportQuery } from './performance-rows.js';
import { loadTargets, parsePeriod, type Scope } from './scoring-query.js';
import { allowedLocationIds } from '../../http/location-scope.js';

export async function requireSetting(ctx: RequestContext, accountId: number, code: SettingCode, what: string): Promise<void> {
  if (!(await settingIsOn(ctx.db, accountId, code))) throw forbidden(`${what} is not enabled for this account`);
}

interface Filters {
  group_id?: number;
  location_id?: number;
  source_id?: number;
}

/** The scope of the filters; a location or group of another account is a 404, as its id would be anywhere. */
export async function readScope(ctx: RequestContext, accountId: number, query: Filters): Promise<Scope> {
  const scope: Scope = {
    accountIds: [accountId], locationId: query.location_id ?? null, groupId: query.group_id ?? null, sourceId: query.source_id ?? null,
    allowedLocationIds: allowedLocationIds(ctx),
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

/** The report's query (the report call and its CSV): the groups view needs groups_performance. */
export async function reportQuery(
  ctx: OperationContext<'listLocationPerformance'>, accountId: number,
): Promise<ReportQuery> {
  const { query } = ctx;
  if (query.group_by === 'group') await requireSetting(ctx, accountId, 'groups_performance', 'Group performance');
  return {
    accountId,
    scope: await readScope(ctx, accountId, query),
    period: parsePeriod(query, ctx.services.now()),
    targets: (await loadTargets(ctx.db, accountId)).targets,
    withLag: query.with_lag ?? false,
    by: query['sort[by]'] ?? 'ranking',
    order: query['sort[order]'] ?? 'desc',
  };
}
