/**
 * Photo rows for the large profile's account, so the /photos gallery and a location's photos are measured
 * at scale (five per location: rows only; the list never reads the files). Added once, by the bench.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { SEED_NOW } from '../src/seed/constants.js';

const PER_LOCATION = 5;
const BATCH = 2000; // 14 columns a row: under PostgreSQL's 65535 parameters a statement
const DAY = 86_400_000;

export async function ensureBenchMedia(db: Kysely<Database>, accountId: number): Promise<number> {
  const existing = await db.selectFrom('media').select(sql<string>`count(*)`.as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return Number(existing.n);
  const [locations, google, categories] = await Promise.all([
    db.selectFrom('locations').select('id').where('account_id', '=', accountId).orderBy('id').execute(),
    db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow(),
    db.selectFrom('media_categories').select('id').orderBy('id').execute(),
  ]);
  const rows = locations.flatMap(({ id }, l) =>
    Array.from({ length: PER_LOCATION }, (_, k) => {
      const created = new Date(SEED_NOW.getTime() - ((l * PER_LOCATION + k) % 365) * DAY);
      return {
        account_id: accountId, location_id: id, source_id: google.id, category_id: categories[k % categories.length]?.id ?? null,
        name: `photo-${id}-${k}.jpg`, media_type: (k === 4 ? 'customer' : 'owner') as 'owner' | 'customer', rating: k === 4 ? (l % 5) + 1 : null,
        storage_key: `bench-${id}-${k}.jpg`, thumbnail_key: `bench-thumb-${id}-${k}.jpg`, width: 800, height: 600,
        published_status: 'published' as const, published_at: created, created_at: created,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('media').values(rows.slice(i, i + BATCH)).execute();
  return rows.length;
}
