import type { FakeApi } from '@locus/api-client/testing';
import { createLocationAreaApi, type LocationAreaApi } from '../api/location-area-api.js';

/** The location area's ports over a fake API's client, acting for account 1 unless told. */
export function areaApiOf(fake: Pick<FakeApi, 'client'>, accountId: number | null = 1): LocationAreaApi {
  return createLocationAreaApi(fake.client, () => accountId);
}
