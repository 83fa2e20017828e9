import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { BulkSelection, FilterBar, Flyout, ListSkeleton, ListingsFilters, ListingsPreview, ListingsTable, LoadingBar, PageHeader, SyncFlyoutCard } from '@locus/design-system';
import { DIRECTORY_COLUMNS, STATUS_FILTER_VALUES, statusLabel, useListingsTable, useSyncFlyout, type DirectoryCode, type ListingStatus, type SyncFlyoutStore } from '@locus/listings';
import type { NamedRow, TypeaheadList } from '@locus/resources';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { ListingsBulkActions } from './ListingsBulkActions';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import { createLocalListingsPageStores, type LocalListingsPageStores } from './local-listings-page-stores';

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
  const table = useListingsTable(stores);
  const { dashboard, selection } = stores;
  if (!dashboard || !table.query) return null;
  const onNavigate = (href: string, event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box>
      <PageHeader title={TITLE} />
      {stores.groups ? <GroupFilter groups={stores.groups} value={table.query.groupId} onChange={(groupId) => table.onFilters({ groupId })} /> : null}
      <ListingsFilters
        statusOptions={STATUS_OPTIONS}
        directoryOptions={DIRECTORY_OPTIONS}
        statuses={table.query.statuses}
        directories={table.query.directories}
        onStatusesChange={(values) => table.onFilters({ statuses: values as ListingStatus[] })}
        onDirectoriesChange={(values) => table.onFilters({ directories: values as DirectoryCode[] })}
      />
      <ListingsBulkActions selection={selection} list={dashboard} pageIds={table.rows.map((row) => row.id)} />
      <ListingsTable
        variant={table.variant}
        status={table.status}
        error={table.error}
        rows={table.rows}
        directoryColumns={DIRECTORY_COLUMNS}
        sortBy={table.query.sortBy}
        sortOrder={table.query.sortOrder}
        page={table.query.page}
        totalPages={table.totalPages}
        links={table.links}
        expanded={table.expanded}
        selectHeader={
          <BulkSelection
            selectedCount={table.selected.size}
            rowCount={table.rows.length}
            total={table.total}
            trueBulk={table.trueBulk}
            onSelectAll={table.onSelectAll}
            onDeselectAll={table.onDeselectAll}
            onSelectTrueBulk={table.onSelectTrueBulk}
          />
        }
        selectCell={(id) => (
          <Checkbox
            checked={table.selected.has(id)}
            onChange={() => table.onToggleRow(id)}
            slotProps={{ input: { 'aria-label': `Select ${table.rows.find((r) => r.id === id)?.name ?? id}` } }}
          />
        )}
        detailHref={(id) => listingDetailHref(id)}
        editHref={(id) => listingDetailHref(id, true)}
        onNavigate={onNavigate}
        onSort={table.onSort}
        onPage={table.onPage}
        onToggleExpanded={table.onToggleExpanded}
        onAutoSync={table.onAutoSync}
        onOpenDirectory={table.onOpenDirectory}
      />
      {stores.flyout ? <DirectoryFlyout store={stores.flyout} /> : null}
    </Box>
  );
}

/** F2-036: one directory's sync status for one location, from the flyout call. */
function DirectoryFlyout({ store }: { store: SyncFlyoutStore }) {
  const flyout = useSyncFlyout(store);
  return (
    <Flyout open={flyout.open} title={flyout.view?.directoryName ?? 'Sync status'} onClose={flyout.onClose} keepOnPathChange>
      {flyout.view ? (
        <SyncFlyoutCard {...flyout.view} copyLabel={flyout.copyLabel} onCopy={flyout.onCopy} />
      ) : flyout.status === 'error' ? (
        <Alert severity="error">{flyout.error}</Alert>
      ) : (
        <LoadingBar label="Loading sync status" />
      )}
    </Flyout>
  );
}
