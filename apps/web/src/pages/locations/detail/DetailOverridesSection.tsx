import Paper from '@mui/material/Paper';
import { DirectoryOverrides } from '@locus/design-system';
import { OverridesStore, useOverrides, type LocationDetail } from '@locus/locations';
import { useMemo } from 'react';
import { useRootStore } from '../../../app/contexts';
import { locationAreaApiOf } from '../location-area-api';

/**
 * Directory-specific phone and website (F4-090, F4-091): drafts from the detail's own directories, so
 * the section costs no call of its own; after a save the detail reloads and shows the saved overrides.
 */
export function DetailOverridesSection({ location, onSaved }: { location: LocationDetail; onSaved: () => void }) {
  const root = useRootStore();
  // A new draft for each copy of the location the page shows (after a save, a sync or an edit).
  const store = useMemo(
    () => new OverridesStore({ api: locationAreaApiOf(root), locationId: location.id, notifier: root.notifier }, location.directories),
    [root, location],
  );
  return <OverridesForm store={store} onSaved={onSaved} />;
}

function OverridesForm({ store, onSaved }: { store: OverridesStore; onSaved: () => void }) {
  const overrides = useOverrides(store);
  const save = async () => {
    if (await overrides.onSave()) onSaved();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <DirectoryOverrides {...overrides} onSave={() => void save()} />
    </Paper>
  );
}
