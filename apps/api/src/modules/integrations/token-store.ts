/** Writes what a provider granted: sealed tokens, expiry from expires_in, one token per account and provider. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OauthTokensTable } from '../../db/schema.js';
import type { OauthProviderCode } from '../../db/schema-integrations.js';
import type { TokenGrant } from '../../adapters/oauth-provider.js';
import type { TokenCipher } from './token-cipher.js';
import { integrationIdOf } from './integration-catalogue.js';

const expiryOf = (grant: TokenGrant, now: Date): Date | null =>
  grant.expiresInSeconds === null ? null : new Date(now.getTime() + grant.expiresInSeconds * 1000);

export interface GrantOwner {
  accountId: number;
  provider: OauthProviderCode;
  userId: number;
}

/** A new connection replaces the account's earlier token(s) for the provider (a reconnect). */
export async function storeGrant(db: Kysely<Database>, cipher: TokenCipher, owner: GrantOwner, grant: TokenGrant, now: Date): Promise<Selectable<OauthTokensTable>> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('oauth_tokens').where('account_id', '=', owner.accountId).where('source_code', '=', owner.provider).execute();
    return trx.insertInto('oauth_tokens').values({
      account_id: owner.accountId,
      integration_id: integrationIdOf(owner.provider),
      source_code: owner.provider,
      created_by_user_id: owner.userId,
      access_token_enc: cipher.seal(grant.accessToken),
      refresh_token_enc: grant.refreshToken === null ? null : cipher.seal(grant.refreshToken),
      scope: grant.scope,
      external_account_name: grant.accountName,
      expires_at: expiryOf(grant, now),
      created_at: now,
      updated_at: now,
    }).returningAll().executeTakeFirstOrThrow();
  });
}

/** A refresh renews the access token and expiry; the refresh token is kept unless the provider sent a new one. */
export async function storeRefresh(db: Kysely<Database>, cipher: TokenCipher, token: Selectable<OauthTokensTable>, grant: TokenGrant, now: Date): Promise<Selectable<OauthTokensTable>> {
  return db.updateTable('oauth_tokens').set({
    access_token_enc: cipher.seal(grant.accessToken),
    ...(grant.refreshToken === null ? {} : { refresh_token_enc: cipher.seal(grant.refreshToken) }),
    scope: grant.scope ?? token.scope,
    external_account_name: grant.accountName ?? token.external_account_name,
    expires_at: expiryOf(grant, now),
    updated_at: now,
  }).where('id', '=', token.id).returningAll().executeTakeFirstOrThrow();
}
