import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useStoreValue } from '@locus/resources';
import { ConfirmDialog, PageHeader, ScheduledExportsList, TableSkeleton } from '@locus/design-system';
import { backLink, createScheduledExportsApi, parseSearch, SCHEDULED_EXPORT_COLUMNS, SCHEDULED_EXPORTS_EMPTY, scheduledExportLink, ScheduledExportsListStore } from '@locus/filters';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { frequencyText, lastSentText } from './scheduled-export-cells';

/**
 * /settings/scheduled-exports/manage (P2-143..P2-160): the schedules the user may see (their own, or
 * all for an admin: P6-021, P6-022, the server enforces it), sortable by Type, each linking to its
 * report with the flyout in edit mode, selectable for deletion. The route guard sends users without
 * scheduled_export create to /error (P6-020).
 */
export default function ScheduledExportsPage() {
  const store = usePageStore(
    (root) =>
      new ScheduledExportsListStore({
        api: createScheduledExportsApi(root.client, () => root.auth.account_id),
        session: root.auth,
        notifier: root.notifier,
      }),
  );
  return store ? <ScheduledExportsManager store={store} /> : <ScheduledExportsLoading />;
}

/** The page before its store is built: the header and the table's skeleton, as the first load shows them. */
function ScheduledExportsLoading() {
  const location = useLocation();
  return (
    <Box>
      <PageHeader title="Scheduled Exports" back={backLink(parseSearch(location.search)['fromPage'])} LinkComponent={RouterLink} actions={deleteButton(0, false, () => undefined)} />
      <TableSkeleton columns={SCHEDULED_EXPORT_COLUMNS.length + 1} label="Loading scheduled exports" />
    </Box>
  );
}

function deleteButton(selectedCount: number, deleting: boolean, onClick: () => void) {
  return (
    <Button color="error" variant="outlined" disabled={selectedCount === 0 || deleting} onClick={onClick}>
      {selectedCount ? `Delete (${selectedCount})` : 'Delete'}
    </Button>
  );
}

function ScheduledExportsManager({ store }: { store: ScheduledExportsListStore }) {
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    void store.load(1);
  }, [store]);
  const state = useStoreValue(() => ({
    rows: store.rows,
    status: store.status,
    error: store.error,
    empty: store.empty,
    page: store.page,
    totalPages: store.totalPages,
    total: store.total,
    sortOrder: store.sortOrder,
    selected: [...store.selected],
    deleting: store.deleting,
  }));
  const back = backLink(parseSearch(location.search)['fromPage']);
  const selectedCount = state.selected.length;

  return (
    <Box>
      <PageHeader title="Scheduled Exports" back={back} LinkComponent={RouterLink} actions={deleteButton(selectedCount, state.deleting, () => setConfirming(true))} />
      <ScheduledExportsList
        columns={SCHEDULED_EXPORT_COLUMNS}
        status={state.status}
        error={state.error}
        empty={state.empty}
        emptyTitle={SCHEDULED_EXPORTS_EMPTY}
        rows={state.rows.map((row) => ({
          id: row.id,
          name: row.email_subject,
          href: scheduledExportLink(row).href,
          cells: { display_name: row.display_name, email_frequency: frequencyText(row), scheduled_time: row.scheduled_time, last_sent_at: lastSentText(row.last_sent_at) },
        }))}
        page={state.page}
        totalPages={state.totalPages}
        total={state.total}
        sortOrder={state.sortOrder}
        selected={state.selected}
        deleting={state.deleting}
        LinkComponent={RouterLink}
        onSort={() => void store.toggleTypeSort()}
        onPage={(page) => void store.load(page)}
        onToggleRow={(id) => store.toggleRow(id)}
        onSelectAll={() => store.selectAll()}
        onDeselectAll={() => store.deselectAll()}
        onRetry={() => void store.load()}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete Scheduled Exports"
        message={`${selectedCount === 1 ? 'This scheduled export' : `These ${selectedCount} scheduled exports`} will no longer be sent.`}
        confirmLabel="Delete"
        destructive
        busy={state.deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void store.deleteSelected().finally(() => setConfirming(false));
        }}
      />
    </Box>
  );
}
