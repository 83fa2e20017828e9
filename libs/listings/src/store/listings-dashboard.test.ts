import { createApiClient } from '@locus/api-client';
import { createMemoryQueryAdapter } from '@locus/filters';
import { FakeTransport, ResourceStore, type NamedRow } from '@locus/resources';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListingsDashboard } from './listings-dashboard.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const page = { locations: [], paging: { page: 1, per_page: 25, total: 60, total_pages: 3 } };

/** The dashboard over a client that records each request, for a session with these permissions. */
function setup(permissions: Record<string, string[]>, settings: string[] = []) {
  const seen: URL[] = [];
  const client = createApiClient({
    baseUrl: 'http://locus.test/api',
    clientName: 'test',
    fetch: async (request: Request) => {
      seen.push(new URL(request.url));
      return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
  const transport = new FakeTransport();
  let groupStores = 0;
  const adapter = createMemoryQueryAdapter();
  const stores = createListingsDashboard({
    client,
    session: { account_id: 3, permissions, isFeatureEnabled: (name) => settings.includes(name) },
    notifier: { success: () => undefined, info: () => undefined, alert: () => undefined },
    adapter,
    groupStore: () => (groupStores++, new ResourceStore<NamedRow>({ transport, type: 'group' })),
    locationStore: () => new ResourceStore<NamedRow>({ transport, type: 'location' }),
    writeText: async () => undefined,
  });
  return { stores, seen, transport, adapter, groupStores: () => groupStores };
}

describe('createListingsDashboard', () => {
  it('[F2-031] a user with only the preview permission gets no dashboard, and nothing is fetched', async () => {
    const { stores, seen, groupStores } = setup({ group: ['read'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(stores).toMatchObject({ dashboard: null, autoSync: null, flyout: null, groups: null });
    expect(seen).toEqual([]);
    expect(groupStores()).toBe(0);
    stores.dispose();
  });

  it('[F9-052] the internal setting picks the internal table', () => {
    const { stores } = setup({ local_listing: ['read'] }, ['local_listings_internal']);
    expect(stores.internal).toBe(true);
    expect(stores.dashboard?.query).toMatchObject({ sortBy: 'status', sortOrder: 'desc' });
    stores.dispose();
  });

  it('[P6-012] the group dropdown\'s options are fetched only with group read', () => {
    const without = setup({ local_listing: ['read'] });
    expect(without.stores.groups).toBeNull();
    expect(without.groupStores()).toBe(0);
    without.stores.dispose();
    const withGroups = setup({ local_listing: ['read'], group: ['read'] });
    expect(withGroups.stores.groups).not.toBeNull();
    expect(withGroups.transport.pending('list')).toHaveLength(1);
    withGroups.stores.dispose();
  });

  it('[P2-136] another filter deselects true bulk; a page change keeps it', async () => {
    const { stores } = setup({ local_listing: ['read'] });
    const { dashboard, selection } = stores;
    await vi.advanceTimersByTimeAsync(0);
    selection.selectEvery();
    dashboard?.setPage(2);
    expect(selection.trueBulk).toBe(true);
    dashboard?.setFilters({ statuses: ['in_sync'] });
    expect(selection.trueBulk).toBe(false);
    stores.dispose();
  });
});
