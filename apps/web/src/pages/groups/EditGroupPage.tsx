import Box from '@mui/material/Box';
import { ErrorState, LoadingBar } from '@locus/design-system';
import { GroupEditStore, useGroupEdit } from '@locus/locations';
import { useParams } from 'react-router';
import { usePageStore } from '../../app/use-page-store';
import { locationAreaApiOf } from '../locations/location-area-api';
import { GroupFormPanel } from './GroupFormPanel';

/** /settings/groups/{id}/edit: the group fetched by id (P7-058), then its form. */
export default function EditGroupPage() {
  const id = Number(useParams()['id']);
  const store = usePageStore((root) => new GroupEditStore({ api: locationAreaApiOf(root), notifier: root.notifier }, id), id);
  return <Box>{store ? <EditGroup store={store} /> : <LoadingBar label="Loading group" />}</Box>;
}

function EditGroup({ store }: { store: GroupEditStore }) {
  const view = useGroupEdit(store);
  if (view.status === 'error') return <ErrorState message={view.error ?? ''} onRetry={view.onRetry} />;
  return view.form ? <GroupFormPanel store={view.form} /> : <LoadingBar label="Loading group" />;
}
