import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
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

export interface ListingsPageLinks {
  first: number | null;
  prev: number | null;
  next: number | null;
  last: number | null;
}

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
}

export const LISTINGS_EMPTY_HREF = '/settings/locations?local_listing_walkthrough=true';
export const LISTINGS_INTEGRATIONS_HREF = '/settings/integrations';

type Column = { field: ListingsSortField | null; label: string };
const SIMPLE: readonly Column[] = [
  { field: 'name', label: 'Name' },
  { field: 'address', label: 'Address' },
  { field: null, label: 'Top Directories' },
  { field: 'last_published_at', label: 'Last Published' },
  { field: 'status', label: 'Status' },
];
const INTERNAL_LEAD: readonly Column[] = [
  { field: 'name', label: 'Name' },
  { field: 'last_checked_at', label: 'Last Scanned' },
  { field: 'status', label: 'Status' },
  { field: null, label: 'Auto Sync' },
];

function SortHeader({ column, sortBy, sortOrder, onSort, children }: { column: Column; sortBy: string; sortOrder: 'asc' | 'desc'; onSort: (f: ListingsSortField) => void; children?: ReactNode }) {
  const { field } = column;
  return (
    <TableCell sortDirection={field === sortBy ? sortOrder : false}>
      {field ? (
        <TableSortLabel active={field === sortBy} direction={field === sortBy ? sortOrder : 'asc'} onClick={() => onSort(field)}>
          {column.label}
        </TableSortLabel>
      ) : (
        column.label
      )}
      {children}
    </TableCell>
  );
}

/** The Local Listings dashboard's table (F2-027, F2-029, F2-030): the simple or the internal variant, with its pages. */
export function ListingsTable(props: ListingsTableProps) {
  const { status, rows, variant } = props;
  if (status === 'error') {
    return <Alert severity="error">{props.error}</Alert>;
  }
  if (status === 'loaded' && rows.length === 0) {
    return (
      <EmptyState
        title="No locations in Local Listings yet"
        description="Add your locations and connect your main directory to start syncing your listings."
        action={
          <Stack direction="row" spacing={2}>
            <Link href={LISTINGS_EMPTY_HREF} onClick={(e) => props.onNavigate(LISTINGS_EMPTY_HREF, e)}>Set up your locations</Link>
            <Link href={LISTINGS_INTEGRATIONS_HREF} onClick={(e) => props.onNavigate(LISTINGS_INTEGRATIONS_HREF, e)}>Connect Google</Link>
          </Stack>
        }
      />
    );
  }
  const lead = variant === 'simple' ? SIMPLE : INTERNAL_LEAD;
  const nameCell = (row: ListingsTableRow) => (
    <TableCell>
      <Link href={props.detailHref(row.id)} onClick={(e) => props.onNavigate(props.detailHref(row.id), e)}>{row.name}</Link>{' '}
      <Link variant="body2" href={props.editHref(row.id)} aria-label={`Edit ${row.name}`} onClick={(e) => props.onNavigate(props.editHref(row.id), e)}>
        Edit
      </Link>
    </TableCell>
  );
  return (
    <Stack spacing={2}>
      {status === 'loading' ? <LoadingBar label="Loading locations" /> : null}
      <Table size="small" aria-label="Local listings">
        <TableHead>
          <TableRow>
            {props.selectHeader !== undefined ? <TableCell padding="checkbox">{props.selectHeader}</TableCell> : null}
            {lead.map((column) => (
              <SortHeader key={column.label} column={column} sortBy={props.sortBy} sortOrder={props.sortOrder} onSort={props.onSort}>
                {variant === 'internal' && column.field === 'status' ? (
                  <Button size="small" onClick={props.onToggleExpanded}>{props.expanded ? 'Hide all statuses' : 'Expand all statuses'}</Button>
                ) : null}
              </SortHeader>
            ))}
            {variant === 'internal'
              ? props.directoryColumns.map((column) => (
                  <TableCell key={column.code}>
                    {column.name}
                    {column.beta ? (
                      <Tooltip title="Updates may be delayed">
                        <Chip size="small" label="BETA" sx={{ ml: 0.5 }} />
                      </Tooltip>
                    ) : null}
                  </TableCell>
                ))
              : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              {props.selectCell ? <TableCell padding="checkbox">{props.selectCell(row.id)}</TableCell> : null}
              {nameCell(row)}
              {variant === 'simple' ? (
                <>
                  <TableCell>{row.address}</TableCell>
                  <TableCell>{row.topDirectories}</TableCell>
                  <TableCell>{row.lastPublished}</TableCell>
                  <TableCell>{row.statusLabel}</TableCell>
                </>
              ) : (
                <>
                  <TableCell>{row.lastScanned}</TableCell>
                  <TableCell>{row.statusLabel}</TableCell>
                  <TableCell>
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
                  </TableCell>
                  {row.directories.map((cell) => (
                    <TableCell key={cell.code}>
                      <DirectoryStatusIcon
                        directoryName={cell.name}
                        tone={cell.tone}
                        label={cell.label}
                        onOpen={cell.clickable ? () => props.onOpenDirectory(row.id, cell.code) : null}
                      />
                      {props.expanded ? (
                        <Typography variant="caption" sx={{ display: 'block' }}>
                          {cell.label}
                          {cell.fieldsText ? ` · ${cell.fieldsText}` : ''}
                        </Typography>
                      ) : null}
                    </TableCell>
                  ))}
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListingsPager page={props.page} totalPages={props.totalPages} links={props.links} onPage={props.onPage} />
    </Stack>
  );
}

/** First, prev, next and last (F2-026); a link the page cannot follow is disabled. */
function ListingsPager({ page, totalPages, links, onPage }: { page: number; totalPages: number; links: ListingsPageLinks; onPage: (p: number) => void }) {
  const button = (label: string, target: number | null) => (
    <Button disabled={target === null} onClick={() => target !== null && onPage(target)}>{label}</Button>
  );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="nav" aria-label="Local listings pages">
      <ButtonGroup size="small">
        {button('First', links.first)}
        {button('Prev', links.prev)}
        {button('Next', links.next)}
        {button('Last', links.last)}
      </ButtonGroup>
      <Typography variant="body2">Page {page} of {Math.max(1, totalPages)}</Typography>
    </Stack>
  );
}

export interface ListingsPreviewProps {
  directoryColumns: readonly ListingsDirectoryColumn[];
}

/** F2-031: what a user with only the preview permission sees instead of the account's listings. */
export function ListingsPreview({ directoryColumns }: ListingsPreviewProps) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        This is a preview of Local Listings. Ask your account administrator for access to see your locations' listings.
      </Alert>
      <Typography>
        Local Listings keeps every location's name, address, phone, website and hours in sync on{' '}
        {directoryColumns.map((c) => c.name).join(', ')}, and shows which directories are out of sync and why.
      </Typography>
    </Stack>
  );
}
