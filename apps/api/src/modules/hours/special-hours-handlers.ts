import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { requireAuth, scopeAccountId } from '../../http/scope.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readString, type Values } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import {
  checkedEntry, DUPLICATE_DATE, merged, onDuplicateDate, selectSpecialHours, specialHoursToWire, withDefaults,
} from './special-hours.js';
import { created, found, idParam, listAccountId } from '../../http/tenant.js';
import { assertLocationAllowed, whereLocationAllowed } from '../../http/location-scope.js';

/** The form loads 250 at a time (features.md section 9). */
const DEFAULT_PER_PAGE = 250;

const listSpecialHours = async (ctx: OperationContext<'listSpecialHours'>) => {
  const accountId = listAccountId(ctx);
  let query = whereLocationAllowed(selectSpecialHours(ctx.db).where('sh.account_id', '=', accountId), 'sh.location_id', ctx);
  const locationId = readInt(ctx.query, 'location_id');
  if (locationId !== null) query = query.where('sh.location_id', '=', locationId);
  const from = readString(ctx.query, 'start_date');
  if (from !== null) query = query.where('sh.start_date', '>=', from);
  const sort = parseSort(ctx.query, ['start_date', 'id'] as const, 'start_date');
  const order = { sort, search: null, columns: { start_date: 'sh.start_date', id: 'sh.id' }, nameColumn: 'sh.start_date', idColumn: 'sh.id' };
  return halPage(ctx, 'special_hours', query, parsePaging(ctx.query, { defaultPerPage: DEFAULT_PER_PAGE }), order, specialHoursToWire);
};

/** The location ids of a create, each checked to be a location of the account (404 otherwise). */
async function targetLocations(ctx: RequestContext, body: Values, accountId: number): Promise<number[]> {
  const single = readInt(body, 'location_id');
  const many = Array.isArray(body['location_ids']) ? (body['location_ids'] as number[]) : null;
  if ((single === null) === (many === null)) throw badRequest('Send location_id or location_ids', 'location_id');
  const ids = many ?? [single as number];
  const rows = await ctx.db.selectFrom('locations').select('id').where('account_id', '=', accountId).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw notFound('Location');
  for (const id of ids) assertLocationAllowed(ctx, id, 'Location');
  return ids;
}

const createSpecialHours = async (ctx: OperationContext<'createSpecialHours'>) => {
  const body = ctx.body;
  const accountId = scopeAccountId(ctx, readInt(body, 'account_id') ?? readInt(ctx.query, 'account_id'));
  const locationIds = await targetLocations(ctx, body, accountId);
  const now = ctx.services.now();
  const values = checkedEntry(withDefaults(body), now);
  // Bulk Add Holiday Hours: all or none. A location that already has that date names the conflict.
  const clash = await ctx.db.selectFrom('special_hours').select('location_id')
    .where('location_id', 'in', locationIds).where('start_date', '=', values.start_date).executeTakeFirst();
  if (clash) throw conflict(DUPLICATE_DATE, 'start_date');
  const ids = await onDuplicateDate(
    () => ctx.db.insertInto('special_hours')
      .values(locationIds.map((location_id) => ({ ...values, account_id: accountId, location_id, created_at: now, updated_at: now })))
      .returning('id')
      .execute(),
    'start_date',
  );
  const rows = await selectSpecialHours(ctx.db).where('sh.id', 'in', ids.map((r) => r.id)).orderBy('sh.location_id').execute();
  const wire = rows.map(specialHoursToWire);
  return created(ctx, 'location_ids' in body ? { special_hours: wire } : wire[0]);
};

async function loadEntry(ctx: OperationContext<'updateSpecialHours'> | OperationContext<'deleteSpecialHours'>) {
  const row = await selectSpecialHours(ctx.db).where('sh.id', '=', idParam(ctx, 'Special hours')).executeTakeFirst();
  const entry = found(requireAuth(ctx), row, 'Special hours');
  assertLocationAllowed(ctx, entry.location_id, 'Special hours');
  // The client sends account_id; it must be the row's account (another one reveals nothing: 404).
  const claimed = readInt(ctx.body, 'account_id') ?? readInt(ctx.query, 'account_id');
  if (claimed !== null && claimed !== entry.account_id) throw notFound('Special hours');
  return entry;
}

const updateSpecialHours = async (ctx: OperationContext<'updateSpecialHours'>) => {
  const entry = await loadEntry(ctx);
  const patch = ctx.body;
  const now = ctx.services.now();
  const values = checkedEntry(merged(entry, patch), now);
  await onDuplicateDate(
    () => ctx.db.updateTable('special_hours').set({ ...values, updated_at: now }).where('id', '=', entry.id).execute(),
    'start_date',
  );
  return specialHoursToWire(await selectSpecialHours(ctx.db).where('sh.id', '=', entry.id).executeTakeFirstOrThrow());
};

const deleteSpecialHours = async (ctx: OperationContext<'deleteSpecialHours'>) => {
  const entry = await loadEntry(ctx);
  await ctx.db.deleteFrom('special_hours').where('id', '=', entry.id).execute();
  return undefined;
};

export const specialHoursHandlers = { listSpecialHours, createSpecialHours, updateSpecialHours, deleteSpecialHours } satisfies HandlerMap;
