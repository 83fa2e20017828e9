import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NpiRegistry, NpiSearch } from './npi-registry.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The local NPI registry: the demo providers in `npi_providers` (seeded), answering as source 'local'. It
 * stands in for the national registry, which this server does not reach.
 */
export function localNpiRegistry(db: Kysely<Database>): NpiRegistry {
  return {
    source: 'local',
    async lookup(number) {
      return (await db.selectFrom('npi_providers').selectAll().where('number', '=', number).executeTakeFirst()) ?? null;
    },
    async search(criteria: NpiSearch, limit) {
      let query = db.selectFrom('npi_providers').selectAll();
      const names = sql`coalesce(organization_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(last_name, '')`;
      for (const word of (criteria.name ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1)) {
        query = query.where(sql<boolean>`${names} ilike ${`%${escapeLike(word)}%`}`);
      }
      if (criteria.first_name) query = query.where(sql<boolean>`first_name ilike ${`${escapeLike(criteria.first_name)}%`}`);
      if (criteria.last_name) query = query.where(sql<boolean>`last_name ilike ${`${escapeLike(criteria.last_name)}%`}`);
      if (criteria.city) query = query.where(sql<boolean>`lower(city) = lower(${criteria.city})`);
      if (criteria.state) query = query.where(sql<boolean>`upper(state) = upper(${criteria.state})`);
      if (criteria.postal_code) query = query.where('postal_code', 'like', `${escapeLike(criteria.postal_code.slice(0, 5))}%`);
      return query.orderBy('number').limit(limit).execute();
    },
  };
}
