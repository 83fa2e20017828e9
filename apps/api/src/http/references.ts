import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from './http-error.js';

/** Ids sent in a body that must name rows of the given account (group_ids, location_ids); 400 otherwise. */
export async function assertOwnedIds(
  db: Kysely<Database>,
  table: 'groups' | 'locations',
  accountId: number,
  ids: number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db.selectFrom(table).select('id').where('account_id', '=', accountId).where('id', 'in', unique).execute();
  if (rows.length !== unique.length) throw badRequest(`${field} must name ${table} of this account`, field);
}

const SINGULAR = { countries: 'country', states: 'state', categories: 'category' } as const;

/** A lookup id (country, state, category) in a body must exist; 400 naming the field otherwise. */
export async function assertLookupId(
  db: Kysely<Database>,
  table: 'countries' | 'states' | 'categories',
  id: number | null | undefined,
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(`${field} is not a known ${SINGULAR[table]}`, field);
}
