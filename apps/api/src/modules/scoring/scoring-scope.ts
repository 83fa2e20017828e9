/**
 * What every metrics call checks first: the account setting a part needs (F6-068) and the scope of the shared
 * filters, a location or group of another account being a 404.
 */
import type { RequestContext } from '../../http/handler-types.js';
import { forbidden, notFound } from '../../http/http-error.js';
import { settingIsOn } from '../accounts/account-settings.js';
import type { SettingCode } from '../accounts/setting-codes.js';
import type { Scope } from './scoring-query.js';

/** 403 unless the account has the setting on. */
export async function requireSetting(ctx: RequestContext, accountId: number, code: SettingCode, what: string): Promise<void> {
  if (!(await settingIsOn(ctx.db, accountId, code))) throw forbidden(`${what} is not enabled for this account`);
}

/** The shared filters of a metrics call. */
export interface Filters {
  group_id?: number;
  location_id?: number;
  source_id?: number;
}

/** The scope of the filters; a location or group of another account is a 404, as its id would be anywhere. */
export async function readScope(ctx: RequestContext, accountId: number, query: Filters): Promise<Scope> {
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
