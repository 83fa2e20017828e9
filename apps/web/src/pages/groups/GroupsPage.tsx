import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePermission } from '@locus/auth';
import { GroupsList, PageHeader } from '@locus/design-system';
import { GroupListStore, NEW_GROUP_PATH, groupEditPath, useGroupList } from '@locus/locations';
import { useNavigate } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { locationAreaApiOf } from '../locations/location-area-api';

/** /settings/groups: the account's groups with 'N locations' (P3-019), 25 a page (P9-010). */
export default function GroupsPage() {
  const store = usePageStore((root) => new GroupListStore({ api: locationAreaApiOf(root), notifier: root.notifier }));
  const canCreate = usePermission('group', 'create');
  const navigate = useNavigate();
  const add = canCreate ? (
    <Button variant="contained" href={NEW_GROUP_PATH} onClick={(event) => (event.preventDefault(), void navigate(NEW_GROUP_PATH))}>
      Add Group
    </Button>
  ) : null;
  return (
    <Box>
      <PageHeader title="Groups" actions={add} />
      {store ? <GroupsListView store={store} /> : <GroupsList status="loading" error={null} rows={[]} page={1} totalPages={0} onOpen={() => undefined} onPageChange={() => undefined} />}
    </Box>
  );
}

function GroupsListView({ store }: { store: GroupListStore }) {
  const navigate = useNavigate();
  const view = useGroupList(store);
  // The edit page needs group update: without it the names are plain text.
  const canEdit = usePermission('group', 'update');
  return (
    <GroupsList
      {...view}
      {...(canEdit ? { editHref: groupEditPath } : {})}
      onOpen={(id, event) => {
        event.preventDefault();
        void navigate(groupEditPath(id));
      }}
      onRetry={() => void store.loader.reload()}
    />
  );
}
