import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, type Session } from './api';

/** A location of the Local Listings dashboard, as its call returns it. */
export interface ListingRow {
  id: number;
  name: string;
  publishing_enabled: boolean;
  directories: { directory_code: string; status: string; directory_enabled: boolean }[];
}

/**
 * The account's listings as the dashboard's call reads them, now. The simulator's jobs keep changing the
 * directories' statuses as the suite runs (directory users edit copies, other specs edit and publish), so a
 * spec that needs a location in some state picks it here rather than trusting the seed.
 */
export async function accountListings(request: APIRequestContext, session: Session): Promise<ListingRow[]> {
  const reply = await request.get(`/api/local_listings/metrics/${session.account_id}/locations?per_page=500`, { headers: authHeaders(session) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { locations: ListingRow[] }).locations;
}

export const googleStatus = (l: ListingRow) => l.directories.find((d) => d.directory_code === 'google' && d.directory_enabled)?.status;

/** Published on Google, in sync or not: the statuses that let a location's photos be managed (docs/photos.md). */
export const listedOnGoogle = (l: ListingRow) => ['in_sync', 'not_in_sync', 'published'].includes(googleStatus(l) ?? '');
