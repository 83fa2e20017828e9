import Box from '@mui/material/Box';
import { InviteUserForm, LoadingBar, PageHeader } from '@locus/design-system';
import { InviteUserStore, USERS_PATH, useInviteUser } from '@locus/users';
import { useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { usersApiOf } from './users-api';

/** /settings/users/new: invite a user by e-mail with a user type; back to the list once sent. */
export default function InviteUserPage() {
  const store = usePageStore((root) => new InviteUserStore({ api: usersApiOf(root), notifier: root.notifier }));
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title="Invite User" back={{ label: 'Users', href: USERS_PATH }} onNavigate={(href) => void navigate(href)} />
      {store ? <InviteView store={store} /> : <LoadingBar label="Loading" />}
    </Box>
  );
}

function InviteView({ store }: { store: InviteUserStore }) {
  const navigate = useNavigate();
  const view = useInviteUser(store);
  return (
    <InviteUserForm
      {...view}
      onSend={() => void view.onSend().then((sent) => sent && void navigate(USERS_PATH))}
      onCancel={() => void navigate(USERS_PATH)}
    />
  );
}
