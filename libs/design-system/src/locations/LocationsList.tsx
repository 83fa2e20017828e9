import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import type { MouseEvent, ReactNode } from 'react';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';

export interface LocationListRow {
  id: number;
  name: string;
  externalId: string | null;
  address: string;
  cityStateZip: string;
}

export type LocationListSortField = 'name' | 'external_id' | 'city';

export interface LocationsListProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  rows: readonly LocationListRow[];
  typed: string;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  page: number;
  totalPages: number;
  total: number;
  /** The Add Location link (location create) and other toolbar items, e.g. the group filter and export. */
  toolbar?: ReactNode;
  detailHref: (id: number) => string;
  onOpen: (id: number, event: MouseEvent) => void;
  onSearch: (text: string) => void;
  onSort: (field: LocationListSortField) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

const COLUMNS: { field: LocationListSortField | null; label: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'external_id', label: 'External ID' },
  { field: null, label: 'Address' },
  { field: 'city', label: 'City, State, Zip' },
];

/** /settings/locations: search as you type, sortable columns, pages. */
export function LocationsList(props: LocationsListProps) {
  const { status, rows } = props;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Search locations"
          value={props.typed}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        {props.toolbar}
      </Stack>
      {status === 'loading' ? <LoadingBar label="Loading locations" /> : null}
      {status === 'error' ? (
        <ErrorState message={props.error ?? 'Error fetching locations'} onRetry={props.onRetry} />
      ) : status === 'loaded' && rows.length === 0 ? (
        <EmptyState title="No locations found" description={props.typed ? 'Try another search.' : undefined} />
      ) : (
        <Table size="small" aria-label="Locations">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.label} sortDirection={column.field === props.sortBy ? props.sortOrder : false}>
                  {column.field ? (
                    <TableSortLabel
                      active={column.field === props.sortBy}
                      direction={column.field === props.sortBy ? props.sortOrder : 'asc'}
                      onClick={() => column.field && props.onSort(column.field)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  <Link href={props.detailHref(row.id)} onClick={(event) => props.onOpen(row.id, event)}>
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell>{row.externalId ?? 'No External ID'}</TableCell>
                <TableCell>{row.address}</TableCell>
                <TableCell>{row.cityStateZip}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.totalPages > 1 ? (
        <Pagination count={props.totalPages} page={props.page} onChange={(_event, page) => props.onPageChange(page)} aria-label="Location pages" />
      ) : null}
    </Stack>
  );
}

export interface AddLocationButtonProps {
  href: string;
  onClick: (event: MouseEvent) => void;
}

/** The Add Location link (shown with location create). */
export function AddLocationButton({ href, onClick }: AddLocationButtonProps) {
  return (
    <Button variant="contained" href={href} onClick={onClick}>
      Add Location
    </Button>
  );
}
