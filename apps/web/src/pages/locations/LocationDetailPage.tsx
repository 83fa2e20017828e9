import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useStoreValue } from '@locus/resources';
import { LoadingBar, LocationDetailView } from '@locus/design-system';
import { fromPageOf, parseSearch } from '@locus/filters';
import {
  LOCATION_SETTINGS,
  afterDeletePath,
  canEditOverrides,
  createWidgetPath,
  detailPath,
  isHealthcare,
  listPath,
  useLocationDetail,
} from '@locus/locations';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { RouterLink } from '../../ui/RouterLink';
import { DeleteDialogs, SyncDialog } from './detail/DetailDialogs';
import { DetailOverridesSection } from './detail/DetailOverridesSection';
import { createLocationDetailStores, type LocationDetailStores } from './detail/location-detail-stores';
import { PhotoManagementSection } from './detail/PhotoManagementSection';
import { LocationEditSection } from './LocationEditSection';

/** /settings/locations/{id}/details: the location, its actions and modals; withEdit=true shows the form (F2-002). */
export default function LocationDetailPage() {
  const locationId = Number(useParams()['id']);
  const stores = usePageStore((root) => createLocationDetailStores(root, locationId), locationId);
  return stores ? <LocationDetailContent stores={stores} locationId={stores.locationId} /> : <LoadingBar />;
}

function LocationDetailContent({ stores, locationId }: { stores: LocationDetailStores; locationId: number }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = parseSearch(search);
  const { detail, sync, remover } = stores;
  const state = useStoreValue(() => ({ status: detail.status, error: detail.error, location: detail.location }));
  const context = useStoreValue(() => ({
    permissions: root.auth.permissions,
    createWidgetFlag: root.auth.isFeatureEnabled(LOCATION_SETTINGS.createWidget),
    photoSectionFlag: root.auth.isFeatureEnabled(LOCATION_SETTINGS.photoSection),
    healthcare: isHealthcare(root.auth),
  }));
  const model = useLocationDetail(detail, context);

  // Every link of the page keeps the list's query and fromLL (F2-003); leaving edit drops withEdit.
  const toDetail = (withEdit: boolean) => void navigate(detailPath(locationId, query, { withEdit }));
  const exitEdit = (outcome: 'saved' | 'cancelled') => {
    toDetail(false);
    if (outcome === 'saved') void detail.reload();
  };

  return (
    <Box>
      <Link component={RouterLink} href={listPath(query)} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        Back to Locations
      </Link>
      {query['withEdit'] === 'true' ? (
        <LocationEditSection locationId={locationId} onExit={exitEdit} />
      ) : (
        <Stack spacing={2}>
          <LocationDetailView
            status={state.status}
            {...(state.error ? { errorMessage: state.error } : {})}
            model={model}
            onRetry={() => void detail.reload()}
            onEdit={() => toDetail(true)}
            onSyncFromGoogle={() => void sync.open()}
            onDelete={() => void remover.request()}
            createWidgetHref={createWidgetPath(locationId, fromPageOf(pathname))}
            LinkComponent={RouterLink}
            onSeeAllHolidayHours={() => toDetail(true)}
            photoSlot={model?.showPhotoSection ? <PhotoManagementSection locationId={locationId} /> : null}
          />
          {state.location && canEditOverrides(context.permissions) ? (
            <DetailOverridesSection location={state.location} onSaved={() => void detail.reload()} />
          ) : null}
        </Stack>
      )}
      <SyncDialog store={sync} />
      <DeleteDialogs store={remover} location={state.location} onDeleted={() => void navigate(afterDeletePath(query))} />
    </Box>
  );
}
