/**
 * An account's integration catalogue with its state (P3-045..P3-049): OAuth entries by token (the account's
 * own, else its parent's as a linked integration), review sources by their global-token status, external
 * tools always available. Zapier is listed only when the parent's `zapier_integration` flag is on (the
 * account's own flag when it has no parent).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, OauthTokensTable } from '../../db/schema.js';
import type { GlobalTokenIntegrationsTable } from '../../db/schema-integrations.js';
import type { Schema } from '../../http/schemas.js';
import { settingIsOn } from '../accounts/account-settings.js';
import { catalogueMessages, INTEGRATION_CATALOGUE, type CatalogueEntry } from './integration-catalogue.js';
import { daysUntilExpiry } from './token-reply.js';
import { tokenStatus } from './token-state.js';
import { OAUTH_PROVIDERS } from '../../adapters/oauth-provider.js';

export const ZAPIER_SETTING = 'zapier_integration';

type Integration = Schema<'Integration'>;

const NOT_CONNECTED = {
  integrated: false, oauth_token_id: null, token_status: null, days_until_expiry: null, account_name: null,
  linked_integration_account_owner_id: null, integration_resource_type: null, integration_type: null,
  global_token_integration_id: null, global_token_integration_status: null, requested: false,
} as const;

function baseEntry(entry: CatalogueEntry): Omit<Integration, keyof typeof NOT_CONNECTED> {
  return {
    id: entry.id, code: entry.code, name: entry.name, kind: entry.kind, featureName: entry.featureName,
    description: entry.description, descriptionNote: entry.descriptionNote, ...catalogueMessages(entry),
    connect_path: entry.kind === 'oauth' ? `/oauth/outbound/${entry.code}` : null,
    external_url: entry.externalUrl,
  };
}

function tokenState(token: Selectable<OauthTokensTable>, now: Date) {
  return {
    integrated: true,
    token_status: tokenStatus(token.expires_at, now),
    days_until_expiry: daysUntilExpiry(token.expires_at, now),
    account_name: token.external_account_name,
  };
}

function globalState(row: Selectable<GlobalTokenIntegrationsTable> | undefined) {
  if (!row) return { integration_type: 'global_token' as const };
  return {
    integration_type: 'global_token' as const,
    global_token_integration_id: row.id,
    global_token_integration_status: row.status,
    requested: row.status === 'access_requested',
    integrated: row.status === 'active',
  };
}

export async function accountIntegrations(db: Kysely<Database>, accountId: number, now: Date): Promise<Integration[]> {
  const account = await db.selectFrom('accounts').select(['id', 'parent_id']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const owners = account.parent_id === null ? [account.id] : [account.id, account.parent_id];
  const [zapier, tokens, globals] = await Promise.all([
    settingIsOn(db, account.parent_id ?? account.id, ZAPIER_SETTING),
    db.selectFrom('oauth_tokens').selectAll().where('account_id', 'in', owners).where('source_code', 'in', [...OAUTH_PROVIDERS])
      .orderBy('updated_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('global_token_integrations').selectAll().where('account_id', '=', accountId).execute(),
  ]);
  return INTEGRATION_CATALOGUE.filter((entry) => entry.code !== 'zapier' || zapier).map((entry) => {
    const base = { ...baseEntry(entry), ...NOT_CONNECTED };
    if (entry.kind === 'request_access') return { ...base, ...globalState(globals.find((g) => g.code === entry.code)) };
    if (entry.kind !== 'oauth') return base;
    const own = tokens.find((t) => t.account_id === account.id && t.source_code === entry.code);
    if (own) return { ...base, ...tokenState(own, now), oauth_token_id: own.id };
    const parent = tokens.find((t) => t.account_id === account.parent_id && t.source_code === entry.code);
    if (!parent) return base;
    return { ...base, ...tokenState(parent, now), linked_integration_account_owner_id: parent.account_id, integration_resource_type: 'linked_integration' as const };
  });
}
