import { can } from '@locus/auth';
import { useStoreValue } from '@locus/resources';
import { useState } from 'react';
import { dashboardRowView } from '../model/dashboard-view.js';
import type { DashboardQuery } from '../model/dashboard-query.js';
import { LISTINGS_SETTINGS } from '../model/settings.js';
import type { ListingsDashboard } from '../store/listings-dashboard.js';

const NO_LINKS = { first: null, prev: null, next: null, last: null };

/**
 * The dashboard table's view model: the rows as the table shows them, the query, paging, the bulk selection
 * of this page, and the actions. The toggle's state reads the Auto Sync setting and location update.
 */
export function useListingsTable({ session, dashboard, autoSync, flyout, selection, internal }: ListingsDashboard) {
  const [expanded, setExpanded] = useState(false);
  const state = useStoreValue(() => {
    const context = { autoSyncPurchased: session.isFeatureEnabled(LISTINGS_SETTINGS.autoSync), canUpdate: can(session.permissions, 'location', 'update') };
    const rows = dashboard?.rows ?? [];
    return {
      status: dashboard?.loader.status ?? 'idle',
      error: dashboard?.loader.error ?? null,
      query: dashboard?.query ?? null,
      totalPages: dashboard?.totalPages ?? 0,
      total: dashboard?.total ?? 0,
      selected: new Set(rows.filter((row) => selection.isSelected(row.id)).map((row) => row.id)),
      trueBulk: selection.trueBulk,
      links: dashboard?.links ?? NO_LINKS,
      rows: rows.map((row) => dashboardRowView(row, { ...context, updating: autoSync?.isUpdating(row.id) ?? false })),
    };
  });
  const pageRows = () => dashboard?.rows ?? [];
  return {
    ...state,
    variant: internal ? ('internal' as const) : ('simple' as const),
    expanded,
    onToggleExpanded: () => setExpanded((value) => !value),
    onFilters: (filters: Partial<Pick<DashboardQuery, 'statuses' | 'directories' | 'groupId' | 'locationId' | 'locationIds'>>) => dashboard?.setFilters(filters),
    onSort: (field: DashboardQuery['sortBy']) => dashboard?.sort(field),
    onPage: (page: number) => dashboard?.setPage(page),
    onAutoSync: (id: number, on: boolean) => void autoSync?.toggle(id, on),
    onOpenDirectory: (id: number, code: string) => flyout?.open(id, code),
    onSelectAll: () => selection.selectPage(pageRows()),
    onDeselectAll: () => selection.clear(),
    onSelectTrueBulk: () => selection.selectEvery(),
    onToggleRow: (id: number) => {
      const row = pageRows().find((r) => r.id === id);
      if (row) selection.toggle(row);
    },
  };
}

export type ListingsTableModel = ReturnType<typeof useListingsTable>;
