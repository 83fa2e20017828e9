import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent, ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
import { DataTablePager, type DataTablePageLinks } from '../data/DataTable/DataTablePager.js';
import { ListingsCards } from './ListingsCards.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';
import { DirectoryStatusIcon, type DirectoryStatusTone } from './DirectoryStatusIcon.js';

export interface ListingsDirectoryCell {
  code: string;
  name: string;
  label: string;
  tone: DirectoryStatusTone;
  clickable: boolean;
  /** 'Fields not in sync: a,b', shown with the expanded statuses. */
  fieldsText: string | null;
}

export interface ListingsTableRow {
  id: number;
  name: string;
  address: string;
  topDirectories: string;
  lastPublished: string;
  lastScanned: string;
  statusLabel: string;
  statusTone: DirectoryStatusTone;
  autoSync: { on: boolean; disabled: boolean; reason: string | null };
  directories: readonly ListingsDirectoryCell[];
}

export interface ListingsDirectoryColumn {
  code: string;
  name: string;
  beta: boolean;
}

export type ListingsPageLinks = DataTablePageLinks;

/** The directory columns the internal table shows (F9-056..F9-058: as many as the width allows), and moving through them. */
export interface ListingsDirectoryWindow {
  start: number;
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Below this width the rows become cards (a phone). */
export const LISTINGS_CARDS_QUERY = '(max-width: 599.95px)';

export type ListingsSortField = 'name' | 'status' | 'last_published_at' | 'last_checked_at' | 'address';

export interface ListingsTableProps {
  /** simple: Name, Address, Top Directories, Last Published, Status; internal: per-directory columns and Auto Sync. */
  variant: 'simple' | 'internal';
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** Shown in place of the table when the page failed to load. */
  error: string | null;
  rows: readonly ListingsTableRow[];
  directoryColumns: readonly ListingsDirectoryColumn[];
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  page: number;
  totalPages: number;
  links: ListingsPageLinks;
  /** Internal variant: each directory's label written beside its icon. */
  expanded: boolean;
  /** Leading cell of each row and of the header (the bulk selection's checkboxes). */
  selectCell?: (id: number) => ReactNode;
  selectHeader?: ReactNode;
  detailHref: (id: number) => string;
  editHref: (id: number) => string;
  onNavigate: (href: string, event: MouseEvent) => void;
  onSort: (field: ListingsSortField) => void;
  onPage: (page: number) => void;
  onToggleExpanded: () => void;
  onAutoSync: (id: number, on: boolean) => void;
  onOpenDirectory: (id: number, code: string) => void;
  /** Internal variant: the directory columns shown; all of them without it. */
  directoryWindow?: ListingsDirectoryWindow;
  /** Cards (a phone) or the table; read from the viewport unless given. */
  layout?: 'table' | 'cards';
}

export const LISTINGS_EMPTY_HREF = '/settings/locations?local_listing_walkthrough=true';
export const LISTINGS_INTEGRATIONS_HREF = '/settings/integrations';

type Row = ListingsTableRow;
type Column = DataTableColumn<Row, ListingsSortField>;

/** The table's columns: the selection's when the page offers it, then the variant's. */
function listingsColumns(props: ListingsTableProps): Column[] {
  const name: Column = {
    key: 'name',
    header: 'Name',
    sortBy: 'name',
    cell: (row) => (
      <>
        <Link href={props.detailHref(row.id)} onClick={(e) => props.onNavigate(props.detailHref(row.id), e)}>{row.name}</Link>{' '}
        <Link variant="body2" href={props.editHref(row.id)} aria-label={`Edit ${row.name}`} onClick={(e) => props.onNavigate(props.editHref(row.id), e)}>
          Edit
        </Link>
      </>
    ),
  };
  const { selectCell } = props;
  const select: Column[] =
    props.selectHeader !== undefined ? [{ key: 'select', header: props.selectHeader, padding: 'checkbox', cell: (row) => selectCell?.(row.id) }] : [];
  if (props.variant === 'simple') {
    return [
      ...select,
      name,
      { key: 'address', header: 'Address', sortBy: 'address', cell: (row) => row.address },
      { key: 'top', header: 'Top Directories', cell: (row) => row.topDirectories },
      { key: 'published', header: 'Last Published', sortBy: 'last_published_at', cell: (row) => row.lastPublished },
      { key: 'status', header: 'Status', sortBy: 'status', cell: (row) => row.statusLabel },
    ];
  }
  return [
    ...select,
    name,
    { key: 'scanned', header: 'Last Scanned', sortBy: 'last_checked_at', cell: (row) => row.lastScanned },
    {
      key: 'status',
      header: 'Status',
      sortBy: 'status',
      headerAction: <Button size="small" onClick={props.onToggleExpanded}>{props.expanded ? 'Hide all statuses' : 'Expand all statuses'}</Button>,
      cell: (row) => row.statusLabel,
    },
    {
      key: 'auto-sync',
      header: 'Auto Sync',
      cell: (row) => (
        <Tooltip title={row.autoSync.reason ?? ''}>
          <span>
            <Switch
              checked={row.autoSync.on}
              disabled={row.autoSync.disabled}
              onChange={(_e, on) => props.onAutoSync(row.id, on)}
              slotProps={{ input: { 'aria-label': `Auto Sync for ${row.name}` } }}
            />
          </span>
        </Tooltip>
      ),
    },
    ...directoryColumns(props),
  ];
}

/** The internal variant's directory columns in the window, the first and last carrying the previous and next buttons. */
function directoryColumns(props: ListingsTableProps): Column[] {
  const all = props.directoryColumns;
  const win = props.directoryWindow;
  const start = win?.start ?? 0;
  const shown = all.slice(start, start + (win?.count ?? all.length));
  return shown.map((column, i): Column => {
    const index = start + i;
    const previous = win?.hasPrevious && i === 0
      ? <Button size="small" aria-label="Show earlier directories" onClick={win.onPrevious} sx={{ minWidth: 0 }}>‹</Button> : null;
    const next = win?.hasNext && i === shown.length - 1
      ? <Button size="small" aria-label="Show more directories" onClick={win.onNext} sx={{ minWidth: 0 }}>›</Button> : null;
    return {
      key: column.code,
      header: (
        <>
          {previous}
          {column.name}
          {column.beta ? (
            <Tooltip title="Updates may be delayed">
              <Chip size="small" label="BETA" sx={{ ml: 0.5 }} />
            </Tooltip>
          ) : null}
          {next}
        </>
      ),
      cell: (row) => {
        const cell = row.directories[index];
        return cell ? <DirectoryCell cell={cell} rowId={row.id} expanded={props.expanded} onOpen={props.onOpenDirectory} /> : null;
      },
    };
  });
}

function DirectoryCell({ cell, rowId, expanded, onOpen }: { cell: ListingsDirectoryCell; rowId: number; expanded: boolean; onOpen: (id: number, code: string) => void }) {
  return (
    <>
      <DirectoryStatusIcon directoryName={cell.name} tone={cell.tone} label={cell.label} onOpen={cell.clickable ? () => onOpen(rowId, cell.code) : null} />
      {expanded ? (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {cell.label}
          {cell.fieldsText ? ` · ${cell.fieldsText}` : ''}
        </Typography>
      ) : null}
    </>
  );
}

/** The Local Listings dashboard's table (F2-027, F2-029, F2-030): the simple or the internal variant, with its pages (F2-026); cards on a phone. */
export function ListingsTable(props: ListingsTableProps) {
  const { status, rows } = props;
  const phone = useMediaQuery(LISTINGS_CARDS_QUERY, { noSsr: true });
  const paging = { variant: 'links' as const, page: props.page, pageCount: props.totalPages, links: props.links, onPage: props.onPage, label: 'Local listings pages' };
  if ((props.layout ?? (phone ? 'cards' : 'table')) === 'cards') {
    if (status === 'error') return <Alert severity="error">{props.error}</Alert>;
    if (status === 'loaded' && rows.length === 0) return <ListingsEmpty onNavigate={props.onNavigate} />;
    return (
      <Stack spacing={2}>
        {status === 'loading' ? <LoadingBar label="Loading locations" /> : null}
        {props.selectHeader !== undefined ? <div>{props.selectHeader}</div> : null}
        <ListingsCards {...props} />
        <DataTablePager paging={paging} />
      </Stack>
    );
  }
  return (
    <DataTable
      label="Local listings"
      size="small"
      columns={listingsColumns(props)}
      rows={rows}
      rowKey={(row) => row.id}
      sort={{ by: props.sortBy, order: props.sortOrder }}
      onSort={(field) => props.onSort(field)}
      loading={status === 'loading'}
      loadingSlot={<LoadingBar label="Loading locations" />}
      errorSlot={status === 'error' ? <Alert severity="error">{props.error}</Alert> : null}
      emptySlot={status === 'loaded' && rows.length === 0 ? <ListingsEmpty onNavigate={props.onNavigate} /> : null}
      paging={paging}
    />
  );
}

function ListingsEmpty({ onNavigate }: Pick<ListingsTableProps, 'onNavigate'>) {
  return (
    <EmptyState
      title="No locations in Local Listings yet"
      description="Add your locations and connect your main directory to start syncing your listings."
      action={
        <Stack direction="row" spacing={2}>
          <Link href={LISTINGS_EMPTY_HREF} onClick={(e) => onNavigate(LISTINGS_EMPTY_HREF, e)}>Set up your locations</Link>
          <Link href={LISTINGS_INTEGRATIONS_HREF} onClick={(e) => onNavigate(LISTINGS_INTEGRATIONS_HREF, e)}>Connect Google</Link>
        </Stack>
      }
    />
  );
}

export interface ListingsPreviewProps {
  directoryColumns: readonly ListingsDirectoryColumn[];
  /** Request Access (F7-049): its label by state ('Request Access', 'Request sent!', 'Try again'). */
  requestLabel: string;
  requestDisabled: boolean;
  onRequestAccess: () => void;
}

/** F2-031: what a user with only the preview permission sees instead of the account's listings, with Request Access. */
export function ListingsPreview({ directoryColumns, requestLabel, requestDisabled, onRequestAccess }: ListingsPreviewProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
        This is a preview of Local Listings. Ask your account administrator for access to see your locations' listings.
      </Alert>
      <Typography>
        Local Listings keeps every location's name, address, phone, website and hours in sync on{' '}
        {directoryColumns.map((c) => c.name).join(', ')}, and shows which directories are out of sync and why.
      </Typography>
      <Button variant="contained" disabled={requestDisabled} onClick={onRequestAccess}>{requestLabel}</Button>
    </Stack>
  );
}
