import { SpecialHoursStore, createHoursApi } from '@locus/hours';
import {
  BillingPreviewStore,
  LOCATION_SETTINGS,
  LocationFormLookups,
  LocationFormStore,
  QuickPlaceSearch,
  type LocationDetail,
} from '@locus/locations';
import type { RootStore } from '../../../app/root-store';
import { locationAreaApiOf } from '../location-area-api';

/** What the location form holds while it is shown; built on mount, disposed on leave. */
export interface LocationFormStores {
  form: LocationFormStore;
  lookups: LocationFormLookups;
  placeSearch: QuickPlaceSearch;
  /** The holiday hours of an existing location, when the account has special hours. */
  specialHours: SpecialHoursStore | null;
  /** The price preview of a new location (section 6). */
  billing: BillingPreviewStore | null;
  dispose(): void;
}

/** The form for a new location (no location) or to edit one (opened in edit, F2-002). */
export function createLocationFormStores(root: RootStore, location: LocationDetail | null): LocationFormStores {
  const { client, auth, notifier } = root;
  const specialHours =
    location && auth.isFeatureEnabled(LOCATION_SETTINGS.specialHours)
      ? new SpecialHoursStore({
          api: createHoursApi(client, auth.account_id ?? undefined),
          locationId: location.id,
          notifier,
        })
      : null;
  const api = locationAreaApiOf(root);
  const form = new LocationFormStore({ api, session: auth, notifier, location, specialHours, startInEdit: true });
  const lookups = new LocationFormLookups({ api, form, notifier });
  const placeSearch = new QuickPlaceSearch({ api, form, notifier });
  const billing = location ? null : new BillingPreviewStore(api, auth, notifier);
  return {
    form,
    lookups,
    placeSearch,
    specialHours,
    billing,
    dispose() {
      lookups.dispose();
      placeSearch.dispose();
      specialHours?.dispose();
      billing?.dispose();
    },
  };
}
