/** An OAuth token row as the contract's OauthToken: its state and expiry, never the tokens themselves. */
import type { Selectable } from 'kysely';
import type { OauthTokensTable } from '../../db/schema.js';
import type { Schema } from '../../http/schemas.js';
import { iso, isoOrNull } from '../../http/wire.js';
import { catalogueEntry } from './integration-catalogue.js';
import { tokenStatus } from './token-state.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before a token expires: -1 when it never does (P3-051), 0 once it has. */
export function daysUntilExpiry(expiresAt: Date | string | null, now: Date): number {
  if (expiresAt === null) return -1;
  const left = new Date(expiresAt).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export function oauthTokenReply(row: Selectable<OauthTokensTable>, now: Date): Schema<'OauthToken'> {
  return {
    id: row.id,
    account_id: row.account_id,
    // The catalogue's entry of the provider (P3-050); rows written before the catalogue keep theirs.
    integration_id: catalogueEntry(row.source_code)?.id ?? row.integration_id,
    source_code: row.source_code,
    status: tokenStatus(row.expires_at, now),
    expires_at: isoOrNull(row.expires_at),
    days_until_expiry: daysUntilExpiry(row.expires_at, now),
    created_by_user_id: row.created_by_user_id,
    account_name: row.external_account_name,
    scope: row.scope,
    refreshable: row.refresh_token_enc !== null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
