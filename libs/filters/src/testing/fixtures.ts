import type { Notifier, NotifyOptions } from '@locus/resources';
import type { FilterSession } from '../ports/session.js';

export interface RecordedNote {
  level: 'alert' | 'info' | 'success';
  message: string;
  serverText?: string;
  options?: NotifyOptions;
}

/** A Notifier that records what it was told. */
export function recordingNotifier(): Notifier & { notes: RecordedNote[] } {
  const notes: RecordedNote[] = [];
  return {
    notes,
    alert: (message, serverText, options) =>
      void notes.push({ level: 'alert', message, ...(serverText ? { serverText } : {}), ...(options ? { options } : {}) }),
    info: (message, options) => void notes.push({ level: 'info', message, ...(options ? { options } : {}) }),
    success: (message, options) => void notes.push({ level: 'success', message, ...(options ? { options } : {}) }),
  };
}

/** A signed-in session; `features` lists the settings that are on. */
export function testSession(overrides: Partial<Omit<FilterSession, 'isFeatureEnabled'>> & { features?: string[] } = {}): FilterSession {
  const { features = ['saved_filters', 'scheduled_exports', 'async_file_download'], ...rest } = overrides;
  return {
    account_id: 10,
    user_id: 20,
    email: 'ann@example.com',
    isImpersonated: false,
    isWhitelabel: false,
    user_type: 'admin',
    account: { status: 'active' },
    ...rest,
    isFeatureEnabled: (name) => features.includes(name),
  };
}
