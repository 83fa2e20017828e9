import type { ComposeLocation } from '@locus/requests';
import { pageQuery, sortQuery, type NamedRow } from '@locus/resources';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';

// TEMP: the part of web-compose's compose-deps.ts that ways to ask reuses; the real file replaces it.

const LOCATIONS_PER_PAGE = 100;

/** Every location of the account, by name, for the composer's choice (from the session's location store). */
export async function accountLocations(root: RootStore, signal: AbortSignal): Promise<ComposeLocation[]> {
  const store = sessionResources(root).of<NamedRow>('location');
  const rows: ComposeLocation[] = [];
  for (let page = 1; ; page += 1) {
    const query = { ...pageQuery({}, page, LOCATIONS_PER_PAGE), ...sortQuery('name', 'asc') };
    const listed = await store.list(query, { signal });
    rows.push(...listed.items.map((row) => ({ id: Number(row.id), name: row.name })));
    if (page >= listed.totalPages || listed.items.length === 0) return rows;
  }
}
