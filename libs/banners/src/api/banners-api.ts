import { unwrap, type ApiClient } from '@locus/api-client';
import type { BannersApi } from '../ports/banners-api.js';

/** An account holds a token per integration: one page of the contract's maximum holds them all. */
const ALL = 500;

export function createBannersApi(client: ApiClient): BannersApi {
  return {
    async oauthTokens(accountId) {
      const list = await unwrap(
        client.GET('/oauth_tokens', { params: { query: { account_id: accountId, per_page: ALL } } }),
      );
      return list._embedded.oauth_tokens;
    },
    setupProgress: (accountId) =>
      unwrap(client.GET('/accounts/{id}/setup_progress', { params: { path: { id: accountId } } })),
  };
}
