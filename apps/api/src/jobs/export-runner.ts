/**
 * The export job: builds the CSV of an export_files row, stores it, marks the row complete (or no_results,
 * or failed), then sends the e-mails: the link to the requester when asked, and a scheduled export's run to
 * its recipients. Running it twice for one export does nothing the second time.
 */
import type { Kysely, Selectable } from 'kysely';
import { issueToken } from '../auth/tokens.js';
import type { Database, ExportFilesTable, ExportStatusReason } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';
import { writeCsv } from './csv.js';
import { downloadLink, sendExportReadyEmail, sendScheduledExportEmails } from './export-emails.js';
import { EXPORT_SOURCES } from './export-sources.js';
import type { Job } from './queue.js';
import type { JobContext, JobHandler } from './worker.js';

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

export async function runExport({ db, services }: JobContext, exportId: number): Promise<void> {
  const row = await db.selectFrom('export_files').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row || (row.status !== 'pending' && row.status !== 'processing')) return;
  await db.updateTable('export_files').set({ status: 'processing' }).where('id', '=', row.id).execute();

  const source = EXPORT_SOURCES[row.resource];
  if (!source) {
    await markFailed(db, row.id, 'not_available', services.now());
    return;
  }
  const { data, rowCount } = await writeCsv(source.header, source.batches(db, row.filters ?? {}, row.account_id));
  if (rowCount === 0) {
    await db.updateTable('export_files').set({ status: 'no_results', row_count: 0, completed_at: services.now() }).where('id', '=', row.id).execute();
    await notify(db, services, row, null);
    return;
  }
  const key = await services.files.save(`export-${row.id}.csv`, data);
  const { token, hash } = issueToken();
  await db
    .updateTable('export_files')
    .set({ status: 'complete', storage_key: key, download_token_hash: hash, row_count: rowCount, completed_at: services.now() })
    .where('id', '=', row.id)
    .execute();
  await notify(db, services, row, downloadLink(row.origin, row.id, token));
}

/** E-mails once the file exists (or is known to be empty). */
async function notify(db: Kysely<Database>, services: ServerServices, row: ExportRow, link: string | null): Promise<void> {
  if (row.scheduled_export_id !== null) {
    await sendScheduledRun(db, services, row.scheduled_export_id, link);
    return;
  }
  if (row.send_email && link && row.user_id !== null) {
    const user = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst();
    if (user) await sendExportReadyEmail(services, user.email, link);
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

async function sendScheduledRun(db: Kysely<Database>, services: ServerServices, scheduleId: number, link: string | null): Promise<void> {
  const schedule = await db.selectFrom('scheduled_exports').selectAll().where('id', '=', scheduleId).executeTakeFirst();
  if (!schedule) return; // deleted while the export ran
  await sendScheduledExportEmails(db, services, schedule, await recipientsOf(db, schedule), link);
  await db.updateTable('scheduled_exports').set({ last_sent_at: services.now() }).where('id', '=', schedule.id).execute();
}

export const exportJobHandler: JobHandler = {
  run: (job, ctx) => runExport(ctx, exportIdOf(job)),
  giveUp: (job, ctx, reason) => markFailed(ctx.db, exportIdOf(job), reason, ctx.services.now()),
};
