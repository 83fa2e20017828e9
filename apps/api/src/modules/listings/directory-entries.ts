import type { DirectoryCode } from '../../db/schema.js';
import type { DirectoryConnectors, ListingRef } from '../../adapters/directories/connector.js';
import { DIRECTORIES } from './directories.js';

export interface OverrideWire {
  id: number;
  source_id: number;
  phone: string | null;
  website: string | null;
  enabled: boolean;
}

/** 'Fields not in sync: a,b' (features.md section 3), or null when none differ. */
export function statusDescription(fields: readonly string[]): string | null {
  return fields.length > 0 ? `Fields not in sync: ${fields.join(',')}` : null;
}

/**
 * One entry per directory for a location (the detail page and the sync flyout): the directory's
 * copy and sync state, the location's override for it, not_available when the directory has no copy.
 */
export async function directoryEntries(
  connectors: DirectoryConnectors,
  ref: ListingRef,
  sourceIds: ReadonlyMap<string, number>,
  overrides: readonly OverrideWire[],
) {
  const copies = await Promise.all(DIRECTORIES.map((d) => connectors[d.code as DirectoryCode].fetchListing(ref)));
  return DIRECTORIES.map((d, i) => {
    const copy = copies[i] ?? null;
    const sourceId = sourceIds.get(d.sourceCode) ?? null;
    const override = overrides.find((o) => o.source_id === sourceId) ?? null;
    const fields = copy?.fieldsNotInSync ?? [];
    return {
      directory_code: d.code,
      directory_name: d.name,
      directory_enabled: override ? override.enabled : (copy?.enabled ?? false),
      directory_logo_url: d.logoUrl,
      listing_url: copy?.listingUrl ?? null,
      status: copy ? copy.status : ('not_available' as const),
      status_description: statusDescription(fields),
      fields_not_in_sync: fields,
      last_checked_at: copy?.lastCheckedAt ? copy.lastCheckedAt.toISOString() : null,
      rtx_source_id: sourceId,
      overrides: override && (override.phone !== null || override.website !== null)
        ? { id: override.id, phone: override.phone, website: override.website } : null,
    };
  });
}
