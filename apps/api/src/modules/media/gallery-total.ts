import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a bound at a UTC midnight; null for any other instant (the roll-up has whole days only). */
function utcDay(bound: Date): string | null {
  return bound.getTime() % DAY_MS === 0 ? bound.toISOString().slice(0, 10) : null;
}

/**
 * The number of an account's photos added in [after, before), from the per-day roll-up `media_day_counts`
 * (kept by a trigger in the same transaction as every write to media, so it is exact): a sum over at most a
 * few hundred days instead of counting every matching photo. Null when a bound is not a UTC midnight (the
 * caller counts the photos instead). Not put in the totals cache: the trigger's writes are invisible to it.
 */
export async function galleryTotalByDays(db: Kysely<Database>, accountId: number, after: Date | null, before: Date | null): Promise<number | null> {
  const from = after ? utcDay(after) : undefined;
  const to = before ? utcDay(before) : undefined;
  if (from === null || to === null) return null;
  let query = db.selectFrom('media_day_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('photos'), eb.lit(0)).as('total'))
    .where('account_id', '=', accountId);
  if (from) query = query.where('day', '>=', from);
  if (to) query = query.where('day', '<', to);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}
