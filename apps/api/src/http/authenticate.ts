import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/schema.js';
import { sessionPermissions } from '../auth/permissions.js';
import { hashToken } from '../auth/tokens.js';
import type { AuthContext, UserTypeCode } from './handler-types.js';
import { unauthorized } from './http-error.js';
import { parseBasicAuth, type Credentials } from './basic-credentials.js';
import { queryCachesOf } from '../db/caches/query-caches-plugin.js';
import { allowedLocationsOf } from './location-scope.js';

/** The acting account's settings as one JSON object; its feature flags narrow the user type's permissions (P6-009). */
export const accountSettingsOf = (accountAlias: string) =>
  sql<Record<string, string> | null>`(select jsonb_object_agg(st.code, st.value) from account_settings st where st.account_id = ${sql.ref(`${accountAlias}.id`)})`;

/** Tables the session query reads: a write to any of them (logout, a user's type, account settings...) drops cached sessions. */
const SESSION_SOURCES: ReadonlySet<string> = new Set([
  'sessions', 'users', 'user_types', 'accounts', 'account_settings', 'profiles',
  // The user's location access, resolved through group memberships (a location added to a group is seen at once).
  'user_location_access', 'group_locations',
]);

/** Account statuses that answer 402 (the spec's "account inactive"): the session's account or the one a call targets. */
export const INACTIVE_ACCOUNT_STATUSES: readonly string[] = ['inactive', 'suspended'];
export const isInactiveAccount = (status: string) => INACTIVE_ACCOUNT_STATUSES.includes(status);

/** Only active users sign in or use a session; pending, suspended and expired ones are refused. */
export function refusedUserMessage(status: string): string | null {
  if (status === 'active') return null;
  if (status === 'pending') return 'Please confirm your e-mail address';
  return status === 'expired' ? 'Your access to Locus has expired' : 'Your access to Locus has been suspended';
}

/** last_used_at is written at most this often, so a busy client does not turn every read into a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** The one call a browser form makes without headers (P7-088): only it may carry the token in the query. */
export const QUERY_TOKEN_OPERATIONS: ReadonlySet<string> = new Set(['uploadFile']);

/**
 * The credentials of a request: Basic auth (P7-001), or, only where `allowQueryToken` (the upload form), the
 * `auth_token` query parameter, which carries no e-mail. Tokens stay out of other URLs (and so out of logs).
 */
export function credentialsOf(request: FastifyRequest, allowQueryToken = false): Credentials | undefined {
  const fromHeader = parseBasicAuth(request.headers.authorization);
  if (fromHeader || !allowQueryToken) return fromHeader;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.['auth_token'];
  return typeof token === 'string' && token !== '' ? { email: '', token } : undefined;
}

/** Resolves credentials to the session's AuthContext, or throws 401. */
export async function authenticate(db: Kysely<Database>, credentials: Credentials, now: Date): Promise<AuthContext> {
  const tokenHash = hashToken(credentials.token);
  const sessions = queryCachesOf(db)?.sessions;
  const read = () => findSession(db, tokenHash);
  const row = sessions ? ((await sessions.through(tokenHash, SESSION_SOURCES, now.getTime(), read)) as SessionRow | undefined) : await read();
  if (!row) throw unauthorized('Invalid credentials');
  // P7-002: a blank e-mail is allowed; a given one must be the token's user.
  if (credentials.email !== '' && credentials.email.toLowerCase() !== row.email.toLowerCase()) {
    throw unauthorized('Invalid credentials');
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw unauthorized('Your session has expired');
  // Sessions are deleted when an admin changes a user's status; this also covers rows changed by other means.
  const refused = refusedUserMessage(row.user_status);
  if (refused !== null) throw unauthorized(refused);
  if (now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS) {
    // The write invalidates the cache, so the next call reads the new last_used_at.
    await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.session_id).execute();
  }
  return toAuthContext(row);
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Session, user, user type and acting account in one round trip (this runs on every call). */
function findSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('user_types as ut', 'ut.id', 'u.user_type_id')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select((eb) => [
      's.id as session_id',
      's.impersonator_user_id',
      's.expires_at',
      's.last_used_at',
      'u.id as user_id',
      'u.email',
      'u.name as user_name',
      'u.account_id as user_account_id',
      'u.shadow_user_id',
      'u.status as user_status',
      'ut.code as user_type_code',
      'a.id as account_id',
      'a.name as account_name',
      'a.kind as account_kind',
      'a.status as account_status',
      'a.parent_id as account_parent_id',
      eb
        .selectFrom('profiles as p')
        .select((sub) => sub.fn.min('p.id').as('id'))
        .whereRef('p.user_id', '=', 'u.id')
        .as('profile_id'),
      sql<number[] | null>`(select array_agg(c.id order by c.id) from accounts c where c.parent_id = a.id)`.as(
        'child_account_ids',
      ),
      sql<number[] | null>`(select array_agg(c.id order by c.id) from accounts c where c.parent_id = a.id and c.status in (${sql.join(
        INACTIVE_ACCOUNT_STATUSES,
      )}))`.as('inactive_child_ids'),
      accountSettingsOf('a').as('settings'),
      allowedLocationsOf('u', 'ut').as('allowed_location_ids'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

function toAuthContext(row: SessionRow): AuthContext {
  const userTypeCode = row.user_type_code as UserTypeCode;
  const impersonatorUserId = row.impersonator_user_id ?? row.shadow_user_id;
  // A shadow session acts on one other account (the shadowed one), never on that account's children.
  const isShadowing = row.account_id !== row.user_account_id || row.shadow_user_id !== null;
  const children = row.account_kind === 'parent' && !isShadowing ? (row.child_account_ids ?? []).map(Number) : [];
  return {
    sessionId: row.session_id,
    user: {
      id: row.user_id,
      email: row.email,
      name: row.user_name,
      accountId: row.user_account_id,
      userTypeCode,
      profileId: row.profile_id === null || row.profile_id === undefined ? null : Number(row.profile_id),
    },
    account: {
      id: row.account_id,
      name: row.account_name,
      kind: row.account_kind,
      status: row.account_status,
      parentId: row.account_parent_id,
    },
    permissions: sessionPermissions(userTypeCode, isShadowing, row.settings),
    accountIds: [row.account_id, ...children],
    inactiveAccountIds: [
      ...(isInactiveAccount(row.account_status) ? [row.account_id] : []),
      ...(children.length > 0 ? (row.inactive_child_ids ?? []).map(Number) : []),
    ],
    isShadowing,
    allowedLocationIds: row.allowed_location_ids === null ? null : row.allowed_location_ids.map(Number),
    isImpersonated: impersonatorUserId !== null,
    impersonatorUserId,
  };
}
