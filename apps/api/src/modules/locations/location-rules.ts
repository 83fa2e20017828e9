/** The location form's server-side rules (features.md sections 5 and 8). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import type { Values } from '../../http/query-values.js';

/** Required fields and their labels ('{Label} is required', features.md section 5). Phone and External ID may be empty. */
export const REQUIRED_FIELDS: readonly (readonly [string, string])[] = [
  ['name', 'Internal Name'], ['public_name', 'Public Name'], ['address', 'Address'], ['city', 'City'],
  ['state', 'State'], ['zipcode', 'Zip Code'], ['country', 'Country'],
];

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A create must carry every required field (country defaults to the United States); an update may leave any
 * out but must not empty one. State and country count as present when their lookup id is sent.
 */
export function assertRequiredFields(body: Values, creating: boolean): void {
  for (const [field, label] of REQUIRED_FIELDS) {
    const idField = field === 'state' ? 'state_id' : field === 'country' ? 'country_id' : null;
    const present = field in body || (idField !== null && idField in body);
    if (!creating && !present) continue;
    if (creating && field === 'country' && !present) continue;
    if (isBlank(body[field]) && (idField === null || isBlank(body[idField]))) throw badRequest(`${label} is required`, field);
  }
}

/** Whether another location of the account carries the same Google Place ID (the conflicting_place_id issue). */
export async function placeIdConflicts(db: Kysely<Database>, accountId: number, locationId: number, placeId: string | null): Promise<boolean> {
  if (!placeId) return false;
  const other = await db.selectFrom('locations').select('id').where('account_id', '=', accountId)
    .where('google_place_id', '=', placeId).where('id', '!=', locationId).executeTakeFirst();
  return Boolean(other);
}

export const ADD_BLOCKED = 'Unable to Add Location. Please contact support.';
export const DELETE_BLOCKED = 'Unable to Delete Location. Please contact support.';
export const LAST_LOCATION = "Can't delete the last location on the account.";
