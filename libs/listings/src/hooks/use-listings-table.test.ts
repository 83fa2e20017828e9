// @vitest-environment jsdom
import { createApiClient } from '@locus/api-client';
import { createMemoryQueryAdapter } from '@locus/filters';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createListingsDashboard } from '../store/listings-dashboard.js';
import { useListingsTable } from './use-listings-table.js';

const location = (id: number) => ({
  id, name: `Store ${id}`, public_name: null, address: null, city: null, state_code: null, zipcode: null, external_id: null,
  status: 'in_sync', listing_status: 'published', open_status: null, publishing_enabled: true,
  last_published_at: null, last_checked_at: null, pct_valid_top_directories: null, directories: [],
});

function dashboardFor(settings: string[], permissions: Record<string, string[]>) {
  const body = { locations: [location(1), location(2)], paging: { page: 1, per_page: 25, total: 30, total_pages: 2 } };
  const client = createApiClient({
    baseUrl: 'http://locus.test/api',
    clientName: 'test',
    fetch: async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  });
  return createListingsDashboard({
    client,
    session: { account_id: 3, permissions, isFeatureEnabled: (name) => settings.includes(name) },
    notifier: { success: () => undefined, info: () => undefined, alert: () => undefined },
    adapter: createMemoryQueryAdapter(),
    groupStore: () => {
      throw new Error('no group read');
    },
    locationStore: () => {
      throw new Error('no location read');
    },
    writeText: async () => undefined,
  });
}

describe('useListingsTable', () => {
  it('[F4-064] gives the table its rows, with the Auto Sync toggle off without the setting or location update', async () => {
    const stores = dashboardFor([], { local_listing: ['read'], location: ['update'] });
    const { result } = renderHook(() => useListingsTable(stores));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current).toMatchObject({ variant: 'simple', status: 'loaded', total: 30, totalPages: 2, query: { page: 1 } });
    expect(result.current.rows[0]?.autoSync.disabled).toBe(true);
    stores.dispose();
  });

  it('selects rows of the page, every row, and expands the statuses', async () => {
    const stores = dashboardFor(['auto_sync'], { local_listing: ['read'], location: ['update'] });
    const { result } = renderHook(() => useListingsTable(stores));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.rows[0]?.autoSync.disabled).toBe(false);
    act(() => result.current.onToggleRow(2));
    expect([...result.current.selected]).toEqual([2]);
    act(() => result.current.onSelectAll());
    expect(result.current.selected.size).toBe(2);
    act(() => result.current.onSelectTrueBulk());
    expect(result.current.trueBulk).toBe(true);
    act(() => result.current.onDeselectAll());
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.onToggleExpanded());
    expect(result.current.expanded).toBe(true);
    stores.dispose();
  });
});
