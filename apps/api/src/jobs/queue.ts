/**
 * The job queue, a table in the server's own database: any instance may run any job, and a job survives a
 * restart. A worker claims one due job with `FOR UPDATE SKIP LOCKED` (concurrent workers never take the same
 * row, and PGlite accepts the same SQL). The claim is a lease: `locked_at` is renewed while the job runs, and a
 * job whose lease is older than the stale limit (its worker died or froze) is claimed again by another worker.
 * Every later write checks the lease is still this worker's, so a worker that lost it changes nothing.
 * Why a table and not graphile-worker or pg-boss: docs/decisions.md.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.js';

export type Job = Selectable<JobsTable>;

export async function enqueueJob(db: Kysely<Database>, kind: string, payload: Record<string, unknown>, runAt: Date): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), run_at: runAt, created_at: runAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the oldest due job (or a stale one), marking it processing by this worker; undefined when none. */
export async function claimJob(db: Kysely<Database>, workerId: string, now: Date, staleMs: number): Promise<Job | undefined> {
  const staleBefore = new Date(now.getTime() - staleMs);
  const { rows } = await sql<Job>`
    update jobs set status = 'processing', locked_at = ${now}, locked_by = ${workerId}, attempts = attempts + 1
    where id = (
      select id from jobs
      where (status = 'pending' and run_at <= ${now}) or (status = 'processing' and locked_at < ${staleBefore})
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning *`.execute(db);
  return rows[0];
}

/** True while `workerId` holds the job's lease (an SQL condition, for writes that must check it atomically). */
export function leaseHeld(jobId: number, workerId: string) {
  return sql<boolean>`exists (select 1 from jobs where jobs.id = ${jobId} and jobs.locked_by = ${workerId} and jobs.status = 'processing')`;
}

/** Extends the lease to `now`; false when the worker no longer holds it (another worker took the job over). */
export async function renewLease(db: Kysely<Database>, job: Job, workerId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_at: now })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the job done if this worker still holds it; false when it did not (the write is skipped). */
export async function completeJob(db: Kysely<Database>, job: Job, workerId: string): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, locked_by: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Puts the job back for another try at `retryAt`, or marks it failed for good when `retryAt` is null; only
 * while `workerId` holds it (null: the job was never run, e.g. no handler).
 */
export async function releaseFailedJob(db: Kysely<Database>, job: Job, error: string, retryAt: Date | null, workerId: string | null = null): Promise<void> {
  let query = db
    .updateTable('jobs')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { run_at: retryAt } : {}),
      locked_at: null,
      locked_by: null,
      last_error: error.slice(0, 2000),
    })
    .where('id', '=', job.id);
  if (workerId !== null) query = query.where('locked_by', '=', workerId).where('status', '=', 'processing');
  await query.execute();
}
