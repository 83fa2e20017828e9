import Box from '@mui/material/Box';
import { LoadingBar } from '@locus/design-system';
import { GroupFormStore } from '@locus/locations';
import { usePageStore } from '../../app/use-page-store';
import { locationAreaApiOf } from '../locations/location-area-api';
import { GroupFormPanel } from './GroupFormPanel';

/** /settings/groups/new (P2-043): a name and member locations. */
export default function NewGroupPage() {
  const store = usePageStore((root) => new GroupFormStore({ api: locationAreaApiOf(root), notifier: root.notifier }));
  return <Box>{store ? <GroupFormPanel store={store} /> : <LoadingBar label="Loading" />}</Box>;
}
