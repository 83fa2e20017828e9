import { unwrap, type ApiClient } from '@locus/api-client';
import type { OverridesApi } from '../ports/overrides-api.js';

/** OverridesApi over the typed client; `accountId` is the account a new override belongs to. */
export function createOverridesApi(client: ApiClient, accountId: () => number | null): OverridesApi {
  return {
    createOverride: (override) =>
      unwrap(client.POST('/location_source_overrides', { body: { account_id: accountId() ?? undefined, ...override } })),
    updateOverride: (id, fields) => unwrap(client.PATCH('/location_source_overrides/{id}', { params: { path: { id } }, body: fields })),
  };
}
