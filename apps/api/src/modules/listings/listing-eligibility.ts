import type { DirectoryCode, ListingData } from '../../db/schema.js';
import { DIRECTORIES } from './directories.js';
import type { IntegrationStatus } from './integration-status.js';
import { refusalOf } from './scan-rules.js';

export type ListingState = 'published' | 'eligible_not_published' | 'not_eligible';

/**
 * A location's listing state: not_eligible as its status column says (with status_reason), else from its Auto Sync
 * (the column of a location never published or unpublished holds its default, not a listing state).
 */
export const listingState = (status: string, publishingEnabled: boolean): ListingState =>
  status === 'not_eligible' ? 'not_eligible' : publishingEnabled ? 'published' : 'eligible_not_published';

export interface EligibilityInput {
  /** The location's listing state (locations.status) and its reason. */
  status: ListingState;
  statusReason: string | null;
  listing: ListingData;
  integrations: Readonly<Record<DirectoryCode, IntegrationStatus>>;
  /** Each directory's own switch (directory-specific publishing); a directory without a copy counts as on. */
  enabled: Readonly<Partial<Record<DirectoryCode, boolean>>>;
}

/**
 * F7-023: per directory, whether Auto Sync can publish the location there, and why not (the first reason that
 * applies: Locus does not publish there, the location is not eligible, no active integration, the directory's
 * switch is off, the directory refuses the listing).
 */
export function directoryEligibility(input: EligibilityInput) {
  return DIRECTORIES.map((d) => {
    const integration = input.integrations[d.code];
    const reason = !d.publishable ? `Locus does not publish to ${d.name}`
      : input.status === 'not_eligible' ? (input.statusReason ?? 'This location is not eligible')
      : integration !== 'active' ? `No active ${d.name} integration`
      : input.enabled[d.code] === false ? `Publishing to ${d.name} is switched off for this location`
      : refusalOf(d.code, input.listing);
    return { directory_code: d.code, directory_name: d.name, publishable: d.publishable, eligible: reason === null, reason };
  });
}
