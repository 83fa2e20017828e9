import { DeleteLocationStore, LocationDetailStore, SyncDiffStore } from '@locus/locations';
import type { RootStore } from '../../../app/root-store';
import { locationAreaApiOf } from '../location-area-api';

/** What the detail page holds while it shows one location; built on mount, disposed on leave. */
export interface LocationDetailStores {
  locationId: number;
  detail: LocationDetailStore;
  sync: SyncDiffStore;
  remover: DeleteLocationStore;
  dispose(): void;
}

export function createLocationDetailStores(root: RootStore, locationId: number): LocationDetailStores {
  const { notifier, auth } = root;
  const api = locationAreaApiOf(root);
  const detail = new LocationDetailStore({ api, locationId });
  // The sync reply carries the updated location: the page shows it without another call.
  const sync = new SyncDiffStore({ api, locationId, notifier, onSynced: (location) => detail.replace(location) });
  const remover = new DeleteLocationStore({ api, session: auth, notifier });
  return {
    locationId,
    detail,
    sync,
    remover,
    dispose() {
      sync.close();
      detail.dispose();
    },
  };
}
