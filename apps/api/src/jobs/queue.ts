/**
 * The job queue, a table in the server's own database: any instance may run any job, and a job survives a
 * restart. A worker claims one due job with `FOR UPDATE SKIP LOCKED` (concurrent workers never take the same
 * row, and PGlite accepts the same SQL); a job left `processing` by a worker that died is claimed again once
 * its lock is older than the stale limit.
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

export async function completeJob(db: Kysely<Database>, job: Job): Promise<void> {
  await db.updateTable('jobs').set({ status: 'done', locked_at: null, locked_by: null }).where('id', '=', job.id).execute();
}

/** Puts the job back for another try at `retryAt`, or marks it failed for good when `retryAt` is null. */
export async function releaseFailedJob(db: Kysely<Database>, job: Job, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: retryAt ? 'pending' : 'failed',
      ...(retryAt ? { run_at: retryAt } : {}),
      locked_at: null,
      locked_by: null,
      last_error: error.slice(0, 2000),
    })
    .where('id', '=', job.id)
    .execute();
}
