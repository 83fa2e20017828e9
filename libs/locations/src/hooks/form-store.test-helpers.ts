import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { LocationFormStore } from '../store/location-form-store.js';
import { areaApiOf } from '../testing/area-api.js';
import { locationDetail, testSession } from '../testing/fixtures.js';

/** The hooks' form over a location: no call is answered, as the hooks only read and edit the form. */
export function formStore(location = locationDetail()): LocationFormStore {
  return new LocationFormStore({ api: areaApiOf(createFakeApi()), session: testSession(), notifier: recordingNotifier(), location });
}
