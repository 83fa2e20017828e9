import Box from '@mui/material/Box';
import { GroupStep, LoadingBar } from '@locus/design-system';
import { GroupStepStore, detailPath, useGroupStep } from '@locus/locations';
import { useNavigate, useParams } from 'react-router';
import { usePageStore } from '../../../app/use-page-store';
import { locationAreaApiOf } from '../location-area-api';

/**
 * /settings/locations/new/{id}/groups (F2-014, F6-008; the route guard sends users without group
 * permission to the list): pick the new location's groups, then open the location.
 */
export default function GroupStepPage() {
  const id = Number(useParams()['id']);
  const store = usePageStore((root) => new GroupStepStore({ api: locationAreaApiOf(root), notifier: root.notifier, locationId: id }), id);
  return <Box>{store ? <GroupStepView store={store} locationId={id} /> : <LoadingBar label="Loading groups" />}</Box>;
}

function GroupStepView({ store, locationId }: { store: GroupStepStore; locationId: number }) {
  const navigate = useNavigate();
  const view = useGroupStep(store);
  const toLocation = () => void navigate(detailPath(locationId));
  return <GroupStep {...view} onSave={() => void view.onSave().then((saved) => saved && toLocation())} onSkip={toLocation} />;
}
