/**
 * Location access per user (GET/PUT /users/{id}/location_access, issue 29). A user reads their own; an admin
 * reads and sets any user's of the accounts the session may touch; another account's user is a 404. What the
 * assignment hides is enforced by http/location-scope.ts on every location-scoped call.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { forbidden, notFound, unprocessable } from '../../http/http-error.js';
import type { Schema } from '../../http/schemas.js';
import { assertAccountActive, requireAuth } from '../../http/scope.js';
import { idParam, isAdmin } from '../../http/tenant.js';

type AccessUser = { id: number; account_id: number; type_code: string };

/** User types that always see the whole account (the owner is the first admin, so it is one of them). */
const NEVER_LIMITED: readonly string[] = ['admin', 'support'];

async function accessUser(ctx: RequestContext): Promise<AccessUser> {
  const auth = requireAuth(ctx);
  const user = await ctx.db
    .selectFrom('users as u')
    .innerJoin('user_types as t', 't.id', 'u.user_type_id')
    .select(['u.id', 'u.account_id', 't.code as type_code'])
    .where('u.id', '=', idParam(ctx, 'User'))
    .executeTakeFirst();
  if (!user || !auth.accountIds.includes(user.account_id)) throw notFound('User');
  assertAccountActive(auth, user.account_id);
  if (user.id !== auth.user.id && !isAdmin(auth)) throw forbidden('Only an admin may see another user\'s location access');
  return user;
}

async function readAccess(db: Kysely<Database>, user: AccessUser): Promise<Schema<'LocationAccess'>> {
  const rows = await db
    .selectFrom('user_location_access')
    .select(['location_id', 'group_id'])
    .where('user_id', '=', user.id)
    .orderBy('location_id')
    .orderBy('group_id')
    .execute();
  const locationIds = rows.flatMap((r) => (r.location_id === null ? [] : [r.location_id]));
  const groupIds = rows.flatMap((r) => (r.group_id === null ? [] : [r.group_id]));
  return {
    user_id: user.id,
    account_id: user.account_id,
    limited: rows.length > 0 && !NEVER_LIMITED.includes(user.type_code),
    location_ids: locationIds,
    group_ids: groupIds,
  };
}

/** 422 naming the field and the first id that is not a row of the user's account. */
async function assertIdsOfAccount(db: Kysely<Database>, table: 'locations' | 'groups', accountId: number, ids: readonly number[], field: string) {
  if (ids.length === 0) return;
  const known = new Set((await db.selectFrom(table).select('id').where('account_id', '=', accountId).where('id', 'in', ids).execute()).map((r) => r.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw unprocessable(`${field} names ${unknown}, which is not one of this account's ${table}`, field);
}

const getLocationAccess = async (ctx: OperationContext<'getLocationAccess'>) => readAccess(ctx.db, await accessUser(ctx));

const updateLocationAccess = async (ctx: OperationContext<'updateLocationAccess'>) => {
  const auth = requireAuth(ctx);
  if (!isAdmin(auth)) throw forbidden('Only an admin may change location access');
  const user = await accessUser(ctx);
  const { location_ids: locationIds, group_ids: groupIds } = ctx.body;
  const limiting = locationIds.length > 0 || groupIds.length > 0;
  if (limiting && NEVER_LIMITED.includes(user.type_code)) throw unprocessable('The account owner and admins always see every location', 'user_type');
  await assertIdsOfAccount(ctx.db, 'locations', user.account_id, locationIds, 'location_ids');
  await assertIdsOfAccount(ctx.db, 'groups', user.account_id, groupIds, 'group_ids');
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_location_access').where('user_id', '=', user.id).execute();
    const rows = [
      ...locationIds.map((id) => ({ user_id: user.id, account_id: user.account_id, location_id: id, group_id: null, created_at: now })),
      ...groupIds.map((id) => ({ user_id: user.id, account_id: user.account_id, location_id: null, group_id: id, created_at: now })),
    ];
    if (rows.length > 0) await trx.insertInto('user_location_access').values(rows).execute();
  });
  return readAccess(ctx.db, user);
};

export const locationAccessHandlers = { getLocationAccess, updateLocationAccess } satisfies HandlerMap;
