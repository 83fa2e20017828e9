import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useStoreValue } from '@locus/resources';
import {
  BulkSelection,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  SortableColumnHeader,
  TableSkeleton,
} from '@locus/design-system';
import { backLink, createScheduledExportsApi, parseSearch, SCHEDULED_EXPORT_COLUMNS, SCHEDULED_EXPORTS_EMPTY, scheduledExportLink, ScheduledExportsListStore } from '@locus/filters';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { frequencyText, lastSentText } from './scheduled-export-cells';

const TYPE_COLUMN = 'display_name';

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
  return store ? <ScheduledExportsList store={store} /> : <ScheduledExportsLoading />;
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

function ScheduledExportsList({ store }: { store: ScheduledExportsListStore }) {
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
  const loading = state.status === 'loading';
  const selectedCount = state.selected.length;

  return (
    <Box>
      <PageHeader title="Scheduled Exports" back={back} LinkComponent={RouterLink} actions={deleteButton(selectedCount, state.deleting, () => setConfirming(true))} />
      {state.status === 'error' ? (
        <ErrorState message={state.error ?? ''} onRetry={() => void store.load()} />
      ) : state.empty ? (
        <EmptyState title={SCHEDULED_EXPORTS_EMPTY} description="Schedule an export from a report's Schedule button." />
      ) : state.status !== 'loaded' && state.rows.length === 0 ? (
        <TableSkeleton columns={SCHEDULED_EXPORT_COLUMNS.length + 1} label="Loading scheduled exports" />
      ) : (
        <Table aria-label="Scheduled exports" aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <BulkSelection
                  selectedCount={selectedCount}
                  rowCount={state.rows.length}
                  total={state.total}
                  trueBulk={false}
                  disabled={state.deleting}
                  onSelectAll={() => store.selectAll()}
                  onDeselectAll={() => store.deselectAll()}
                  onSelectTrueBulk={() => store.selectAll()}
                  checkboxLabel="Select all scheduled exports"
                />
              </TableCell>
              {SCHEDULED_EXPORT_COLUMNS.map((column) =>
                column.sortBy ? (
                  <SortableColumnHeader
                    key={column.key}
                    column={column.sortBy}
                    label={column.label}
                    sort={state.sortOrder ? { by: TYPE_COLUMN, order: state.sortOrder } : null}
                    loading={loading}
                    onSort={() => void store.toggleTypeSort()}
                  />
                ) : (
                  <TableCell key={column.key}>{column.label}</TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.rows.map((row) => (
              <TableRow key={row.id} hover selected={state.selected.includes(row.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={state.selected.includes(row.id)}
                    disabled={state.deleting}
                    onChange={() => store.toggleRow(row.id)}
                    slotProps={{ input: { 'aria-label': `Select ${row.email_subject}` } }}
                  />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} href={scheduledExportLink(row).href} underline="hover">
                    {row.email_subject}
                  </Link>
                </TableCell>
                <TableCell>{row.display_name}</TableCell>
                <TableCell>{frequencyText(row)}</TableCell>
                <TableCell>{row.scheduled_time}</TableCell>
                <TableCell>{lastSentText(row.last_sent_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {state.totalPages > 1 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <Button disabled={loading || state.page <= 1} onClick={() => void store.load(state.page - 1)}>
            Previous
          </Button>
          <Typography variant="body2">{`Page ${state.page} of ${state.totalPages}`}</Typography>
          <Button disabled={loading || state.page >= state.totalPages} onClick={() => void store.load(state.page + 1)}>
            Next
          </Button>
        </Stack>
      ) : null}
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
