import { unwrap, type ApiClient } from '@locus/api-client';
import type { AccountsApi } from '../ports/accounts-api.js';

/** AccountsApi over the typed client. */
export function createAccountsApi(client: ApiClient): AccountsApi {
  return {
    getAccount: (id) => unwrap(client.GET('/accounts/{id}', { params: { path: { id } } })),
  };
}
