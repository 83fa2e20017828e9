/**
 * The retries of the replies a seeder writes as failed on their site (error_published, pending publish): each
 * gets the publish job the server queues after a failed call (response-publishing.ts), so the status text
 * ("We'll try again") holds. Shared by the demo accounts and the large profile; set-based, so a profile with
 * thousands of them costs two statements.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { RESPONSE_PUBLISH_JOB } from '../modules/reviews/response-publishing.js';

/**
 * The retries are spread evenly over this window after seeding, so a worker starting on fresh data does not
 * make dozens of site calls at once ahead of the user's own jobs.
 */
export const SEEDED_RETRY_WINDOW_MS = 60 * 60_000;

/**
 * Sets `next_attempt_at` on the account's failed replies (the k-th of n, by id, at `now` + k/(n+1) of the
 * window, in whole milliseconds like the server's clock) and queues one publish job for each at that time.
 * Returns how many were queued.
 */
export async function queueSeededRetries(db: Kysely<Database>, accountId: number, now: Date): Promise<number> {
  const windowSeconds = SEEDED_RETRY_WINDOW_MS / 1000;
  await sql`
    update responses rs
    set next_attempt_at = date_trunc('milliseconds', ${now}::timestamptz + make_interval(secs => f.k * ${windowSeconds}::float8 / (f.n + 1)))
    from (select id, row_number() over (order by id) as k, count(*) over () as n from responses
          where account_id = ${accountId} and status = 'error_published' and pending = 'publish') as f
    where rs.id = f.id
  `.execute(db);
  const queued = await sql`
    insert into jobs (kind, payload, run_at, created_at)
    select ${RESPONSE_PUBLISH_JOB}, jsonb_build_object('response_id', id), next_attempt_at, ${now}::timestamptz
    from responses
    where account_id = ${accountId} and status = 'error_published' and pending = 'publish'
    order by id
  `.execute(db);
  return Number(queued.numAffectedRows ?? 0n);
}
