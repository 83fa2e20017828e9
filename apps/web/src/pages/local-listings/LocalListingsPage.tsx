import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useFeature, usePermission } from '@locus/auth';
import { BulkSelection, FilterBar, Flyout, ListSkeleton, ListingsFilters, ListingsPreview, ListingsTable, LoadingBar, PageHeader, SyncFlyoutCard } from '@locus/design-system';
import { DIRECTORY_COLUMNS, STATUS_FILTER_VALUES, dashboardRowView, statusLabel, type DirectoryCode, type ListingStatus, type SyncFlyoutStore } from '@locus/listings';
import { useStoreValue, type NamedRow, type TypeaheadList } from '@locus/resources';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ListingsBulkActions } from './ListingsBulkActions';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { LISTINGS_SETTINGS, createLocalListingsPageStores, type LocalListingsPageStores } from './local-listings-page-stores';

const TITLE = 'Local Listings';
// F9-059: the status filter's values; the directory filter offers every column.
const STATUS_OPTIONS = STATUS_FILTER_VALUES.map((value) => ({ value, label: statusLabel(value) }));
const DIRECTORY_OPTIONS = DIRECTORY_COLUMNS.map((c) => ({ value: c.code, label: c.name }));

/** F2-032, F2-033: the location page, opened from Local Listings (and in edit mode for Edit). */
export const listingDetailHref = (id: number, edit = false): string =>
  `/settings/locations/${id}/details?fromLL=true${edit ? '&withEdit=true' : ''}`;

export default function LocalListingsPage() {
  const stores = useUrlPageStores(createLocalListingsPageStores);
  if (!stores) {
    return (
      <Box>
        <PageHeader title={TITLE} />
        <ListSkeleton label="Loading locations" />
      </Box>
    );
  }
  return stores.dashboard ? (
    <DashboardView stores={stores} />
  ) : (
    <Box>
      <PageHeader title={TITLE} />
      <ListingsPreview directoryColumns={DIRECTORY_COLUMNS} />
    </Box>
  );
}

/** The shared filter bar's group dropdown (the locations list's control); writes group_id from page 1. */
function GroupFilter({ groups, value, onChange }: { groups: TypeaheadList<NamedRow>; value: number | null; onChange: (id: number | null) => void }) {
  const group = useTypeaheadFilter(groups, value, (id) => onChange(typeof id === 'number' ? id : null));
  return <FilterBar visible={['group']} group={group} />;
}

function DashboardView({ stores }: { stores: LocalListingsPageStores }) {
  const navigate = useNavigate();
  const dashboard = stores.dashboard;
  const autoSync = stores.autoSync;
  const canUpdate = usePermission('location', 'update');
  const autoSyncPurchased = useFeature(LISTINGS_SETTINGS.autoSync);
  const [expanded, setExpanded] = useState(false);
  const view = useStoreValue(() => ({
    status: dashboard?.loader.status ?? 'idle',
    error: dashboard?.loader.error ?? null,
    query: dashboard?.query,
    totalPages: dashboard?.totalPages ?? 0,
    total: dashboard?.total ?? 0,
    selected: new Set((dashboard?.rows ?? []).filter((row) => stores.selection.isSelected(row.id)).map((row) => row.id)),
    trueBulk: stores.selection.trueBulk,
    links: dashboard?.links ?? { first: null, prev: null, next: null, last: null },
    rows: (dashboard?.rows ?? []).map((row) =>
      dashboardRowView(row, { autoSyncPurchased, canUpdate, updating: autoSync?.isUpdating(row.id) ?? false }),
    ),
  }));
  if (!dashboard || !view.query) return null;
  const { selection } = stores;
  const pageRows = dashboard.rows;
  const onNavigate = (href: string, event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box>
      <PageHeader title={TITLE} />
      {stores.groups ? (
        <GroupFilter groups={stores.groups} value={view.query.groupId} onChange={(groupId) => dashboard.setFilters({ groupId })} />
      ) : null}
      <ListingsFilters
        statusOptions={STATUS_OPTIONS}
        directoryOptions={DIRECTORY_OPTIONS}
        statuses={view.query.statuses}
        directories={view.query.directories}
        onStatusesChange={(values) => dashboard.setFilters({ statuses: values as ListingStatus[] })}
        onDirectoriesChange={(values) => dashboard.setFilters({ directories: values as DirectoryCode[] })}
      />
      <ListingsBulkActions selection={selection} list={dashboard} pageIds={view.rows.map((row) => row.id)} />
      <ListingsTable
        variant={stores.internal ? 'internal' : 'simple'}
        status={view.status}
        error={view.error}
        rows={view.rows}
        directoryColumns={DIRECTORY_COLUMNS}
        sortBy={view.query.sortBy}
        sortOrder={view.query.sortOrder}
        page={view.query.page}
        totalPages={view.totalPages}
        links={view.links}
        expanded={expanded}
        selectHeader={
          <BulkSelection
            selectedCount={view.selected.size}
            rowCount={view.rows.length}
            total={view.total}
            trueBulk={view.trueBulk}
            onSelectAll={() => selection.selectPage(pageRows)}
            onDeselectAll={() => selection.clear()}
            onSelectTrueBulk={() => selection.selectEvery()}
          />
        }
        selectCell={(id) => (
          <Checkbox
            checked={view.selected.has(id)}
            onChange={() => {
              const row = pageRows.find((r) => r.id === id);
              if (row) selection.toggle(row);
            }}
            slotProps={{ input: { 'aria-label': `Select ${view.rows.find((r) => r.id === id)?.name ?? id}` } }}
          />
        )}
        detailHref={(id) => listingDetailHref(id)}
        editHref={(id) => listingDetailHref(id, true)}
        onNavigate={onNavigate}
        onSort={(field) => dashboard.sort(field)}
        onPage={(page) => dashboard.setPage(page)}
        onToggleExpanded={() => setExpanded((value) => !value)}
        onAutoSync={(id, on) => void autoSync?.toggle(id, on)}
        onOpenDirectory={(id, code) => stores.flyout?.open(id, code)}
      />
      {stores.flyout ? <DirectoryFlyout store={stores.flyout} /> : null}
    </Box>
  );
}

/** F2-036: one directory's sync status for one location, from the flyout call. */
function DirectoryFlyout({ store }: { store: SyncFlyoutStore }) {
  const flyout = useStoreValue(() => ({
    open: store.target !== null,
    status: store.loader.status,
    error: store.loader.error ?? null,
    view: store.view,
    copyLabel: store.copy.label,
  }));
  return (
    <Flyout open={flyout.open} title={flyout.view?.directoryName ?? 'Sync status'} onClose={() => store.close()} keepOnPathChange>
      {flyout.view ? (
        <SyncFlyoutCard {...flyout.view} copyLabel={flyout.copyLabel} onCopy={(value) => void store.copy.copy(value)} />
      ) : flyout.status === 'error' ? (
        <Alert severity="error">{flyout.error}</Alert>
      ) : (
        <LoadingBar label="Loading sync status" />
      )}
    </Flyout>
  );
}
