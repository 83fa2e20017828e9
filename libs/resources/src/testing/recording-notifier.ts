import type { Notifier } from '../errors/ports.js';

/** One message the notifier was told; `serverText` and `durationMs` only when given. */
export interface RecordedNote {
  level: 'alert' | 'info' | 'success';
  message: string;
  serverText?: string;
  durationMs?: number;
}

/** A Notifier that records what it was told (tests only). */
export function recordingNotifier(): Notifier & { notes: RecordedNote[] } {
  const notes: RecordedNote[] = [];
  const record = (level: RecordedNote['level'], message: string, serverText?: string, durationMs?: number) =>
    void notes.push({ level, message, ...(serverText ? { serverText } : {}), ...(durationMs ? { durationMs } : {}) });
  return {
    notes,
    alert: (message, serverText, options) => record('alert', message, serverText, options?.durationMs),
    info: (message, options) => record('info', message, undefined, options?.durationMs),
    success: (message, options) => record('success', message, undefined, options?.durationMs),
  };
}
