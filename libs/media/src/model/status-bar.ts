import { PHOTO_MESSAGES } from './messages.js';

export type PublishedStatus = 'pending' | 'published' | 'dead';

export interface StatusBar {
  label: 'Failed' | 'Publishing';
  tone: 'error' | 'info';
  /** The explanation a Failed photo gives (F8-043). */
  detail: string | null;
}

/** F4-042..F4-044: dead shows a red 'Failed' bar, pending 'Publishing', anything else none. */
export function statusBar(status: string | null | undefined): StatusBar | null {
  if (status === 'dead') return { label: 'Failed', tone: 'error', detail: PHOTO_MESSAGES.dead };
  if (status === 'pending') return { label: 'Publishing', tone: 'info', detail: null };
  return null;
}
