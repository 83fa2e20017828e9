import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MouseEvent, ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
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

/** /settings/locations: search as you type, sortable columns, pages. */
export function LocationsList(props: LocationsListProps) {
  const { status, rows } = props;
  const columns: DataTableColumn<LocationListRow, LocationListSortField>[] = [
    {
      key: 'name',
      header: 'Name',
      sortBy: 'name',
      cell: (row) => (
        <Link href={props.detailHref(row.id)} onClick={(event) => props.onOpen(row.id, event)}>
          {row.name}
        </Link>
      ),
    },
    { key: 'external-id', header: 'External ID', sortBy: 'external_id', cell: (row) => row.externalId ?? 'No External ID' },
    { key: 'address', header: 'Address', cell: (row) => row.address },
    { key: 'city', header: 'City, State, Zip', sortBy: 'city', cell: (row) => row.cityStateZip },
  ];
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
      <DataTable
        label="Locations"
        size="small"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={{ by: props.sortBy, order: props.sortOrder }}
        onSort={(field) => props.onSort(field)}
        loading={status === 'loading'}
        loadingSlot={<LoadingBar label="Loading locations" />}
        errorSlot={status === 'error' ? <ErrorState message={props.error ?? 'Error fetching locations'} onRetry={props.onRetry} /> : null}
        emptySlot={
          status === 'loaded' && rows.length === 0 ? <EmptyState title="No locations found" description={props.typed ? 'Try another search.' : undefined} /> : null
        }
        paging={{ variant: 'numbered', page: props.page, pageCount: props.totalPages, onPage: props.onPageChange, label: 'Location pages' }}
      />
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
