import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { unprocessable } from '../../http/http-error.js';
import { newPasswordFrom } from '../signup/password-rules.js';
import { requireSelf } from './self-only.js';

/** The current password proves it is the user at the keyboard; the new one follows the sign-up rules. */
const changePassword = async (ctx: OperationContext<'changePassword'>) => {
  const auth = requireSelf(ctx);
  const body = ctx.body;
  const newPassword = newPasswordFrom(body);
  const user = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', auth.user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.current_password, user.password_hash))) {
    throw unprocessable('Your current password is not correct', 'current_password');
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', auth.user.id).execute();
    // Other devices signed in with the old password are signed out; this one carries on.
    await trx.deleteFrom('sessions').where('user_id', '=', auth.user.id).where('id', '!=', auth.sessionId).execute();
  });
  return undefined;
};

export const passwordChangeHandlers = { changePassword } satisfies HandlerMap;
