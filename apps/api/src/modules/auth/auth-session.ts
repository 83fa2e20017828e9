import { sql, type Kysely } from 'kysely';
import { sessionPermissions } from '../../auth/permissions.js';
import { accountSettingsOf } from '../../http/authenticate.js';
import { issueToken } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { iso } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';

/** Sessions last 14 days. */
export const SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** Creates a session row (only the token's hash is stored) and returns the token. */
export async function openSession(
  db: Kysely<Database>,
  now: Date,
  session: { userId: number; accountId: number; impersonatorUserId?: number | null },
): Promise<{ id: number; token: string }> {
  const { token, hash } = issueToken();
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      account_id: session.accountId,
      impersonator_user_id: session.impersonatorUserId ?? null,
      token_hash: hash,
      created_at: now,
      last_used_at: now,
      expires_at: addDays(now, SESSION_DAYS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** An account is usable while active, or on a trial that has not ended. */
function isAccountActive(status: string, trialEndedAt: Date | null, now: Date): boolean {
  if (status === 'active') return true;
  return status === 'trial' && (trialEndedAt === null || new Date(trialEndedAt).getTime() > now.getTime());
}

/** The AuthSession of docs/data-model.md for a session row; a create reply adds the token (authSessionCreated). */
export async function authSessionReply(db: Kysely<Database>, sessionId: number, now: Date): Promise<Schema<'AuthSession'>> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('user_types as t', 't.id', 'u.user_type_id')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      's.account_id',
      's.expires_at',
      's.impersonator_user_id',
      'u.id as user_id',
      'u.email',
      'u.status',
      'u.account_id as user_account_id',
      'u.shadow_user_id',
      'u.user_type_id',
      't.code as user_type',
      'p.id as profile_id',
      'a.kind',
      'a.status as account_status',
      'a.trial_ended_at',
      accountSettingsOf('a').as('settings'),
    ])
    .select(
      sql<boolean>`exists(select 1 from whitelabels w where w.is_whitelabel and (w.account_id = a.id or w.account_id = a.parent_id))`.as('is_whitelabel'),
    )
    // The account owner is its first admin.
    .select(
      sql<boolean>`(t.code = 'admin' and u.id = (select min(o.id) from users o join user_types ot on ot.id = o.user_type_id where o.account_id = u.account_id and ot.code = 'admin'))`.as(
        'is_account_owner',
      ),
    )
    .where('s.id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const isShadowing = row.account_id !== row.user_account_id || row.shadow_user_id !== null;
  return {
    email: row.email,
    user_id: row.user_id,
    account_id: row.account_id,
    profile_id: row.profile_id ?? null,
    user_type_id: row.user_type_id,
    user_type: row.user_type,
    status: row.status,
    account_active: isAccountActive(row.account_status, row.trial_ended_at, now),
    is_parent: row.kind === 'parent',
    is_whitelabel: Boolean(row.is_whitelabel),
    is_account_owner: Boolean(row.is_account_owner),
    is_impersonated: row.impersonator_user_id !== null || row.shadow_user_id !== null,
    is_shadowing: isShadowing,
    shadowed_account_id: isShadowing ? row.account_id : null,
    // The same rights the server enforces on every call (http/authenticate.ts).
    permissions: sessionPermissions(row.user_type, isShadowing, row.settings),
    expires_at: iso(row.expires_at),
  };
}

/** The reply of a call opening a session: the AuthSession with its token, the only time the token is sent. */
export async function authSessionCreated(db: Kysely<Database>, session: { id: number; token: string }, now: Date): Promise<Schema<'AuthSessionCreated'>> {
  return { token: session.token, ...(await authSessionReply(db, session.id, now)) };
}
