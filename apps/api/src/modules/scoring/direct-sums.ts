/**
 * A period's sums counted from the rows themselves: the reviews with a first-response lookup each, the copies,
 * the owner photos. What the roll-ups (migration 0016) must always equal; locationSums counts this way when a
 * window does not fall on whole UTC days, and the roll-up tests compare with it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accountList, scopeLocations, SUMS_SELECT, toLocationSums, type LocationSums, type Scope, type SumsRow, type Window } from './sums-scope.js';

/** Copies that count for Listings in Sync, and those in sync (decisions.md #11: published counts as in sync). */
const COPY_COUNTS = sql`(count(*) filter (where d.status <> 'not_available'))::int as copies,
  (count(*) filter (where d.status in ('in_sync', 'published') and not (l.publishing_enabled and not d.enabled)))::int as in_sync`;

export async function directLocationSums(db: Kysely<Database>, scope: Scope, window: Window, withCopies: boolean): Promise<LocationSums[]> {
  if (scope.accountIds.length === 0) return [];
  const accounts = accountList(scope);
  const bySource = scope.sourceId === null ? sql`` : sql`and r.source_id = ${scope.sourceId}`;
  const copies = withCopies
    ? sql`select d.location_id, ${COPY_COUNTS} from directory_listings d join locs l on l.id = d.location_id group by d.location_id`
    : sql`select null::int as location_id, 0 as copies, 0 as in_sync where false`;
  const result = await sql<SumsRow>`
    with locs as (${scopeLocations(scope)}), rv as (
      select r.location_id, count(*)::int as total_reviews,
        (count(*) filter (where r.rating > 0))::int as rated,
        coalesce(sum(r.rating) filter (where r.rating > 0), 0)::int as stars,
        count(fr.first_at)::int as responded,
        coalesce(sum(greatest(0, extract(epoch from fr.first_at - r.published_at))), 0)::float8 / 86400 as response_days
      from reviews r
      left join lateral (
        select min(rs.published_at) as first_at from responses rs where rs.review_id = r.id and rs.published_at is not null
      ) fr on true
      where r.account_id in (${accounts}) and r.location_id in (select id from locs)
        and r.published_at >= ${window.from} and r.published_at < ${window.to} ${bySource}
      group by r.location_id
    ), cp as (${copies}), ph as (
      select m.location_id, count(*)::int as photos from media m
      where m.account_id in (${accounts}) and m.location_id in (select id from locs)
        and m.media_type = 'owner' and m.published_status <> 'dead' and m.created_at < ${window.to}
      group by m.location_id
    )
    ${SUMS_SELECT}
  `.execute(db);
  return toLocationSums(result.rows);
}
