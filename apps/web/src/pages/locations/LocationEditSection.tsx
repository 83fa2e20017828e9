import { CardSkeleton, ErrorState } from '@locus/design-system';
import type { LocationDetail } from '@locus/locations';
import { useRootStore } from '../../app/contexts';
import { usePageStore } from '../../app/use-page-store';
import { sessionResources } from '../../app/session-resources';
import { LocationFormPanel } from './form/LocationFormPanel';
import { useLocationDetailLoad } from './form/use-location-detail-load';
import { createLocationFormStores } from './form/location-form-stores';

/**
 * The edit form of a location's detail page (?withEdit=true, F2-002, F2-012): saves with its hours and
 * holiday hours, then leaves with 'saved' (the store shows 'Location updated successfully.'); a failed
 * save stays here with the server's message and everything typed (F4-028).
 */
export function LocationEditSection(props: { locationId: number; onExit: (outcome: 'saved' | 'cancelled') => void }): React.JSX.Element {
  const load = useLocationDetailLoad(props.locationId);
  if (load.status === 'loading') return <CardSkeleton label="Loading location" />;
  if (load.status === 'error') return <ErrorState message={load.message} />;
  return <EditForm location={load.location} onExit={props.onExit} />;
}

function EditForm({ location, onExit }: { location: LocationDetail; onExit: (outcome: 'saved' | 'cancelled') => void }) {
  const root = useRootStore();
  const stores = usePageStore((root) => createLocationFormStores(root, location), location.id);
  if (!stores) return <CardSkeleton label="Loading location" />;
  return (
    <LocationFormPanel
      stores={stores}
      onSaved={() => {
        // The detail page reads the saved location from the session's cache.
        const saved = stores.form.location;
        if (saved) sessionResources(root).of<LocationDetail>('location').upsert(saved);
        onExit('saved');
      }}
      onCancelled={() => onExit('cancelled')}
    />
  );
}
