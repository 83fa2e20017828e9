import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFeature, usePermission } from '@locus/auth';
import { AddLocationBlockedDialog, AddLocationButton, FilterBar, ListSkeleton, LocationsList, PageHeader, TrialExportDialog } from '@locus/design-system';
import { useExport } from '@locus/filters';
import { LOCATION_SETTINGS, NEW_LOCATION_PATH, addLocationStep, detailPath, listQueryToUrl, locationsCountLabel, useLocationList } from '@locus/locations';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTypeaheadFilter } from '../../../app/filters/typeahead-filter';
import { useUrlPageStores } from '../../../app/filters/use-url-page-stores';
import { createLocationListPageStores, locationExportFilters, type LocationListPageStores } from './location-list-page-stores';

export default function LocationsListPage() {
  const stores = useUrlPageStores(createLocationListPageStores);
  return stores ? (
    <LocationsListView stores={stores} />
  ) : (
    <Box>
      <PageHeader title="Locations" />
      <ListSkeleton label="Loading locations" />
    </Box>
  );
}

function LocationsListView({ stores }: { stores: LocationListPageStores }) {
  const navigate = useNavigate();
  const view = useLocationList(stores.list);
  const exporter = useExport(stores.exporter);
  // F6-006: Add Location needs location create; F6-007, P6-012: the group dropdown needs group read.
  const canAdd = usePermission('location', 'create');
  const canReadGroups = usePermission('group', 'read');
  const preventAdditions = useFeature(LOCATION_SETTINGS.preventAdditions);
  const [blocked, setBlocked] = useState(false);
  const group = useTypeaheadFilter(stores.groups, view.query.groupId, (id) => view.onGroupChange(typeof id === 'number' ? id : null));
  const open = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  const onAdd = (event: MouseEvent) => {
    event.preventDefault();
    if (addLocationStep(preventAdditions) === 'prevented') setBlocked(true);
    else void navigate(NEW_LOCATION_PATH);
  };
  // F2-013: the detail link carries the list's query, so the way back restores the list.
  const detailHref = (id: number) => detailPath(id, listQueryToUrl(view.query));

  const actions = (
    <>
      <Button
        variant="outlined"
        disabled={exporter.busy}
        onClick={() => exporter.onExport({ resource: 'locations', filters: locationExportFilters(view.query) })}
      >
        {exporter.busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {canAdd ? <AddLocationButton href={NEW_LOCATION_PATH} onClick={onAdd} /> : null}
    </>
  );

  return (
    <Box>
      <PageHeader title="Locations" subtitle={view.status === 'loaded' ? locationsCountLabel(view.total) : undefined} actions={actions} />
      {!exporter.busy && exporter.message ? (
        <Alert severity={exporter.status === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {exporter.message}
        </Alert>
      ) : null}
      {view.status === 'loading' && view.rows.length === 0 ? <ListSkeleton label="Loading locations" /> : null}
      <LocationsList
        status={view.status}
        error={view.error}
        rows={view.rows}
        typed={view.typed}
        sortBy={view.query.sortBy}
        sortOrder={view.query.sortOrder}
        page={view.query.page}
        totalPages={view.totalPages}
        total={view.total}
        toolbar={canReadGroups ? <FilterBar visible={['group']} group={group} disabled={exporter.busy} /> : null}
        detailHref={detailHref}
        onOpen={(id, event) => open(detailHref(id))(event)}
        onSearch={view.onSearch}
        onSort={view.onSort}
        onPageChange={view.onPageChange}
        onRetry={view.onRetry}
      />
      <AddLocationBlockedDialog open={blocked} onClose={() => setBlocked(false)} />
      <TrialExportDialog
        block={exporter.trialBlock}
        onDismiss={exporter.onDismissTrialBlock}
        onUpgrade={(path) => {
          exporter.onDismissTrialBlock();
          void navigate(path);
        }}
      />
    </Box>
  );
}
