import { verifyPassword } from '../../auth/passwords.js';
import { hashToken } from '../../auth/tokens.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/http-error.js';
import { refusedUserMessage } from '../../http/authenticate.js';
import { requireAuth } from '../../http/scope.js';
import { authSessionCreated, authSessionReply, openSession } from './auth-session.js';
import { readInt, readString } from '../../http/query-values.js';
import { created } from '../../http/tenant.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';

/** One message for an unknown e-mail and a wrong password, so the reply never reveals which e-mails exist. */
const INVALID_LOGIN = 'Invalid e-mail or password';

const createSession = async (ctx: OperationContext<'createSession'>) => {
  const body = ctx.body;
  const email = readString(body, 'email');
  const password = typeof body['password'] === 'string' ? body['password'] : '';
  if (email === null) throw badRequest('email is required', 'email');
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'account_id', 'status', 'password_hash', 'confirmation_token_hash', 'confirmation_expires_at'])
    .where(equalsIgnoringCase('email', email))
    .executeTakeFirst();
  // verifyPassword runs scrypt even without a user, so an unknown e-mail costs as long as a wrong password.
  const valid = await verifyPassword(password, user?.password_hash);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);

  const now = ctx.services.now();
  if (user.status === 'pending') {
    // P7-065: the link of the sign-up e-mail logs in and confirms in one step.
    const confirmation = readString(body, 'confirmation_token');
    if (!confirmation || !user.confirmation_token_hash || hashToken(confirmation) !== user.confirmation_token_hash) {
      throw unauthorized('Please confirm your e-mail address');
    }
    if (!user.confirmation_expires_at || new Date(user.confirmation_expires_at).getTime() <= now.getTime()) {
      throw unauthorized('Your confirmation link has expired: ask for a new one');
    }
    await ctx.db
      .updateTable('users')
      .set({ status: 'active', confirmed_at: now, confirmation_token_hash: null, confirmation_expires_at: null })
      .where('id', '=', user.id)
      .execute();
  } else {
    // Suspended and expired users are refused, with a reason only someone holding the password learns.
    const refused = refusedUserMessage(user.status);
    if (refused !== null) throw unauthorized(refused);
  }
  // Only a password sign-in counts as the user's (a shadow token is someone else acting).
  await ctx.db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', user.id).execute();
  const session = await openSession(ctx.db, now, { userId: user.id, accountId: user.account_id });
  return created(ctx, await authSessionCreated(ctx.db, session, now));
};

/** P7-066 / P7-073: the current session; the client calls it to refresh its state. */
const getSession = async (ctx: OperationContext<'getSession'>) => authSessionReply(ctx.db, requireAuth(ctx).sessionId, ctx.services.now());

const deleteSession = async (ctx: OperationContext<'deleteSession'>) => {
  await ctx.db.deleteFrom('sessions').where('id', '=', requireAuth(ctx).sessionId).execute();
  return undefined;
};

/**
 * P7-074: a token acting on one other account. A parent account's user may shadow its children; a
 * support user may act on any account (recorded as the impersonator). Anyone else gets a 403.
 */
const createShadowToken = async (ctx: OperationContext<'createShadowToken'>) => {
  const auth = requireAuth(ctx);
  const childId = readInt(ctx.body, 'child_account_id');
  if (childId === null) throw badRequest('child_account_id is required', 'child_account_id');
  const isSupport = auth.user.userTypeCode === 'support';
  const home = await ctx.db.selectFrom('accounts').select(['id', 'kind']).where('id', '=', auth.user.accountId).executeTakeFirstOrThrow();
  if (!isSupport && home.kind !== 'parent') throw forbidden('Only a parent account or support can act as another account');
  const child = await ctx.db.selectFrom('accounts').select(['id', 'parent_id']).where('id', '=', childId).executeTakeFirst();
  // A parent's user learns nothing about accounts that are not its children.
  if (!child || (!isSupport && child.parent_id !== home.id)) throw notFound('Account');
  const now = ctx.services.now();
  const session = await openSession(ctx.db, now, {
    userId: auth.user.id,
    accountId: child.id,
    impersonatorUserId: isSupport ? auth.user.id : null,
  });
  return created(ctx, await authSessionCreated(ctx.db, session, now));
};

export const authHandlers = { createSession, getSession, deleteSession, createShadowToken } satisfies HandlerMap;
