import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '../data/DataTable/DataTable.js';
import { DataTablePager } from '../data/DataTable/DataTablePager.js';
import { SearchBox } from '../inputs/SearchBox/SearchBox.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../states/Skeletons/Skeletons.js';
import { UserRowActions, UserTypeCell } from './UserRowActions.js';
import { UserStatusChip } from './UserStatusChip.js';
import type { UserRowHandlers, UserRowView, UserSortOrder, UserStatusCode, UserTypeOption, UsersLoadStatus } from './user-view-types.js';

export interface UsersTableProps extends UserRowHandlers {
  status: UsersLoadStatus;
  loadError: string | null;
  rows: readonly UserRowView[];
  total: number;
  page: number;
  pageCount: number;
  /** What is typed in the search (the list follows it 250 ms after the last key). */
  search: string;
  filtered: boolean;
  userTypeId: number | null;
  statusFilter: UserStatusCode | null;
  typeOptions: readonly UserTypeOption[];
  statusOptions: readonly { value: UserStatusCode; label: string }[];
  sort: { by: string; order: UserSortOrder } | null;
  /** The user a call is running for: their controls wait. */
  busyId: number | null;
  onSearchChange(text: string): void;
  onUserTypeChange(id: number | null): void;
  onStatusChange(status: UserStatusCode | null): void;
  onSort(by: string, next: { by: string; order: UserSortOrder } | null): void;
  onPageChange(page: number): void;
  onClearFilters(): void;
  onRetry(): void;
}

const WRAP = { overflowWrap: 'anywhere' } as const;
const DESKTOP_ONLY = { display: { xs: 'none', sm: 'block' } } as const;
const PHONE_ONLY = { display: { xs: 'flex', sm: 'none' } } as const;
const ALL = '';

const userCount = (total: number) => (total === 1 ? '1 user' : `${total.toLocaleString('en-US')} users`);

function NameCell({ row }: { row: UserRowView }) {
  return (
    <Box sx={WRAP}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {row.name}
      </Typography>
      {row.isOwner ? (
        <Typography variant="caption" color="text.secondary" component="span">
          {' '}
          (account owner)
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {row.email}
      </Typography>
    </Box>
  );
}

/** On a phone each user is a card: name, e-mail, type, status, last sign-in and the actions. */
function UserCard({ row, props }: { row: UserRowView; props: UsersTableProps }) {
  const busy = props.busyId === row.id;
  return (
    <Card component="li" variant="outlined" aria-label={row.name}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <NameCell row={row} />
            <UserRowActions row={row} busy={busy} {...props} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <UserStatusChip status={row.status} label={row.statusLabel} />
            <Typography variant="body2" color="text.secondary">
              Last sign-in: {row.lastSignIn}
            </Typography>
          </Stack>
          <UserTypeCell row={row} typeOptions={props.typeOptions} busy={busy} onChangeType={props.onChangeType} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /settings/users: the account's users, searched, filtered by type and status, sorted and paged, with their actions. */
export function UsersTable(props: UsersTableProps) {
  const { status, rows } = props;
  const columns: DataTableColumn<UserRowView>[] = [
    { key: 'name', header: 'Name', sortBy: 'name', cell: (row) => <NameCell row={row} /> },
    {
      key: 'type',
      header: 'User type',
      cell: (row) => <UserTypeCell row={row} typeOptions={props.typeOptions} busy={props.busyId === row.id} onChangeType={props.onChangeType} />,
    },
    { key: 'status', header: 'Status', cell: (row) => <UserStatusChip status={row.status} label={row.statusLabel} /> },
    { key: 'last_sign_in_at', header: 'Last sign-in', sortBy: 'last_sign_in_at', cell: (row) => row.lastSignIn },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => <UserRowActions row={row} busy={props.busyId === row.id} {...props} />,
    },
  ];
  const blocking =
    status === 'error' ? (
      <ErrorState message={props.loadError ?? 'Unable to load users.'} onRetry={props.onRetry} />
    ) : status === 'loaded' && rows.length === 0 ? (
      props.filtered ? (
        <EmptyState
          title="No users match"
          description="Try another name or e-mail address, or another type or status."
          action={<Button onClick={props.onClearFilters}>Clear filters</Button>}
        />
      ) : (
        <EmptyState title="No users yet" description="Invite your colleagues to share the work of your locations." />
      )
    ) : null;
  const firstLoad = status === 'loading' && rows.length === 0;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
          <SearchBox
            value={props.search}
            label="Search by name or e-mail"
            placeholder="Search users"
            fullWidth
            onSearch={props.onSearchChange}
            onClear={() => props.onSearchChange('')}
          />
        </Box>
        <TextField
          select
          size="small"
          label="User type"
          value={props.userTypeId ?? ALL}
          onChange={(event) => props.onUserTypeChange(event.target.value === ALL ? null : Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
        >
          <option value={ALL}>All types</option>
          {props.typeOptions.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={props.statusFilter ?? ALL}
          onChange={(event) => props.onStatusChange(event.target.value === ALL ? null : (event.target.value as UserStatusCode))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
        >
          <option value={ALL}>All statuses</option>
          {props.statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        {status === 'loaded' ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {userCount(props.total)}
          </Typography>
        ) : null}
      </Stack>
      {blocking ?? (
        <>
          {status === 'loading' && rows.length > 0 ? <LoadingBar label="Loading users" /> : null}
          {firstLoad ? (
            <TableSkeleton columns={4} label="Loading users" />
          ) : (
            <>
              <Box sx={DESKTOP_ONLY}>
                <DataTable
                  label="Users"
                  size="small"
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.id}
                  loading={status === 'loading'}
                  lockWhileLoading
                  sort={props.sort}
                  onSort={(by, next) => props.onSort(by, next)}
                />
              </Box>
              <Stack component="ul" aria-label="Users" spacing={1.5} sx={{ ...PHONE_ONLY, flexDirection: 'column', listStyle: 'none', p: 0, m: 0 }}>
                {rows.map((row) => (
                  <UserCard key={row.id} row={row} props={props} />
                ))}
              </Stack>
            </>
          )}
          <DataTablePager
            paging={{ variant: 'prev-next', page: props.page, pageCount: props.pageCount, onPage: props.onPageChange, label: 'User pages', disabled: status === 'loading' }}
          />
        </>
      )}
    </Stack>
  );
}
