/**
 * One rule for "is this account's provider connected", read by the integration catalogue, Local Listings
 * (integrationStatus) and photos alike: an account's own OAuth token first, else its parent's (a linked
 * integration, P3-048); a token past its expires_at is expired, not gone (the user reconnects it).
 */
import type { Kysely } from 'kysely';
import type { Database, SourceCode } from '../../db/schema.js';

export type TokenStatus = 'active' | 'expired';

export const tokenStatus = (expiresAt: Date | null, now: Date): TokenStatus =>
  expiresAt === null || expiresAt.getTime() > now.getTime() ? 'active' : 'expired';

export interface ProviderConnection {
  status: TokenStatus | 'inactive';
  /** The account whose token it is: the account itself, or its parent for a linked integration; null when none. */
  ownerAccountId: number | null;
}

/** The connection of each account given to `provider` (by account id). */
export async function providerConnections(db: Kysely<Database>, accountIds: readonly number[], provider: SourceCode, now: Date): Promise<Map<number, ProviderConnection>> {
  const result = new Map<number, ProviderConnection>();
  if (accountIds.length === 0) return result;
  const accounts = await db.selectFrom('accounts').select(['id', 'parent_id']).where('id', 'in', [...accountIds]).execute();
  const owners = [...new Set(accounts.flatMap((a) => (a.parent_id === null ? [a.id] : [a.id, a.parent_id])))];
  const tokens = await db.selectFrom('oauth_tokens').select(['account_id', 'expires_at'])
    .where('account_id', 'in', owners).where('source_code', '=', provider).execute();
  const statusOf = (accountId: number): TokenStatus | null => {
    const own = tokens.filter((t) => t.account_id === accountId);
    if (own.length === 0) return null;
    return own.some((t) => tokenStatus(t.expires_at, now) === 'active') ? 'active' : 'expired';
  };
  for (const account of accounts) {
    const own = statusOf(account.id);
    const linked = own === null && account.parent_id !== null ? statusOf(account.parent_id) : null;
    result.set(account.id, own !== null ? { status: own, ownerAccountId: account.id }
      : linked !== null ? { status: linked, ownerAccountId: account.parent_id }
        : { status: 'inactive', ownerAccountId: null });
  }
  return result;
}

export async function providerConnection(db: Kysely<Database>, accountId: number, provider: SourceCode, now: Date): Promise<ProviderConnection> {
  return (await providerConnections(db, [accountId], provider, now)).get(accountId) ?? { status: 'inactive', ownerAccountId: null };
}
