import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext, HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { halList } from '../../http/hal.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { readBool, readInt, readString, requireText, type Values } from '../../http/query-values.js';
import { parseSort } from '../../http/lists/sorting.js';
import { accepted, bodyAccountId, created, found, idParam, isAdmin, listAccountId, requireAdmin } from '../../http/tenant.js';
import { userToWire, selectUsers } from './user-wire.js';
import { newInvitation, sendInvitationEmail } from './user-invitations.js';
import { assertOwnerKept, isAccountOwner } from './user-owner-rule.js';
import { pick } from '../../http/writable.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';

const DUPLICATE_EMAIL = 'A user with that e-mail already exists';

/** P7-046: shadow users (support stand-ins) are hidden unless include_shadow_users is true. */
const listUsers = async (ctx: OperationContext<'listUsers'>) => {
  const accountId = listAccountId(ctx);
  const search = parseKeywords(ctx.query);
  let query = selectUsers(ctx.db).where('u.account_id', '=', accountId);
  if (!readBool(ctx.query, 'include_shadow_users', false)) query = query.where('u.shadow_user_id', 'is', null);
  const userTypeId = readInt(ctx.query, 'user_type_id');
  if (userTypeId !== null) query = query.where('u.user_type_id', '=', userTypeId);
  if (ctx.query.status !== undefined) query = query.where('u.status', '=', ctx.query.status);
  if (search) query = query.where(matchesAny(search.typeahead ? ['u.name'] : ['u.name', 'u.email'], search.keywords));
  const sort = parseSort(ctx.query, ['name', 'email', 'created_at', 'last_sign_in_at'] as const, 'name');
  const columns = { name: 'u.name', email: 'u.email', created_at: 'u.created_at', last_sign_in_at: 'u.last_sign_in_at' };
  const order = { sort, search, columns, nameColumn: 'u.name', idColumn: 'u.id' };
  return halPage(ctx, 'users', query, parsePaging(ctx.query), order, userToWire);
};

/** A user of the caller's accounts, or the caller (who may be shadowing another account). */
async function loadUser(ctx: RequestContext, id = idParam(ctx, 'User')) {
  const auth = requireAuth(ctx);
  const row = await selectUsers(ctx.db).where('u.id', '=', id).executeTakeFirst();
  return row && row.id === auth.user.id ? row : found(auth, row, 'User');
}

const getUser = async (ctx: OperationContext<'getUser'>) => userToWire(await loadUser(ctx));

/** The user type a body names: known, and never `support` (support users are not account staff). */
async function assignableUserType(db: Kysely<Database>, id: number | null): Promise<number> {
  if (id === null) throw badRequest('user_type_id is required', 'user_type_id');
  const type = await db.selectFrom('user_types').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
  if (!type) throw badRequest('user_type_id is not a known user type', 'user_type_id');
  if (type.code === 'support') throw badRequest('The support user type cannot be assigned', 'user_type_id');
  return type.id;
}

async function assertEmailFree(db: Kysely<Database>, email: string, exceptId?: number) {
  let query = db.selectFrom('users').select('id').where(equalsIgnoringCase('email', email));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE_EMAIL, 'email');
}

/** An admin adds a user: pending until they set a password from the invitation e-mail. */
const createUser = async (ctx: OperationContext<'createUser'>) => {
  requireAdmin(ctx);
  const body = ctx.body;
  const accountId = bodyAccountId(ctx);
  const name = requireText(body, 'name', 255);
  const email = requireText(body, 'email', 255);
  const userTypeId = await assignableUserType(ctx.db, readInt(body, 'user_type_id'));
  await assertEmailFree(ctx.db, email);
  const invite = newInvitation(ctx.services.now());
  const id = await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            account_id: accountId,
            name,
            email,
            user_type_id: userTypeId,
            status: 'pending',
            created_at: ctx.services.now(),
            ...invite.columns,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const profileName = readString(body, 'profile_name') ?? name;
        await trx.insertInto('profiles').values({ user_id: user.id, account_id: accountId, name: profileName }).execute();
        return user.id;
      }),
    DUPLICATE_EMAIL,
    'email',
  );
  await sendInvitationEmail(ctx, email, invite.token);
  return created(ctx, userToWire(await loadUser(ctx, id)));
};

/** A pending user gets a new invitation link; the old one stops working (only the latest hash is kept). */
const resendUserInvitation = async (ctx: OperationContext<'resendUserInvitation'>) => {
  requireAdmin(ctx);
  const user = await loadUser(ctx);
  if (user.status !== 'pending') throw unprocessable('Only a user who has not accepted their invitation yet can be invited again');
  const invite = newInvitation(ctx.services.now());
  await ctx.db.updateTable('users').set(invite.columns).where('id', '=', user.id).execute();
  await sendInvitationEmail(ctx, user.email, invite.token);
  return accepted(ctx);
};

