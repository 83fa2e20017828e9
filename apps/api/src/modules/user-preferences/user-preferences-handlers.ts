import type { Kysely, Selectable } from 'kysely';
import type { Database, PreferenceType, UserPreferencesTable } from '../../db/schema.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readInt, readString, requireText, type Values } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { bodyAccountId, created, idParam, isAdmin, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import type { Schema } from '../../http/schemas.js';

export const SAVED_FILTERS: PreferenceType = 'saved_filters';
/** Saved-filter names are at most 60 characters (platform.md section 9). */
const SAVED_FILTER_NAME_MAX = 60;
const NAME_MAX = 255;
const DUPLICATE = 'A saved filter with that name already exists';

const toWire = (row: Selectable<UserPreferencesTable>): Schema<'UserPreference'> => ({
  ...row, config: row.config ?? {}, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
});

/** P7-060: the caller's preferences (an admin may read another user's), sorted by name, pages of 25. */
const listUserPreferences = async (ctx: OperationContext<'listUserPreferences'>) => {
  const auth = requireAuth(ctx);
  const accountId = listAccountId(ctx);
  const userId = readInt(ctx.query, 'user_id') ?? auth.user.id;
  if (userId !== auth.user.id && !isAdmin(auth)) throw forbidden('You may only read your own preferences');
  let query = ctx.db
    .selectFrom('user_preferences as p')
    .selectAll('p')
    .where('p.account_id', '=', accountId)
    .where('p.user_id', '=', userId);
  const type = ctx.query.preference_type;
  if (type !== undefined) query = query.where('p.preference_type', '=', type);
  const name = readString(ctx.query, 'name');
  if (name !== null) query = query.where(equalsIgnoringCase('p.name', name));
  const sort = parseSort(ctx.query, ['name', 'created_at', 'updated_at'] as const, 'name');
  const columns = { name: 'p.name', created_at: 'p.created_at', updated_at: 'p.updated_at' };
  return halPage(ctx, 'user_preferences', query, parsePaging(ctx.query), { sort, search: null, columns, nameColumn: 'p.name', idColumn: 'p.id' }, toWire);
};

function nameFor(body: Values, type: string): string {
  return requireText(body, 'name', type === SAVED_FILTERS ? SAVED_FILTER_NAME_MAX : NAME_MAX);
}

function configFrom(body: Values): string | undefined {
  const config = body['config'];
  if (config === undefined) return undefined;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw badRequest('config must be an object', 'config');
  return JSON.stringify(config);
}

/** One name per user and preference type, whatever the case. */
async function assertNameFree(db: Kysely<Database>, owner: { accountId: number; userId: number; type: PreferenceType }, name: string, exceptId?: number) {
  let query = db
    .selectFrom('user_preferences')
    .select('id')
    .where('account_id', '=', owner.accountId)
    .where('user_id', '=', owner.userId)
    .where('preference_type', '=', owner.type)
    .where(equalsIgnoringCase('name', name));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE, 'name');
}

/** P7-061 */
const createUserPreference = async (ctx: OperationContext<'createUserPreference'>) => {
  const auth = requireAuth(ctx);
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const type = body.preference_type;
  const name = nameFor(body, type);
  const config = configFrom(body) ?? '{}';
  await assertNameFree(ctx.db, { accountId, userId: auth.user.id, type }, name);
  const now = ctx.services.now();
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .insertInto('user_preferences')
        .values({ account_id: accountId, user_id: auth.user.id, preference_type: type, name, config, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    DUPLICATE,
    'name',
  );
  return created(ctx, toWire(row));
};

/** Only the owner touches a preference; anyone else's is a 404. */
async function loadOwn(ctx: RequestContext) {
  const auth = requireAuth(ctx);
  const row = await ctx.db.selectFrom('user_preferences').selectAll().where('id', '=', idParam(ctx, 'User preference')).executeTakeFirst();
  if (!row || row.user_id !== auth.user.id || !auth.accountIds.includes(row.account_id)) throw notFound('User preference');
  return row;
}

/** P7-062 */
const updateUserPreference = async (ctx: OperationContext<'updateUserPreference'>) => {
  const row = await loadOwn(ctx);
  const body = ctx.body;
  const name = 'name' in body ? nameFor(body, row.preference_type) : undefined;
  const config = configFrom(body);
  if (name !== undefined) await assertNameFree(ctx.db, { accountId: row.account_id, userId: row.user_id, type: row.preference_type }, name, row.id);
  const updated = await ctx.db
    .updateTable('user_preferences')
    .set({ ...(name === undefined ? {} : { name }), ...(config === undefined ? {} : { config }), updated_at: ctx.services.now() })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWire(updated);
};

/** P7-063 */
const deleteUserPreference = async (ctx: OperationContext<'deleteUserPreference'>) => {
  const row = await loadOwn(ctx);
  await ctx.db.deleteFrom('user_preferences').where('id', '=', row.id).execute();
  return undefined;
};

export const userPreferenceHandlers = { listUserPreferences, createUserPreference, updateUserPreference, deleteUserPreference } satisfies HandlerMap;
