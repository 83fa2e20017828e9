/**
 * Reading a recipients CSV (the columns of GET /export/csv/recipient_template) with csv-parse: the header names
 * the columns in any order and case; each data row is checked like a hand-entered recipient, and a refused one
 * is kept with its line and reason for the failed-rows download.
 */
import { parse } from 'csv-parse/sync';
import type { FailedRecipientRow, RequestType } from '../../db/schema-requests.js';
import { badRequest } from '../../http/http-error.js';
import { checkRecipient, isProblem, type CheckedRecipient } from './campaign-recipients.js';

/** A campaign holds at most this many recipients (as many as PUT recipients accepts in one call). */
export const MAX_RECIPIENTS = 10_000;

export interface ParsedUpload {
  good: CheckedRecipient[];
  failed: FailedRecipientRow[];
}

const NOT_RECIPIENTS = 'The file is not a CSV with the columns name and email or phone (download the template)';

type ParsedRecord = { record: string[]; info: { lines: number } };

function parseRecords(data: Buffer): ParsedRecord[] {
  try {
    return parse(data, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as ParsedRecord[];
  } catch {
    throw badRequest(NOT_RECIPIENTS, 'upload_id');
  }
}

export function parseRecipientCsv(data: Buffer, requestType: RequestType): ParsedUpload {
  const [header, ...rows] = parseRecords(data);
  const columns = (header?.record ?? []).map((c) => c.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  const [nameAt, emailAt, phoneAt] = [at('name'), at('email'), at('phone')];
  if (nameAt < 0 || (emailAt < 0 && phoneAt < 0)) throw badRequest(NOT_RECIPIENTS, 'upload_id');
  if (rows.length > MAX_RECIPIENTS) throw badRequest(`The file has more than ${MAX_RECIPIENTS} rows`, 'upload_id');
  const cell = (record: string[], index: number) => (index < 0 ? '' : (record[index] ?? ''));
  const parsed: ParsedUpload = { good: [], failed: [] };
  for (const { record, info } of rows) {
    const input = { name: cell(record, nameAt), email: cell(record, emailAt), phone: cell(record, phoneAt) };
    const checked = checkRecipient(input, requestType);
    if (isProblem(checked)) parsed.failed.push({ line: info.lines, name: input.name, email: input.email, phone: input.phone, reason: checked.reason });
    else parsed.good.push(checked);
  }
  return parsed;
}
