/**
 * Turns due scheduled exports into export jobs: for each schedule whose next_run_at has come, an export over
 * its legend's date range (computed now, in its time zone) is queued, and next_run_at moves to the next run.
 * Rows are locked with SKIP LOCKED, so two instances never queue the same run. A run is skipped (the schedule
 * still moves on) when its creator was deleted or is no longer active, its account is not active (inactive or
 * suspended), or it is a trial without trial_export (F6-059).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ScheduledExportsTable } from '../db/schema.js';
import { exportAllowed } from '../modules/accounts/account-settings.js';
import { EXPORT_JOB } from './export-runner.js';
import { enqueueJob } from './queue.js';
import { legendRange, nextRunAt } from './schedule.js';
import type { JobContext } from './worker.js';

const BATCH = 20;

/** The export filters of one run: the schedule's own filters plus the legend's range. */
export function runFilters(schedule: Selectable<ScheduledExportsTable>, now: Date): Record<string, unknown> {
  const range = legendRange(schedule.date_range_legend, now, schedule.timezone);
  return { ...(schedule.filters ?? {}), published_after: range.from.toISOString(), published_before: range.to.toISOString() };
}

/** Whether a due schedule may still run: its creator exists and is active, and its account may export. */
export async function scheduleMayRun(db: Kysely<Database>, schedule: Selectable<ScheduledExportsTable>): Promise<boolean> {
  if (schedule.created_by_user_id === null) return false; // the creator was deleted
  const creator = await db.selectFrom('users').select('status').where('id', '=', schedule.created_by_user_id).executeTakeFirst();
  if (creator?.status !== 'active') return false;
  const account = await db.selectFrom('accounts').select('status').where('id', '=', schedule.account_id).executeTakeFirst();
  if (account?.status !== 'active' && account?.status !== 'trial') return false;
  return exportAllowed(db, schedule.account_id);
}

/** Queues every due run that may run (see scheduleMayRun); returns how many were queued. */
export async function enqueueDueSchedules({ db, services }: JobContext): Promise<number> {
  const now = services.now();
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Selectable<ScheduledExportsTable>>`
      select * from scheduled_exports where next_run_at <= ${now} order by next_run_at, id limit ${BATCH} for update skip locked`.execute(trx);
    let queued = 0;
    for (const schedule of rows) {
      await trx.updateTable('scheduled_exports').set({ next_run_at: nextRunAt(schedule, now) }).where('id', '=', schedule.id).execute();
      if (!(await scheduleMayRun(trx, schedule))) continue;
      queued += 1;
      const file = await trx
        .insertInto('export_files')
        .values({
          account_id: schedule.account_id,
          user_id: schedule.created_by_user_id,
          scheduled_export_id: schedule.id,
          resource: schedule.export_type,
          filters: JSON.stringify(runFilters(schedule, now)),
          download_options: '{}',
          resource_id: schedule.resource_id,
          origin: schedule.origin,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(trx, EXPORT_JOB, { export_file_id: file.id }, now);
    }
    return queued;
  });
}
