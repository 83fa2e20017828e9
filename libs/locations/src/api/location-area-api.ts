import type { ApiClient } from '@locus/api-client';
import type { AccountsApi } from '../ports/accounts-api.js';
import type { BillingApi } from '../ports/billing-api.js';
import type { GroupsApi } from '../ports/groups-api.js';
import type { LocationsApi } from '../ports/locations-api.js';
import type { LookupsApi } from '../ports/lookups-api.js';
import type { NpiApi } from '../ports/npi-api.js';
import type { OverridesApi } from '../ports/overrides-api.js';
import { createAccountsApi } from './accounts-api.js';
import { createBillingApi } from './billing-api.js';
import { createGroupsApi } from './groups-api.js';
import { createLocationsApi } from './locations-api.js';
import { createLookupsApi } from './lookups-api.js';
import { createNpiApi } from './npi-api.js';
import { createOverridesApi } from './overrides-api.js';

/** Every port of the location area: each store takes the part it needs, so a page passes this one. */
export type LocationAreaApi = LocationsApi & GroupsApi & LookupsApi & NpiApi & BillingApi & OverridesApi & AccountsApi;

/** The location area's ports over one client; `accountId` is the account the calls act for. */
export function createLocationAreaApi(client: ApiClient, accountId: () => number | null): LocationAreaApi {
  return {
    ...createLocationsApi(client, accountId),
    ...createGroupsApi(client, accountId),
    ...createLookupsApi(client),
    ...createNpiApi(client),
    ...createBillingApi(client),
    ...createOverridesApi(client, accountId),
    ...createAccountsApi(client),
  };
}
