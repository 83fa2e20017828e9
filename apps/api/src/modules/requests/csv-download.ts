/**
 * A CSV file as the reply of a download call (P7-079), written by the exports' CSV writer (jobs/csv.ts: RFC
 * 4180, formulas neutralised), with the attachment's file name.
 */
import type { RequestContext } from '../../http/handler-types.js';
import { csvStream, type CsvValue } from '../../jobs/csv.js';

export function csvReply(ctx: RequestContext, filename: string, header: readonly string[], rows: readonly CsvValue[][]) {
  ctx.reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return csvStream(header, (async function* once() { yield rows; })()).stream;
}
