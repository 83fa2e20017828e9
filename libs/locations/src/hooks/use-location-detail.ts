import { useStoreValue } from '@locus/resources';
import { detailViewModel, type DetailContext } from '../model/detail-view.js';
import type { LocationDetail } from '../store/location-form-store.js';

/** The detail page's view model for the store's current location (the form's or the detail store's). */
export function useLocationDetail(store: { readonly location: LocationDetail | null }, context: DetailContext) {
  return useStoreValue(() => (store.location ? detailViewModel(store.location, context) : null));
}
