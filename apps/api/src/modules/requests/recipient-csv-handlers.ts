/**
 * The recipients CSV files (P7-079): the template to fill in, and the rows an upload refused, each with why.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import { listAccountId } from '../../http/tenant.js';
import { csvReply } from './csv-download.js';

const COLUMNS = ['name', 'email', 'phone'];

const downloadRecipientTemplateCsv = async (ctx: OperationContext<'downloadRecipientTemplateCsv'>) => {
  listAccountId(ctx);
  return csvReply(ctx, 'recipients-template.csv', COLUMNS, [['Jane Doe', 'jane.doe@example.com', '(555) 123-4567']]);
};

/** The refused rows of the account's newest upload of that file (the same file may be uploaded to two drafts). */
const downloadFailedUploadRecipientsCsv = async (ctx: OperationContext<'downloadFailedUploadRecipientsCsv'>) => {
  const accountId = listAccountId(ctx);
  const upload = await ctx.db
    .selectFrom('recipient_uploads')
    .select('failed_rows')
    .where('account_id', '=', accountId)
    .where('upload_id', '=', ctx.query.upload_id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!upload) throw notFound('Upload');
  return csvReply(ctx, 'failed-recipients.csv', ['line', ...COLUMNS, 'reason'], upload.failed_rows.map((r) => [r.line, r.name, r.email, r.phone, r.reason]));
};

export const recipientCsvHandlers = {
  downloadRecipientTemplateCsv,
  downloadFailedUploadRecipientsCsv,
} satisfies HandlerMap;
