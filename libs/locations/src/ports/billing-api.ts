import type { Schemas } from '@locus/api-client';

/** The price of one more location for an account (section 6, the new-location form). */
export interface BillingApi {
  locationPreview(accountId: number, signal?: AbortSignal): Promise<Schemas['LocationBillingPreview']>;
}
