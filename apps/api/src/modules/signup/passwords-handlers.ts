import { hashPassword } from '../../auth/passwords.js';
import { hashToken, issueToken } from '../../auth/tokens.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, notFound, unprocessable } from '../../http/http-error.js';
import { sendPasswordResetEmail } from './emails.js';
import { newPasswordFrom } from './password-rules.js';
import { readString } from '../../http/query-values.js';
import { iso } from '../../http/wire.js';
import { accepted } from '../../http/tenant.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';

export const RESET_TOKEN_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;

/** P7-070: always 202; a known user gets an e-mail with a link valid for two hours. */
const requestPasswordReset = async (ctx: OperationContext<'requestPasswordReset'>) => {
  const email = readString(ctx.body, 'email');
  if (email === null) throw badRequest('email is required', 'email');
  const reset = issueToken();
  const user = await ctx.db
    .updateTable('users')
    .set({ reset_password_token_hash: reset.hash, reset_password_expires_at: new Date(ctx.services.now().getTime() + RESET_TOKEN_HOURS * HOUR_MS) })
    .where(equalsIgnoringCase('email', email))
    .where('shadow_user_id', 'is', null)
    .returning('email')
    .executeTakeFirst();
  if (user) await sendPasswordResetEmail(ctx, user.email, reset.token);
  return accepted(ctx);
};

async function findByResetToken(ctx: RequestContext, token: string | null) {
  if (token === null) throw badRequest('reset_password_token is required', 'reset_password_token');
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'status', 'reset_password_expires_at'])
    .where('reset_password_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!user) throw notFound('Password reset token');
  const expiresAt = user.reset_password_expires_at;
  const expired = !expiresAt || new Date(expiresAt).getTime() <= ctx.services.now().getTime();
  return { ...user, expired, expiresAt };
}

/** P7-072: 200 with the e-mail while the token is valid; unknown or expired tokens are 404 (per the contract). */
const checkPasswordReset = async (ctx: OperationContext<'checkPasswordReset'>) => {
  const user = await findByResetToken(ctx, readString(ctx.query, 'reset_password_token'));
  if (user.expired || !user.expiresAt) throw notFound('Password reset token');
  return { email: user.email, expires_at: iso(user.expiresAt) };
};

/**
 * P7-071: sets the new password, spends the token and signs the user out everywhere. Proving the
 * mailbox also confirms a pending user (invited users set their first password this way).
 */
const resetPassword = async (ctx: OperationContext<'resetPassword'>) => {
  const body = ctx.body;
  const user = await findByResetToken(ctx, readString(body, 'reset_password_token'));
  if (user.expired) throw unprocessable('Your password reset link has expired', 'reset_password_token');
  const passwordHash = await hashPassword(newPasswordFrom(body));
  const now = ctx.services.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        reset_password_token_hash: null,
        reset_password_expires_at: null,
        ...(user.status === 'pending' ? { status: 'active' as const, confirmed_at: now, confirmation_token_hash: null } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
  });
  return undefined;
};

export const passwordHandlers = { requestPasswordReset, checkPasswordReset, resetPassword } satisfies HandlerMap;
