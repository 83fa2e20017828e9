/**
 * A user's new-review alert settings (GET/PUT /users/{id}/review_alert) and the public unsubscribe call of the
 * alert e-mails. A user reads and saves their own; an admin any user of the accounts the session may touch;
 * a user of another account is a 404 (we never reveal it exists).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import type { Schema } from '../../http/schemas.js';
import { assertAccountActive, requireAuth } from '../../http/scope.js';
import { idParam, isAdmin } from '../../http/tenant.js';
import { iso, isoOrNull } from '../../http/wire.js';

type AlertUser = { id: number; account_id: number; email: string };

/** The user whose settings the call is about, after the isolation and ownership checks. */
async function alertUser(ctx: RequestContext, requestedAccountId: number | undefined): Promise<AlertUser> {
  const auth = requireAuth(ctx);
  const user = await ctx.db.selectFrom('users').select(['id', 'account_id', 'email']).where('id', '=', idParam(ctx, 'User')).executeTakeFirst();
  if (!user || !auth.accountIds.includes(user.account_id)) throw notFound('User');
  if (requestedAccountId !== undefined && requestedAccountId !== user.account_id) throw notFound('User');
  assertAccountActive(auth, user.account_id);
  if (user.id !== auth.user.id && !isAdmin(auth)) throw forbidden('You may only change your own alerts');
  return user;
}

/** The settings as the contract shows them: the defaults while the user never saved. */
export async function readReviewAlert(db: Kysely<Database>, user: AlertUser): Promise<Schema<'ReviewAlert'>> {
  const row = await db.selectFrom('review_alerts').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  const groups = row
    ? await db.selectFrom('review_alert_groups').select('group_id').where('user_id', '=', user.id).orderBy('group_id').execute()
    : [];
  return {
    user_id: user.id,
    account_id: user.account_id,
    email: user.email,
    enabled: row?.enabled ?? false,
    ratings: row?.ratings ?? 'all',
    group_ids: groups.map((g) => g.group_id),
    updated_at: row ? iso(row.updated_at) : null,
    unsubscribed_at: isoOrNull(row?.unsubscribed_at),
  };
}

/** A fresh unsubscribe token: random, URL-safe. */
const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

/** 400 naming `group_ids` and the first id that is not a group of the account. */
async function assertGroupsOfAccount(db: Kysely<Database>, accountId: number, groupIds: readonly number[]): Promise<void> {
  if (groupIds.length === 0) return;
  const known = await db.selectFrom('groups').select('id').where('account_id', '=', accountId).where('id', 'in', groupIds).execute();
  const ids = new Set(known.map((g) => g.id));
  const unknown = groupIds.find((id) => !ids.has(id));
  if (unknown !== undefined) throw badRequest(`Group ${unknown} is not a group of this account`, 'group_ids');
}

const getReviewAlert = async (ctx: OperationContext<'getReviewAlert'>) => readReviewAlert(ctx.db, await alertUser(ctx, ctx.query.account_id));

/** Saves (upserts) the settings and their groups in one transaction; a save clears `unsubscribed_at`. */
const updateReviewAlert = async (ctx: OperationContext<'updateReviewAlert'>) => {
  const body = ctx.body;
  const user = await alertUser(ctx, body.account_id ?? ctx.query.account_id);
  const groupIds = [...new Set(body.group_ids)];
  await assertGroupsOfAccount(ctx.db, user.account_id, groupIds);
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('review_alerts')
      .values({ user_id: user.id, account_id: user.account_id, enabled: body.enabled, ratings: body.ratings, unsubscribe_token: newUnsubscribeToken(), updated_at: now, unsubscribed_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled: body.enabled, ratings: body.ratings, updated_at: now, unsubscribed_at: null }))
      .execute();
    await trx.deleteFrom('review_alert_groups').where('user_id', '=', user.id).execute();
    if (groupIds.length > 0) {
      await trx.insertInto('review_alert_groups').values(groupIds.map((group_id) => ({ account_id: user.account_id, user_id: user.id, group_id }))).execute();
    }
  });
  return readReviewAlert(ctx.db, user);
};

/** Public: turns the token's user's alerts off. Repeating it answers the same and keeps the first time. */
const unsubscribeReviewAlert = async (ctx: OperationContext<'unsubscribeReviewAlert'>) => {
  const row = await ctx.db
    .updateTable('review_alerts as a')
    .from('users as u')
    .set((eb) => ({ enabled: false, unsubscribed_at: eb.fn.coalesce('a.unsubscribed_at', eb.val(ctx.services.now())) }))
    .whereRef('u.id', '=', 'a.user_id')
    .where('a.unsubscribe_token', '=', ctx.params.token)
    .returning('u.email')
    .executeTakeFirst();
  if (!row) throw notFound('Unsubscribe link');
  return { email: row.email };
};

export const reviewAlertHandlers = {
  getReviewAlert,
  updateReviewAlert,
  unsubscribeReviewAlert,
} satisfies HandlerMap;
