import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { BulkSelection, Flyout, ListSkeleton, ListingsFilters, ListingsPreview, ListingsTable, LoadingBar, PageHeader, SyncFlyoutCard, type ListFilterModel, type ListingsLocationsModel } from '@locus/design-system';
import { DIRECTORY_COLUMNS, STATUS_FILTER_VALUES, statusLabel, useDirectoryColumns, useListingsTable, useSyncFlyout, type DirectoryCode, type ListingStatus, type SyncFlyoutStore } from '@locus/listings';
import { useStoreValue, type NamedRow, type RequestAccessStore, type TypeaheadList } from '@locus/resources';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ListingsBulkActions } from './ListingsBulkActions';
import { useTypeaheadFilter } from '../../app/filters/typeahead-filter';
import { useTypeaheadMultiFilter } from '../../app/filters/typeahead-multi-filter';
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
      {stores.access ? <Preview access={stores.access} /> : null}
    </Box>
  );
}

/** F2-031, F7-049: the preview screen with Request Access. */
function Preview({ access }: { access: RequestAccessStore }) {
  const request = useStoreValue(() => ({ label: access.label, disabled: access.disabled }));
  return (
    <ListingsPreview
      directoryColumns={DIRECTORY_COLUMNS}
      requestLabel={request.label}
      requestDisabled={request.disabled}
      onRequestAccess={() => void access.request()}
    />
  );
}

type ListingsTableModel = ReturnType<typeof useListingsTable>;
type Query = NonNullable<ListingsTableModel['query']>;
type OnFilters = ListingsTableModel['onFilters'];

/** The shared group dropdown (the locations list's): group_id. */
function WithGroup({ list, query, onFilters, children }: { list: TypeaheadList<NamedRow>; query: Query; onFilters: OnFilters; children: (group: ListFilterModel) => ReactNode }) {
  return children(useTypeaheadFilter(list, query.groupId, (id) => onFilters({ groupId: typeof id === 'number' ? id : null })));
}

/** The location dropdown (location_id) and the several-locations filter (location_ids). */
function WithLocations({ list, query, onFilters, children }: { list: TypeaheadList<NamedRow>; query: Query; onFilters: OnFilters; children: (location: ListFilterModel, locations: ListingsLocationsModel) => ReactNode }) {
  const location = useTypeaheadFilter(list, query.locationId, (id) => onFilters({ locationId: typeof id === 'number' ? id : null }));
  const locations = useTypeaheadMultiFilter(list, query.locationIds, (ids) => onFilters({ locationIds: ids }));
  return children(location, locations);
}

/** F2-024: every filter of the dashboard in the shared filter bar (its Filters sheet on a phone); each list only with its permission. */
function Filters({ stores, table, query }: { stores: LocalListingsPageStores; table: ListingsTableModel; query: Query }) {
  const bar = (group?: ListFilterModel, location?: ListFilterModel, locations?: ListingsLocationsModel) => (
    <Box sx={{ mb: 2 }}>
      <ListingsFilters
        statusOptions={STATUS_OPTIONS}
        directoryOptions={DIRECTORY_OPTIONS}
        statuses={query.statuses}
        directories={query.directories}
        onStatusesChange={(values) => table.onFilters({ statuses: values as ListingStatus[] })}
        onDirectoriesChange={(values) => table.onFilters({ directories: values as DirectoryCode[] })}
        {...(group ? { group } : {})}
        {...(location ? { location } : {})}
        {...(locations ? { locations } : {})}
      />
    </Box>
  );
  const withLocations = (group?: ListFilterModel) =>
    stores.locations ? (
      <WithLocations list={stores.locations} query={query} onFilters={table.onFilters}>{(location, locations) => bar(group, location, locations)}</WithLocations>
    ) : (
      bar(group)
    );
  return stores.groups ? <WithGroup list={stores.groups} query={query} onFilters={table.onFilters}>{withLocations}</WithGroup> : withLocations();
}

function DashboardView({ stores }: { stores: LocalListingsPageStores }) {
  const navigate = useNavigate();
  const table = useListingsTable(stores);
  const columns = useDirectoryColumns(DIRECTORY_COLUMNS.length);
  const { dashboard, selection } = stores;
  if (!dashboard || !table.query) return null;
  const onNavigate = (href: string, event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box>
      <PageHeader title={TITLE} />
      <Filters stores={stores} table={table} query={table.query} />
      <ListingsBulkActions selection={selection} list={dashboard} pageIds={table.rows.map((row) => row.id)} />
      <ListingsTable
        variant={table.variant}
        status={table.status}
        error={table.error}
        rows={table.rows}
        directoryColumns={DIRECTORY_COLUMNS}
        directoryWindow={columns}
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
        <SyncFlyoutCard {...flyout.view} copyLabel={flyout.copyLabel} onCopy={flyout.onCopy} onDirectorySwitch={flyout.onDirectorySwitch} />
      ) : flyout.status === 'error' ? (
        <Alert severity="error">{flyout.error}</Alert>
      ) : (
        <LoadingBar label="Loading sync status" />
      )}
    </Flyout>
  );
}
