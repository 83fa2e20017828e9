import Box from '@mui/material/Box';
import { can } from '@locus/auth';
import { AddLocationBlockedDialog, CardSkeleton, PageHeader } from '@locus/design-system';
import { LOCATION_SETTINGS, addLocationStep, afterCreatePath, listPath } from '@locus/locations';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { LocationFormPanel } from './form/LocationFormPanel';
import { queryOf } from './form/query-of';
import { createLocationFormStores } from './form/location-form-stores';

/**
 * /settings/locations/new (F2-011, F2-017): the form with a new location's defaults and the billing
 * preview. Created: the group step for users who may assign groups (F2-014), else the list (F2-015).
 * Cancel returns to the list with its query. With prevent_location_additions the contact-support
 * modal shows instead (the server refuses the create too).
 */
export default function NewLocationPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const backToList = () => navigate(listPath(queryOf(search)));
  const prevented = addLocationStep(root.auth.isFeatureEnabled(LOCATION_SETTINGS.preventAdditions)) === 'prevented';
  return (
    <Box>
      <PageHeader title="Add Location" />
      {prevented ? <AddLocationBlockedDialog open onClose={backToList} /> : <NewLocationForm onCancelled={backToList} />}
    </Box>
  );
}

function NewLocationForm({ onCancelled }: { onCancelled: () => void }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const stores = usePageStore((root) => createLocationFormStores(root, null));
  if (!stores) return <CardSkeleton label="Loading form" />;
  return (
    <LocationFormPanel
      stores={stores}
      sectionHeading="h2"
      onSaved={() => {
        const created = stores.form.location;
        if (created) navigate(afterCreatePath(created.id, can(root.auth.permissions, 'group', 'update')));
      }}
      onCancelled={onCancelled}
    />
  );
}
