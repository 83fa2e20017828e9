import moment from 'moment';
import type { ExportFile } from '../ports/export-api.js';

/** Poll the export file once a second (P4-032). */
export const EXPORT_POLL_INTERVAL_MS = 1000;
/** Give up polling after 10 s, or 60 s when impersonating (P9-001, P9-002). */
export const EXPORT_TIMEOUT_MS = 10_000;
export const EXPORT_IMPERSONATED_TIMEOUT_MS = 60_000;

export const exportTimeoutMs = (impersonating: boolean) =>
  impersonating ? EXPORT_IMPERSONATED_TIMEOUT_MS : EXPORT_TIMEOUT_MS;

/** The downloaded file's name (P7-077). */
export const exportFileName = (now: Date) => `export-${moment(now).format('YYYY-MM-DD')}.csv`;

/** Statuses of a file still being made; no status at all reads the same. */
const PENDING = new Set(['pending', 'queued', 'processing', 'in_progress', 'running', 'started']);
/** Statuses of a finished file, which must then carry its link. */
const FINISHED = new Set(['complete', 'completed', 'done', 'success', 'ready']);

/** What one poll reply means (P4-033, P8-007..P8-010). */
export type ExportVerdict =
  | { kind: 'ready'; url: string }
  | { kind: 'pending' }
  | { kind: 'no_results' }
  | { kind: 'timed_out' }
  | { kind: 'missing' }
  | { kind: 'unexpected' };

/** Polling stops on a link, no_results, failed, or time-out (P4-033). */
export function exportVerdict(file: ExportFile): ExportVerdict {
  if (file.file_url) return { kind: 'ready', url: file.file_url };
  const status = file.status ?? null;
  if (status === 'no_results') return { kind: 'no_results' };
  if (status === 'failed') return file.status_reason === 'timeout' ? { kind: 'timed_out' } : { kind: 'unexpected' };
  if (status === null || PENDING.has(status)) return { kind: 'pending' };
  if (FINISHED.has(status)) return { kind: 'missing' };
  return { kind: 'unexpected' };
}
