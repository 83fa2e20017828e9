/**
 * The export job, in steps that a worker taking over a dead worker's run can resume:
 * 1. the CSV, streamed to the file store (once: a run that finds row_count set skips it);
 * 2. the recipients, fixed once in export_deliveries (the requester when asked, or a schedule's recipients);
 * 3. one e-mail per recipient not yet marked sent, with an idempotency key, then the mark;
 * 4. only then the export is complete (or no_results).
 * Every write checks this worker still holds the job's lease, so a worker that lost it changes nothing.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { issueToken } from '../auth/tokens.js';
import type { Database, ExportFilesTable, ExportStatusReason } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { csvStream } from './csv.js';
import { downloadLink, sendExportReadyEmail, sendScheduledExportEmail } from './export-emails.js';
import { EXPORT_SOURCES, exportFiltersOf } from './export-sources.js';
import { leaseHeld, type Job } from './queue.js';
import { LeaseLostError, type JobContext, type JobHandler, type Lease } from './worker.js';
import { allowedLocationsOfUser } from '../http/location-scope.js';

export const EXPORT_JOB = 'export';

type ExportRow = Selectable<ExportFilesTable>;

const exportIdOf = (job: Job) => Number((job.payload as { export_file_id?: unknown }).export_file_id);

async function markFailed(db: Kysely<Database>, id: number, reason: ExportStatusReason, now: Date): Promise<void> {
  await db
    .updateTable('export_files')
    .set({ status: 'failed', status_reason: reason, completed_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}

/** Updates the export only while the lease is held; throws LeaseLostError otherwise. */
async function updateHeld(db: Kysely<Database>, lease: Lease, id: number, values: Updateable<ExportFilesTable>) {
  const result = await db.updateTable('export_files').set(values).where('id', '=', id).where(leaseHeld(lease.jobId, lease.workerId)).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new LeaseLostError(lease.jobId);
}

export async function runExport({ db, services }: JobContext, exportId: number, lease: Lease): Promise<void> {
  let row = await db.selectFrom('export_files').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
  const source = EXPORT_SOURCES[row.resource];
  if (!source) {
    await markFailed(db, row.id, 'not_available', services.now());
    return;
  }
  if (row.row_count === null) {
    await updateHeld(db, lease, row.id, { status: 'processing' });
    const filters = exportFiltersOf(row.filters ?? {}, row.resource_id);
    const header = source.headerFor ? await source.headerFor(db, filters, row.account_id) : source.header;
    // The file holds what its creator may see now (issue 29): a scheduled export follows later changes of access.
    const allowed = await allowedLocationsOfUser(db, row.user_id);
    const csv = csvStream(header, source.batches(db, filters, row.account_id, services.now(), allowed), () => lease.assertHeld());
    const key = await services.files.saveStream(`export-${row.id}.csv`, csv.stream);
    await updateHeld(db, lease, row.id, { storage_key: key, row_count: csv.rowCount() });
    row = await db.selectFrom('export_files').selectAll().where('id', '=', exportId).executeTakeFirstOrThrow();
  }
  await deliver(db, services, row, lease);
  const done = { status: row.row_count ? ('complete' as const) : ('no_results' as const), completed_at: services.now() };
  await updateHeld(db, lease, row.id, done);
  if (row.scheduled_export_id !== null) {
    await db.updateTable('scheduled_exports').set({ last_sent_at: services.now() }).where('id', '=', row.scheduled_export_id).execute();
  }
}

/** The e-mail addresses of an export, fixed on its first run (a takeover mails the same people). */
async function fixRecipients(db: Kysely<Database>, row: ExportRow): Promise<void> {
  let emails: string[] = [];
  if (row.scheduled_export_id !== null) {
    const schedule = await db.selectFrom('scheduled_exports').selectAll().where('id', '=', row.scheduled_export_id).executeTakeFirst();
    if (schedule) emails = await recipientsOf(db, schedule); // else deleted while the export ran
  } else if (row.send_email && row.user_id !== null) {
    const user = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
    if (user) emails = [user.email];
  }
  if (emails.length === 0) return;
  await db
    .insertInto('export_deliveries')
    .values(emails.map((email) => ({ export_file_id: row.id, email, sent_at: null })))
    .onConflict((oc) => oc.columns(['export_file_id', 'email']).doNothing())
    .execute();
}

/**
 * Mails each recipient not yet marked. The key makes a second send of the same message a no-op (a crash
 * between sending and marking), and each attempt's link token is kept, so every link that went out works.
 */
async function deliver(db: Kysely<Database>, services: ServerServices, row: ExportRow, lease: Lease): Promise<void> {
  const already = await db.selectFrom('export_deliveries').select('email').where('export_file_id', '=', row.id).executeTakeFirst();
  if (!already) await fixRecipients(db, row);
  const pending = await db
    .selectFrom('export_deliveries')
    .select('email')
    .where('export_file_id', '=', row.id)
    .where('sent_at', 'is', null)
    .orderBy('email')
    .execute();
  const schedule = row.scheduled_export_id === null
    ? undefined
    : await db.selectFrom('scheduled_exports').selectAll().where('id', '=', row.scheduled_export_id).executeTakeFirst();
  for (const { email } of pending) {
    await lease.assertHeld();
    let link: string | null = null;
    if (row.row_count) {
      const { token, hash } = issueToken();
      await db.insertInto('export_link_tokens').values({ token_hash: hash, export_file_id: row.id, created_at: services.now() }).execute();
      link = downloadLink(row.origin, row.id, token);
    }
    const key = `export:${row.id}:${email.toLowerCase()}`;
    if (row.scheduled_export_id !== null) {
      if (schedule) await sendScheduledExportEmail(db, services, schedule, email, link, key);
    } else if (link) {
      await sendExportReadyEmail(services, email, link, key);
    }
    await db.updateTable('export_deliveries').set({ sent_at: services.now() }).where('export_file_id', '=', row.id).where('email', '=', email).execute();
  }
}

/** The recipients of a schedule: its users' e-mails and its other addresses, each once (case-insensitively). */
export async function recipientsOf(db: Kysely<Database>, schedule: { account_id: number; recipient_user_ids: number[]; recipient_emails: string[] }) {
  const userIds = schedule.recipient_user_ids ?? [];
  const users = userIds.length
    ? await db.selectFrom('users').select('email').where('account_id', '=', schedule.account_id).where('id', 'in', userIds).execute()
    : [];
  const seen = new Map<string, string>();
  for (const email of [...users.map((u) => u.email), ...(schedule.recipient_emails ?? [])]) {
    if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  }
  return [...seen.values()];
}

export const exportJobHandler: JobHandler = {
  run: (job, ctx, lease) => runExport(ctx, exportIdOf(job), lease),
  giveUp: (job, ctx, reason) => markFailed(ctx.db, exportIdOf(job), reason, ctx.services.now()),
};
