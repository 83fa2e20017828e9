/** The integration tables of migration 0023 (oauth_tokens stays in schema.ts); schema.ts lists them in `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@locus/api-client';
import type { CreatedAt, Timestamp } from './schema.js';

export type OauthProviderCode = components['schemas']['OauthProvider'];
export type GlobalTokenStatus = 'access_requested' | 'active';

/** A started OAuth connection, until the provider sends the browser back (single use, 10 minutes). */
export interface OauthStatesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number;
  provider: OauthProviderCode;
  state: string;
  /** The PKCE verifier (RFC 7636); only its S256 challenge left the server. */
  code_verifier: string;
  return_to: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A review source connected by Request Access: requested, then made active by the provider. */
export interface GlobalTokenIntegrationsTable {
  id: Generated<number>;
  account_id: number;
  code: string;
  status: ColumnType<GlobalTokenStatus, GlobalTokenStatus | undefined, GlobalTokenStatus>;
  requested_by_user_id: number | null;
  created_at: CreatedAt;
}

export interface IntegrationTables {
  oauth_states: OauthStatesTable;
  global_token_integrations: GlobalTokenIntegrationsTable;
}
