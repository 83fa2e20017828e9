/**
 * Whether a location's photos can be managed on the main directory (F4-045..F4-047) and whether Bulk Add
 * Photos may send to a set of locations (F5-036, F5-037, docs/decisions.md #10).
 */
import type { Kysely } from 'kysely';
import type { Database, ListingStatus } from '../../db/schema.js';
import { directoryInfo, MAIN_DIRECTORY } from '../listings/directories.js';
import { providerConnection } from '../integrations/token-state.js';

export const NO_INTEGRATION = 'No active Google integration';
export const NOT_IN_DIRECTORY = 'Location not found in Google integration';
export const BULK_AUTO_SYNC_OFF = 'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.';
export const BULK_DIRECTORY_OFF =
  'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration';

/** The listing statuses that mean the main directory shows the location (published, whether in sync or not). */
const LISTED: readonly ListingStatus[] = ['published', 'in_sync', 'not_in_sync'];

export interface PhotoAvailability {
  locationId: number;
  publishing: boolean;
  /** null when photos can be sent; else the reason the page shows. */
  reason: string | null;
}

/** One answer per location (in the order given) of one account. */
export async function photoAvailability(db: Kysely<Database>, accountId: number, locationIds: readonly number[], now: Date): Promise<PhotoAvailability[]> {
  if (locationIds.length === 0) return [];
  const [integration, rows] = await Promise.all([
    providerConnection(db, accountId, directoryInfo(MAIN_DIRECTORY).sourceCode, now),
    db.selectFrom('locations as l')
      .leftJoin('directory_listings as d', (join) => join.onRef('d.location_id', '=', 'l.id').on('d.directory', '=', MAIN_DIRECTORY))
      .select(['l.id', 'l.publishing_enabled', 'd.status', 'd.enabled'])
      .where('l.account_id', '=', accountId).where('l.id', 'in', [...locationIds]).execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return locationIds.map((id) => {
    const row = byId.get(id);
    const listed = row?.enabled === true && row.status !== null && LISTED.includes(row.status);
    const reason = integration.status !== 'active' ? NO_INTEGRATION : !listed ? NOT_IN_DIRECTORY : null;
    return { locationId: id, publishing: row?.publishing_enabled ?? false, reason };
  });
}

/** The message that blocks sending photos to these locations, or null (one location: its reason; several: the bulk gates). */
export function sendBlocked(answers: readonly PhotoAvailability[]): string | null {
  if (answers.length === 1) return answers[0]?.reason ?? null;
  if (answers.some((a) => !a.publishing)) return BULK_AUTO_SYNC_OFF;
  if (answers.some((a) => a.reason !== null)) return BULK_DIRECTORY_OFF;
  return null;
}
