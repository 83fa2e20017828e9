import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { SearchBox } from '../../inputs/SearchBox/SearchBox.js';
import { SettingsSection } from '../../layout/SettingsSection/SettingsSection.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { routeClick } from '../../utils/link-click.js';
import type { RequestsLoadStatus } from '../report-view-types.js';

export interface DoNotContactRowView {
  id: number;
  /** The e-mail address or phone number. */
  contact: string;
  /** 'Unsubscribed', 'Added by a user' */
  reasonLabel: string;
  added: string;
}

export interface DoNotContactProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: readonly DoNotContactRowView[];
  page: number;
  pageCount: number;
  total: number;
  search: string;
  /** The address being typed into the add field. */
  draft: string;
  /** Why the draft cannot be added (not an e-mail or phone, already listed). */
  draftError: string | null;
  adding: boolean;
  /** Without it the list is read-only: no add field, no remove buttons. */
  canEdit: boolean;
  /** The whole list as a CSV. */
  csvHref: string;
  /** The CSV is being fetched: the link says so and ignores clicks. */
  downloading?: boolean;
  /**
   * Downloads the CSV itself (with the session's credentials, which a plain link does not send); without it
   * the link opens `csvHref`.
   */
  onDownloadCsv?: () => void;
  onDraftChange(v: string): void;
  onAdd(): void;
  onRemove(id: number): void;
  onSearchChange(v: string): void;
  onPageChange(page: number): void;
  onRetry(): void;
}

const WHAT_IT_DOES =
  'People on this list never get a review request, by e-mail or by text message. Customers who unsubscribe from a request are added automatically.';

const entryCount = (total: number) => (total === 1 ? '1 address' : `${total.toLocaleString('en-US')} addresses`);

function AddForm(props: DoNotContactProps) {
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.adding) props.onAdd();
      }}
    >
      <TextField
        size="small"
        label="E-mail or phone number"
        value={props.draft}
        error={Boolean(props.draftError)}
        helperText={props.draftError ?? 'For example jane@example.com or +1 415 555 0142'}
        autoComplete="off"
        onChange={(event) => props.onDraftChange(event.target.value)}
        sx={{ flex: { sm: '0 1 360px' } }}
      />
      <Button type="submit" variant="contained" loading={props.adding} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
        Add
      </Button>
    </Stack>
  );
}

/** The account's do-not-contact list: who never gets a request, added by hand or by unsubscribing. */
export function DoNotContactManager(props: DoNotContactProps) {
  const { status, rows, canEdit } = props;
  const columns: DataTableColumn<DoNotContactRowView>[] = [
    { key: 'contact', header: 'E-mail or phone', cell: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.contact}</Box> },
    { key: 'reason', header: 'Reason', cell: (row) => row.reasonLabel },
    { key: 'added', header: 'Added', hideOnPhone: true, cell: (row) => row.added },
  ];
  if (canEdit)
    columns.push({
      key: 'remove',
      header: <Box component="span" sx={{ whiteSpace: 'nowrap' }}>Remove</Box>,
      align: 'right',
      cell: (row) => (
        <IconButton size="small" aria-label={`Remove ${row.contact}`} onClick={() => props.onRemove(row.id)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      ),
    });
  const searching = props.search !== '';
  return (
    <SettingsSection title="Do not contact">
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography color="text.secondary">{WHAT_IT_DOES}</Typography>
        {canEdit ? <AddForm {...props} /> : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
            <SearchBox
              value={props.search}
              label="Search the do-not-contact list"
              placeholder="Search e-mail or phone"
              fullWidth
              onSearch={props.onSearchChange}
              onClear={() => props.onSearchChange('')}
            />
          </Box>
          {status === 'ready' ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {entryCount(props.total)}
            </Typography>
          ) : null}
          {status === 'ready' && props.total > 0 ? (
            <Link
              href={props.csvHref}
              download
              aria-disabled={props.downloading || undefined}
              // One download at a time: a click while the file is prepared does nothing.
              onClick={props.downloading ? (event) => event.preventDefault() : routeClick(props.csvHref, props.onDownloadCsv && (() => props.onDownloadCsv?.()))}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: { sm: 'auto' } }}
            >
              <FileDownloadOutlined fontSize="small" aria-hidden="true" />
              {props.downloading ? 'Preparing your CSV…' : 'Download CSV'}
            </Link>
          ) : null}
        </Stack>
        <DataTable
          label="Do-not-contact list"
          size="small"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={status === 'loading'}
          lockWhileLoading
          loadingSlot={rows.length > 0 ? <LoadingBar label="Loading the do-not-contact list" /> : null}
          placeholderSlot={<TableSkeleton columns={3} label="Loading the do-not-contact list" />}
          errorSlot={
            status === 'error' ? (
              <ErrorState message={props.loadError ?? 'Unable to load the do-not-contact list.'} onRetry={props.onRetry} />
            ) : undefined
          }
          emptySlot={
            status === 'ready' && rows.length === 0 ? (
              searching ? (
                <EmptyState title="No one matches your search" description="Search by another e-mail address or phone number." />
              ) : (
                <EmptyState
                  title="No one is on your do-not-contact list"
                  description={
                    canEdit
                      ? 'Add an e-mail address or phone number above to stop sending review requests to it. Customers who unsubscribe are added here for you.'
                      : 'Customers who unsubscribe from a review request are added here, and never get another one.'
                  }
                />
              )
            ) : undefined
          }
          paging={{
            variant: 'prev-next',
            page: props.page,
            pageCount: props.pageCount,
            onPage: props.onPageChange,
            label: 'Do-not-contact pages',
          }}
        />
      </Stack>
    </SettingsSection>
  );
}
