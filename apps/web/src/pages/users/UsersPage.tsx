import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePermission } from '@locus/auth';
import { PageHeader, UserConfirmDialog, UsersTable, type UsersTableProps } from '@locus/design-system';
import { NEW_USER_PATH, UsersListStore, useUsersList } from '@locus/users';
import { useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { usersApiOf } from './users-api';

const noop = () => undefined;
const LOADING: UsersTableProps = {
  status: 'loading',
  loadError: null,
  rows: [],
  total: 0,
  page: 1,
  pageCount: 0,
  search: '',
  filtered: false,
  userTypeId: null,
  statusFilter: null,
  typeOptions: [],
  statusOptions: [],
  sort: null,
  busyId: null,
  onSearchChange: noop,
  onUserTypeChange: noop,
  onStatusChange: noop,
  onSort: noop,
  onPageChange: noop,
  onClearFilters: noop,
  onRetry: noop,
  onChangeType: noop,
  onDeactivate: noop,
  onReactivate: noop,
  onResendInvitation: noop,
  onDelete: noop,
};

/** /settings/users: the account's users with search, type, status and last sign-in; admins act on each row. */
export default function UsersPage() {
  const store = usePageStore((root) => new UsersListStore({ api: usersApiOf(root), session: root.auth, notifier: root.notifier }));
  const canInvite = usePermission('user', 'create');
  const navigate = useNavigate();
  const invite = canInvite ? (
    <Button variant="contained" href={NEW_USER_PATH} onClick={(event) => (event.preventDefault(), void navigate(NEW_USER_PATH))}>
      Invite User
    </Button>
  ) : null;
  return (
    <Box>
      <PageHeader title="Users" actions={invite} />
      {store ? <UsersView store={store} /> : <UsersTable {...LOADING} />}
    </Box>
  );
}

function UsersView({ store }: { store: UsersListStore }) {
  const view = useUsersList(store);
  return (
    <>
      <UsersTable {...view} />
      <UserConfirmDialog confirming={view.confirming} onConfirm={view.onConfirm} onCancel={view.onCancelConfirm} />
    </>
  );
}
