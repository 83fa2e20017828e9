import { unwrap, type ApiClient, type Schemas } from '@locus/api-client';
import { readListPage } from '@locus/resources';
import type { Integration, IntegrationsApi } from '../ports/integrations-api.js';

type WireIntegration = Schemas['Integration'];

/** The whole catalogue fits one page (about twenty entries). */
const CATALOGUE_PAGE = 100;

/** The catalogue entry of the wire (snake_case ids, camelCase texts) as the lib's Integration. */
export function integrationOf(wire: WireIntegration): Integration {
  return {
    id: wire.id,
    code: wire.code,
    name: wire.name,
    kind: wire.kind,
    integrated: wire.integrated,
    requested: wire.requested,
    token:
      wire.oauth_token_id === null
        ? null
        : {
            id: wire.oauth_token_id,
            status: wire.token_status === 'expired' ? 'expired' : 'active',
            daysUntilExpiry: wire.days_until_expiry ?? -1,
          },
    globalTokenStatus: wire.global_token_integration_status ?? null,
    displayName: wire.displayName,
    featureName: wire.featureName,
    logo: wire.logo,
    description: wire.description,
    descriptionNote: wire.descriptionNote,
    connectMessage: wire.connectMessage,
    connectedMessage: wire.connectedMessage,
    requestedMessage: wire.requestedMessage,
    accountName: wire.account_name,
    externalUrl: wire.external_url,
  };
}

/** IntegrationsApi of one account (the parent's own on /accounts/integrations). */
export function createIntegrationsApi(client: ApiClient, accountId: number): IntegrationsApi {
  const account = { account_id: accountId };
  return {
    async catalogue(signal) {
      const reply = await unwrap(
        client.GET('/integrations', {
          params: { query: { ...account, per_page: CATALOGUE_PAGE } },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<WireIntegration>(reply, 'integrations').items.map(integrationOf);
    },
    async authorizeUrl(provider, returnTo) {
      const reply = await unwrap(
        client.POST('/oauth/outbound/{provider}', {
          params: { path: { provider } },
          body: { ...account, return_to: returnTo },
        }),
      );
      return reply.authorize_url;
    },
    async requestAccess(code) {
      await unwrap(
        client.POST('/integrations/{code}/access_requests', {
          params: { path: { code: code as WireIntegration['code'] } },
          body: account,
        }),
      );
    },
    async disconnect(tokenId) {
      await unwrap(client.DELETE('/oauth_tokens/{id}', { params: { path: { id: tokenId } } }));
    },
  };
}
