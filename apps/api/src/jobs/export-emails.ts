/** The e-mails of exports: the file link to the requester, and a scheduled export's run to each recipient. */
import type { Kysely } from 'kysely';
import { issueToken } from '../auth/tokens.js';
import type { Database } from '../db/schema.js';
import type { ServerServices } from '../http/handler-types.js';

/** The download link of an e-mail: the token lets the recipient open it without signing in. */
export function downloadLink(origin: string, exportId: number, token: string): string {
  return `${origin}/api/fetch-export-file/${exportId}/file-data?token=${encodeURIComponent(token)}`;
}

/** The web app's unsubscribe page (it posts the token to POST /unsubscribe/scheduled_exports/{token}). */
export function unsubscribeLink(origin: string, token: string): string {
  return `${origin}/unsubscribe/scheduled_exports/${encodeURIComponent(token)}`;
}

/** `idempotencyKey`: one message per export and recipient, however many times the job runs. */
export async function sendExportReadyEmail(services: ServerServices, to: string, link: string, idempotencyKey: string): Promise<void> {
  await services.sendEmail({
    to,
    subject: 'Your Locus export is ready',
    body: `Your export is ready. Download it here:\n\n${link}\n`,
    idempotencyKey,
  });
}

export interface ScheduledRun {
  id: number;
  email_subject: string;
  email_body: string | null;
  origin: string;
}

/**
 * A scheduled run's e-mail to one recipient, with its own unsubscribe token (stored hashed, before sending, so
 * the link works whichever attempt's message was delivered), so a recipient can leave the schedule without
 * signing in. `link` is null when the run found no rows.
 */
export async function sendScheduledExportEmail(
  db: Kysely<Database>,
  services: ServerServices,
  schedule: ScheduledRun,
  to: string,
  link: string | null,
  idempotencyKey: string,
): Promise<void> {
  const { token, hash } = issueToken();
  await db
    .insertInto('scheduled_export_unsubscribes')
    .values({ token_hash: hash, scheduled_export_id: schedule.id, email: to, created_at: services.now() })
    .execute();
  const intro = schedule.email_body?.trim() ? `${schedule.email_body.trim()}\n\n` : '';
  const content = link ? `Download the export here:\n\n${link}\n` : 'There was no export data found for this period.\n';
  await services.sendEmail({
    to,
    subject: schedule.email_subject,
    body: `${intro}${content}\nTo stop receiving this scheduled export, open:\n${unsubscribeLink(schedule.origin, token)}\n`,
    idempotencyKey,
  });
}
