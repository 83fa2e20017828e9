import { hashPassword } from '../../auth/passwords.js';
import { hashToken, issueToken } from '../../auth/tokens.js';
import type { HandlerMap, RequestContext, OperationContext } from '../../http/handler-types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { addDays } from '../auth/auth-session.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { sendConfirmationEmail } from './emails.js';
import { newPasswordFrom } from './password-rules.js';
import { readString, requireText, type Values } from '../../http/query-values.js';
import { accepted, created } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';

export const TRIAL_DAYS = 14;
/** A confirmation link works for a week; POST /confirm sends a new one. */
export const CONFIRMATION_DAYS = 7;
const DUPLICATE_EMAIL = 'An account with that e-mail already exists';
const LOCATION_FIELDS = ['name', 'address', 'city', 'state', 'zipcode', 'phone'] as const;

async function emailTaken(ctx: RequestContext, email: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select('id')
    .where(equalsIgnoringCase('email', email))
    .executeTakeFirst();
  return row !== undefined;
}

/** The optional first location: every field of the sign-up form is required when it is sent. */
function signupLocation(body: Values): Record<(typeof LOCATION_FIELDS)[number], string> | null {
  const location = body['location'];
  if (location === undefined || location === null) return null;
  if (typeof location !== 'object') throw badRequest('location must be an object', 'location');
  const values = location as Values;
  const out = {} as Record<(typeof LOCATION_FIELDS)[number], string>;
  for (const field of LOCATION_FIELDS) {
    const text = readString(values, field);
    if (text === null) throw badRequest(`location.${field} is required`, `location.${field}`);
    out[field] = text;
  }
  return out;
}

/** P7-064: account (trial) + admin user (pending) + profile (+ first location) in one transaction. */
const signupUser = async (ctx: OperationContext<'signupUser'>) => {
  const body = ctx.body;
  const name = requireText(body, 'name', 255);
  const email = requireText(body, 'email', 255);
  const accountName = requireText(body, 'account_name', 255);
  const password = newPasswordFrom(body);
  const location = signupLocation(body);
  if (await emailTaken(ctx, email)) throw conflict(DUPLICATE_EMAIL, 'email');

  const now = ctx.services.now();
  const passwordHash = await hashPassword(password);
  const confirmation = issueToken();
  const result = await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        const account = await trx
          .insertInto('accounts')
          .values({ name: accountName, status: 'trial', trial_started_at: now, trial_ended_at: addDays(now, TRIAL_DAYS), created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const adminType = await trx.selectFrom('user_types').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('users')
          .values({
            account_id: account.id,
            email,
            name,
            user_type_id: adminType.id,
            status: 'pending',
            password_hash: passwordHash,
            confirmation_token_hash: confirmation.hash,
            confirmation_expires_at: addDays(now, CONFIRMATION_DAYS),
            created_at: now,
          })
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        await trx.insertInto('profiles').values({ user_id: user.id, account_id: account.id, name }).execute();
        if (location) {
          const country = await trx.selectFrom('countries').select(['id', 'name']).where('name', '=', 'United States').executeTakeFirst();
          await trx
            .insertInto('locations')
            .values({ ...location, account_id: account.id, country: country?.name ?? 'United States', country_id: country?.id ?? null })
            .execute();
        }
        return { user_id: user.id, account_id: account.id, email, status: user.status };
      }),
    DUPLICATE_EMAIL,
    'email',
  );
  await sendConfirmationEmail(ctx, email, confirmation.token);
  return created(ctx, result);
};

/** P7-068: confirms the user holding the token. */
const confirmUser = async (ctx: OperationContext<'confirmUser'>) => {
  const token = readString(ctx.body, 'confirmation_token');
  if (token === null) throw badRequest('confirmation_token is required', 'confirmation_token');
  const now = ctx.services.now();
  const user = await ctx.db
    .updateTable('users')
    .set({ status: 'active', confirmed_at: now, confirmation_token_hash: null, confirmation_expires_at: null })
    .where('confirmation_token_hash', '=', hashToken(token))
    .where('confirmation_expires_at', '>', now)
    .returning(['id', 'email', 'status', 'confirmed_at'])
    .executeTakeFirst();
  // An expired link is as unknown as a wrong one (404, as the contract says); the page offers a new link.
  if (!user) throw notFound('Confirmation token');
  return { user_id: user.id, email: user.email, status: user.status, confirmed_at: iso(user.confirmed_at ?? now) };
};

/** P7-069: a new link for a pending user; always 202 so the reply does not reveal known e-mails. */
const resendConfirmation = async (ctx: OperationContext<'resendConfirmation'>) => {
  const body = ctx.body;
  const email = requireText(body, 'email', 255);
  const confirmation = issueToken();
  const user = await ctx.db
    .updateTable('users')
    .set({ confirmation_token_hash: confirmation.hash, confirmation_expires_at: addDays(ctx.services.now(), CONFIRMATION_DAYS) })
    .where(equalsIgnoringCase('email', email))
    .where('status', '=', 'pending')
    .returning('email')
    .executeTakeFirst();
  if (user) await sendConfirmationEmail(ctx, user.email, confirmation.token, readString(body, 'state'));
  return accepted(ctx);
};

export const signupHandlers = { signupUser, confirmUser, resendConfirmation } satisfies HandlerMap;
