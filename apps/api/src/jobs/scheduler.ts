/**
 * Turns due scheduled exports into export jobs: for each schedule whose next_run_at has come, an export over
 * its legend's date range (computed now, in its time zone) is queued, and next_run_at moves to the next run.
 * Rows are locked with SKIP LOCKED, so two instances never queue the same run.
 */
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { ScheduledExportsTable } from '../db/schema.js';
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

/** Queues every due run; returns how many. */
export async function enqueueDueSchedules({ db, services }: JobContext): Promise<number> {
  const now = services.now();
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Selectable<ScheduledExportsTable>>`
      select * from scheduled_exports where next_run_at <= ${now} order by next_run_at, id limit ${BATCH} for update skip locked`.execute(trx);
    for (const schedule of rows) {
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
      await trx.updateTable('scheduled_exports').set({ next_run_at: nextRunAt(schedule, now) }).where('id', '=', schedule.id).execute();
    }
    return rows.length;
  });
}
