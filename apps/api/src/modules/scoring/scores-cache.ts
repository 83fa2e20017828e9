/**
 * The scores cache (QueryCachesPlugin.scores): counted sums and scores kept until a write to a table they
 * were counted from, so the report's next page, another sort, the groups view, the CSV and every user landing
 * on the same dashboard do not count again; identical calls running at once share one count.
 */
import type { Kysely } from 'kysely';
import { queryCachesOf } from '../../db/caches/query-caches-plugin.js';
import type { Database } from '../../db/schema.js';

/** What every figure depends on; the roll-ups change with their rows, which are listed too. */
const SCORE_TABLES: ReadonlySet<string> = new Set([
  'reviews', 'responses', 'media', 'directory_listings', 'locations', 'groups', 'group_locations',
  'review_day_sums', 'review_month_sums', 'review_first_responses', 'owner_photo_days', 'listing_location_summaries',
]);

/** `compute`'s value for `key` (a JSON-able description of everything it reads), from the cache when it holds it. */
export async function cachedScores<T>(db: Kysely<Database>, key: unknown, compute: () => Promise<T>): Promise<T> {
  const cache = queryCachesOf(db)?.scores;
  if (!cache) return compute();
  return (await cache.through(JSON.stringify(key), SCORE_TABLES, Date.now(), compute)) as T;
}
