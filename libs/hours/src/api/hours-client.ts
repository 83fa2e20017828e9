import { unwrap, type ApiClient } from '@locus/api-client';
import type { WeekHours } from '../model/day-hours.js';
import type { BulkHolidayHoursApi, BulkLocationHoursApi, SpecialHoursApi } from '../ports/hours-api.js';

/** The hours ports over the typed client; `accountId` is the account the calls act for (section 7). */
export function createHoursApi(
  client: ApiClient,
  accountId?: number,
): SpecialHoursApi & BulkHolidayHoursApi & BulkLocationHoursApi {
  const account = accountId === undefined ? {} : { account_id: accountId };
  return {
    async list(query, signal) {
      const reply = await unwrap(client.GET('/special_hours', { params: { query: { ...account, ...query } }, signal }));
      return reply._embedded.special_hours;
    },
    async create(locationId, fields) {
      const reply = await unwrap(client.POST('/special_hours', { body: { ...account, location_id: locationId, ...fields } }));
      if (!('id' in reply)) throw new Error('Expected one special hours entry');
      return reply;
    },
    update: (id, fields) =>
      unwrap(client.PATCH('/special_hours/{id}', { params: { path: { id } }, body: { ...account, ...fields } })),
    async remove(id) {
      await unwrap(client.DELETE('/special_hours/{id}', { params: { path: { id }, query: account } }));
    },
    async createForLocations(locationIds, fields) {
      await unwrap(client.POST('/special_hours', { body: { ...account, location_ids: [...locationIds], ...fields } }));
    },
    readLocation: (id) => unwrap(client.GET('/locations/{id}', { params: { path: { id } } })),
    async patchLocation(id, body) {
      await unwrap(
        client.PATCH('/locations/{id}', {
          params: { path: { id } },
          body: body as Record<string, unknown> & { hours: WeekHours },
        }),
      );
    },
  };
}