/** Admins edit anyone in their accounts; others only their own name and e-mail. */
function assertMayEdit(auth: AuthContext, targetId: number, body: Values) {
  // One's own address changes only through the confirmed change (POST /users/{id}/email_change).
  if (targetId === auth.user.id && 'email' in body && body['email'] !== auth.user.email) {
    throw unprocessable('Change your own e-mail from your profile: a link confirms the new address', 'email');
  }
  if (isAdmin(auth)) return;
  if (targetId !== auth.user.id || 'user_type_id' in body || 'status' in body) throw forbidden();
}

const updateUser = async (ctx: OperationContext<'updateUser'>) => {
  const auth = requireAuth(ctx);
  const body = ctx.body;
  const user = await loadUser(ctx);
  assertMayEdit(auth, user.id, body);
  const values = pick(body, ['name', 'email', 'status'] as const);
  if ('name' in values) values.name = requireText(body, 'name', 255);
  if ('email' in values) {
    values.email = requireText(body, 'email', 255);
    await assertEmailFree(ctx.db, values.email as string, user.id);
  }
  const userTypeId = 'user_type_id' in body ? await assignableUserType(ctx.db, readInt(body, 'user_type_id')) : undefined;
  await assertOwnerKept(ctx.db, user, { status: values.status as string | undefined, userTypeId, callerId: auth.user.id });
  const changes = { ...values, ...(userTypeId === undefined ? {} : { user_type_id: userTypeId }) } as Record<string, never>;
  const profileName = 'profile_name' in body ? (readString(body, 'profile_name') ?? values.name ?? user.name) : null;
  await ctx.db.transaction().execute(async (trx) => {
    if (Object.keys(changes).length > 0) {
      await conflictOnDuplicate(() => trx.updateTable('users').set(changes).where('id', '=', user.id).execute(), DUPLICATE_EMAIL, 'email');
    }
    if (profileName !== null) await trx.updateTable('profiles').set({ name: profileName as string }).where('user_id', '=', user.id).execute();
    // A new status or user type signs the user out everywhere: old sessions must not keep the old rights.
    const statusChanged = 'status' in values && values.status !== user.status;
    const typeChanged = userTypeId !== undefined && userTypeId !== user.user_type_id;
    if (statusChanged || typeChanged) await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
  return userToWire(await loadUser(ctx));
};

const deleteUser = async (ctx: OperationContext<'deleteUser'>) => {
  const auth = requireAuth(ctx);
  const user = await loadUser(ctx);
  if (user.id === auth.user.id) throw unprocessable('You cannot delete yourself');
  if (await isAccountOwner(ctx.db, user.id, user.account_id)) throw unprocessable('The account owner cannot be deleted');
  // Profile, sessions, preferences and uploads go with the user (foreign keys cascade).
  await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
  return undefined;
};

/** The assignable user types (never `support`). */
const listUserTypes = async (ctx: OperationContext<'listUserTypes'>) => {
  const rows = await ctx.db.selectFrom('user_types').selectAll().where('code', '!=', 'support').orderBy('id').execute();
  return halList('user_types', rows, rows.length, { page: 1, perPage: Math.max(rows.length, 1), offset: 0 }, ctx.request.url);
};

/** A profile: one's own, or any in the account for an admin. Other accounts' are 404. */
async function loadProfile(ctx: RequestContext) {
  const auth = requireAuth(ctx);
  const row = await ctx.db.selectFrom('profiles').selectAll().where('id', '=', idParam(ctx, 'Profile')).executeTakeFirst();
  if (row && row.user_id === auth.user.id) return row;
  const profile = found(auth, row, 'Profile');
  if (!isAdmin(auth)) throw notFound('Profile');
  return profile;
}

const getProfile = async (ctx: OperationContext<'getProfile'>) => loadProfile(ctx);

const updateProfile = async (ctx: OperationContext<'updateProfile'>) => {
  const profile = await loadProfile(ctx);
  const body = ctx.body;
  const values = pick(body, ['name', 'phone', 'timezone', 'title'] as const) as Record<string, string | null>;
  if ('name' in values) values['name'] = requireText(body, 'name', 255);
  if (Object.keys(values).length === 0) return profile;
  return ctx.db.updateTable('profiles').set(values).where('id', '=', profile.id).returningAll().executeTakeFirstOrThrow();
};

export const userHandlers = {
  listUsers,
  getUser,
  createUser,
  resendUserInvitation,
  updateUser,
  deleteUser,
  listUserTypes,
  getProfile,
  updateProfile,
} satisfies HandlerMap;
