/** Seeds the shared lookup tables once; later calls leave them alone. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { CATEGORIES, COUNTRIES, googleCategoryId, parseStates, SOURCES, STATES, USER_TYPES } from './lookups-data.js';

export async function seedLookups(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('user_types').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.insertInto('user_types').values([...USER_TYPES]).execute();
  await db.insertInto('sources').values([...SOURCES]).execute();
  const countries = await db.insertInto('countries').values([...COUNTRIES]).returning(['id', 'code']).execute();
  const states = countries.flatMap(({ id, code }) =>
    code === 'US' || code === 'CA' ? parseStates(STATES[code]).map((s) => ({ ...s, country_id: id })) : [],
  );
  await db.insertInto('states').values(states).execute();
  await db.insertInto('categories').values(CATEGORIES.map((name) => ({ name, google_category_id: googleCategoryId(name) })))
    .execute();
}

/** Lookup ids by code/name, for the generators. */
export interface LookupIds {
  userTypes: Map<string, number>;
  sources: Map<string, number>;
  countries: Map<string, number>;
  /** `US:CA` → id. */
  states: Map<string, number>;
  categories: Map<string, number>;
}

export async function loadLookupIds(db: Kysely<Database>): Promise<LookupIds> {
  const [userTypes, sources, countries, states, categories] = await Promise.all([
    db.selectFrom('user_types').select(['id', 'code']).execute(),
    db.selectFrom('sources').select(['id', 'code']).execute(),
    db.selectFrom('countries').select(['id', 'code']).execute(),
    db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.id', 'states.code', 'countries.code as country_code']).execute(),
    db.selectFrom('categories').select(['id', 'name']).execute(),
  ]);
  return {
    userTypes: new Map(userTypes.map((r) => [r.code, r.id])),
    sources: new Map(sources.map((r) => [r.code, r.id])),
    countries: new Map(countries.map((r) => [r.code, r.id])),
    states: new Map(states.map((r) => [`${r.country_code}:${r.code}`, r.id])),
    categories: new Map(categories.map((r) => [r.name, r.id])),
  };
}

/** Map lookup that fails loudly: a missing code is a bug in the seed, not a runtime condition. */
export function idOf(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown lookup ${key}`);
  return id;
}
