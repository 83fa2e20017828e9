import { hashToken, issueToken } from '../../auth/tokens.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { conflict, notFound, unprocessable } from '../../http/http-error.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { iso } from '../../http/wire.js';
import { requireSelf } from './self-only.js';
import { sendEmailChangedNotice, sendEmailChangeLink } from './email-change-emails.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const EMAIL_CHANGE_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
const DUPLICATE_EMAIL = 'A user with that e-mail already exists';

async function assertEmailFree(db: Kysely<Database>, email: string, userId: number) {
  const taken = await db.selectFrom('users').select('id').where(equalsIgnoringCase('email', email)).where('id', '!=', userId).executeTakeFirst();
  if (taken) throw conflict(DUPLICATE_EMAIL, 'email');
}

/** The new address gets a link; the old one stays the sign-in address until the link is opened. */
const requestEmailChange = async (ctx: OperationContext<'requestEmailChange'>) => {
  const auth = requireSelf(ctx);
  const email = ctx.body.email.trim();
  if (email.toLowerCase() === auth.user.email.toLowerCase()) throw unprocessable('That is already your e-mail address', 'email');
  await assertEmailFree(ctx.db, email, auth.user.id);
  const link = issueToken();
  const expiresAt = new Date(ctx.services.now().getTime() + EMAIL_CHANGE_HOURS * HOUR_MS);
  await ctx.db
    .insertInto('email_changes')
    .values({ user_id: auth.user.id, new_email: email, token_hash: link.hash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ new_email: email, token_hash: link.hash, expires_at: expiresAt, created_at: ctx.services.now() }))
    .execute();
  await sendEmailChangeLink(ctx, email, link.token);
  ctx.reply.code(202);
  return { pending_email: email, expires_at: iso(expiresAt) };
};

/** Public: opening the link proves the new mailbox; the old address is told. */
const confirmEmailChange = async (ctx: OperationContext<'confirmEmailChange'>) => {
  const change = await ctx.db
    .selectFrom('email_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.new_email', 'c.expires_at', 'u.email as old_email'])
    .where('c.token_hash', '=', hashToken(ctx.params.token))
    .executeTakeFirst();
  if (!change) throw notFound('E-mail confirmation link');
  if (new Date(change.expires_at).getTime() <= ctx.services.now().getTime()) {
    throw unprocessable('This confirmation link has expired: ask for a new one from your profile', 'token');
  }
  await assertEmailFree(ctx.db, change.new_email, change.user_id);
  await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ email: change.new_email }).where('id', '=', change.user_id).execute();
        await trx.deleteFrom('email_changes').where('id', '=', change.id).execute();
      }),
    DUPLICATE_EMAIL,
    'email',
  );
  await sendEmailChangedNotice(ctx, change.old_email, change.new_email);
  return { email: change.new_email };
};

export const emailChangeHandlers = { requestEmailChange, confirmEmailChange } satisfies HandlerMap;
