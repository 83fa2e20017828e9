import { DIRECTORIES } from '../listings/directories.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { AUTO_SYNC_SETTING, SPECIFIC_PUBLISHING_SETTING } from '../accounts/setting-codes.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { checkedPhone, checkedWebsite, overrideToWire, selectOverrides } from './source-overrides.js';
import { created, found, idParam, listAccountId } from '../../http/tenant.js';
import { assertLocationAllowed, whereLocationAllowed } from '../../http/location-scope.js';

const DUPLICATE = 'This location already has an override for that directory';

/**
 * A directory's own publishing switch (F6-024): switching one off needs Auto Sync and the
 * ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING flag (403 otherwise); the directory's copy follows it, so the
 * simulator's publishing and scans and the Local Listings dashboard honour it.
 */
async function switchDirectory(ctx: RequestContext, accountId: number, locationId: number, sourceId: number, enabled: boolean): Promise<void> {
  const [autoSync, specific] = await Promise.all([settingIsOn(ctx.db, accountId, AUTO_SYNC_SETTING), settingIsOn(ctx.db, accountId, SPECIFIC_PUBLISHING_SETTING)]);
  if (!enabled && !(autoSync && specific)) throw forbidden('Directory-specific publishing is not enabled for this account');
  const source = await ctx.db.selectFrom('sources').select('code').where('id', '=', sourceId).executeTakeFirst();
  const directory = DIRECTORIES.find((d) => d.sourceCode === source?.code);
  if (!directory) return;
  await ctx.db.updateTable('directory_listings').set({ enabled, updated_at: ctx.services.now() })
    .where('account_id', '=', accountId).where('location_id', '=', locationId).where('directory', '=', directory.code).execute();
}

const listLocationSourceOverrides = async (ctx: OperationContext<'listLocationSourceOverrides'>) => {
  const accountId = listAccountId(ctx);
  let query = whereLocationAllowed(selectOverrides(ctx.db).where('o.account_id', '=', accountId), 'o.location_id', ctx);
  const locationId = readInt(ctx.query, 'location_id');
  if (locationId !== null) query = query.where('o.location_id', '=', locationId);
  const sourceId = readInt(ctx.query, 'source_id');
  if (sourceId !== null) query = query.where('o.source_id', '=', sourceId);
  const sort = parseSort(ctx.query, ['source_id', 'id', 'updated_at'] as const, 'source_id');
  const columns = { source_id: 'o.source_id', id: 'o.id', updated_at: 'o.updated_at' };
  const order = { sort, search: null, columns, nameColumn: 'o.source_id', idColumn: 'o.id' };
  return halPage(ctx, 'location_source_overrides', query, parsePaging(ctx.query), order, overrideToWire);
};

const createLocationSourceOverride = async (ctx: OperationContext<'createLocationSourceOverride'>) => {
  const body = ctx.body;
  const accountId = scopeAccountId(ctx, readInt(body, 'account_id') ?? readInt(ctx.query, 'account_id'));
  const { location_id: locationId, source_id: sourceId } = body;
  const location = await ctx.db.selectFrom('locations').select('id').where('id', '=', locationId).where('account_id', '=', accountId).executeTakeFirst();
  if (!location) throw notFound('Location');
  assertLocationAllowed(ctx, location.id, 'Location');
  const source = await ctx.db.selectFrom('sources').select('code').where('id', '=', sourceId).executeTakeFirst();
  if (!DIRECTORIES.some((d) => d.sourceCode === source?.code)) throw badRequest('source_id must be one of the six directories', 'source_id');
  const enabled = body['enabled'] === undefined ? true : Boolean(body['enabled']);
  if (!enabled) await switchDirectory(ctx, accountId, locationId, sourceId, enabled);
  const now = ctx.services.now();
  const row = await conflictOnDuplicate(
    () => ctx.db.insertInto('location_source_overrides').values({
      account_id: accountId, location_id: locationId, source_id: sourceId,
      phone: checkedPhone(body['phone']), website: checkedWebsite(body['website']),
      enabled, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow(),
    DUPLICATE,
    'source_id',
  );
  return created(ctx, overrideToWire(await selectOverrides(ctx.db).where('o.id', '=', row.id).executeTakeFirstOrThrow()));
};

const updateLocationSourceOverride = async (ctx: OperationContext<'updateLocationSourceOverride'>) => {
  const body = ctx.body;
  const current = found(requireAuth(ctx), await selectOverrides(ctx.db).where('o.id', '=', idParam(ctx, 'Override')).executeTakeFirst(), 'Override');
  assertLocationAllowed(ctx, current.location_id, 'Override');
  const values = {
    ...('phone' in body ? { phone: checkedPhone(body['phone']) } : {}),
    ...('website' in body ? { website: checkedWebsite(body['website']) } : {}),
    ...('enabled' in body ? { enabled: Boolean(body['enabled']) } : {}),
  };
  if (values.enabled !== undefined && values.enabled !== current.enabled) {
    await switchDirectory(ctx, current.account_id, current.location_id, current.source_id, values.enabled);
  }
  await ctx.db.updateTable('location_source_overrides').set({ ...values, updated_at: ctx.services.now() }).where('id', '=', current.id).execute();
  return overrideToWire(await selectOverrides(ctx.db).where('o.id', '=', current.id).executeTakeFirstOrThrow());
};

export const sourceOverrideHandlers = { listLocationSourceOverrides, createLocationSourceOverride, updateLocationSourceOverride } satisfies HandlerMap;
