import { useStoreValue } from '@locus/auth';
import { detailViewModel, type DetailContext } from '../model/detail-view.js';
import type { LocationFormStore } from '../store/location-form-store.js';

/** The detail page's view model for the form's current location (refreshed after a save or a sync). */
export function useLocationDetail(store: LocationFormStore, context: DetailContext) {
  return useStoreValue(() => (store.location ? detailViewModel(store.location, context) : null));
}
