import type { Notifier } from '@locus/resources';

export interface RecordedNote {
  level: 'alert' | 'info' | 'success';
  message: string;
  serverText?: string;
}

/** A Notifier that records what it was told (tests only). */
export function recordingNotifier(): Notifier & { notes: RecordedNote[] } {
  const notes: RecordedNote[] = [];
  return {
    notes,
    alert: (message, serverText) => void notes.push({ level: 'alert', message, ...(serverText ? { serverText } : {}) }),
    info: (message) => void notes.push({ level: 'info', message }),
    success: (message) => void notes.push({ level: 'success', message }),
  };
}
