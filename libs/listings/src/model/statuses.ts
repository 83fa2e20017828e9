/** Location and directory sync statuses (features.md section 4, 'Local listing statuses'). */

export const LISTING_STATUSES = [
  'pending_sync', 'in_progress', 'pending_claim', 'action_required', 'published', 'in_sync', 'not_in_sync', 'not_available',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const DIRECTORY_CODES = ['google', 'facebook', 'apple_maps', 'bing', 'trip_advisor', 'yelp'] as const;
export type DirectoryCode = (typeof DIRECTORY_CODES)[number];

/** Locus publishes to these (F9-048). */
export const PUBLISHABLE_DIRECTORIES: readonly DirectoryCode[] = ['google', 'facebook', 'apple_maps'];
export const MAIN_DIRECTORY: DirectoryCode = 'google';
/** The dashboard's status filter (F9-059). */
export const STATUS_FILTER_VALUES: readonly ListingStatus[] = ['in_sync', 'in_progress', 'not_in_sync'];

export const STATUS_LABELS: Readonly<Record<ListingStatus, string>> = {
  pending_sync: 'Pending Sync',
  in_progress: 'In Progress',
  pending_claim: 'Pending Claim',
  action_required: 'Action Required',
  published: 'Published',
  in_sync: 'In Sync',
  not_in_sync: 'Out of Sync',
  not_available: 'Not Available',
};

const OPEN_STATUS_LABELS: Readonly<Record<string, string>> = { inactive: 'Inactive', temporarily_inactive: 'Temporarily Inactive' };

/** F4-054, F4-055: the label, with an inactive open status appended ('Out of Sync (Temporarily Inactive)'). */
export function statusLabel(status: ListingStatus, openStatus?: string | null): string {
  const open = openStatus ? OPEN_STATUS_LABELS[openStatus] : undefined;
  return open ? `${STATUS_LABELS[status]} (${open})` : STATUS_LABELS[status];
}

export interface DirectoryStatusInput {
  /** null: the location has no copy on this directory. */
  status: ListingStatus | null;
  directoryEnabled: boolean;
  /** The location's Auto Sync. */
  publishingEnabled: boolean;
}

/**
 * The status a directory shows: not_available without a copy (F4-057); not_in_sync while the location's Auto
 * Sync is on and the directory is off (F4-059), whatever it was, in_sync and in_progress included (F4-060).
 */
export function directoryStatus({ status, directoryEnabled, publishingEnabled }: DirectoryStatusInput): ListingStatus {
  if (status === null || status === 'not_available') return 'not_available';
  return publishingEnabled && !directoryEnabled ? 'not_in_sync' : status;
}

/** F4-058: a missing directory opens no flyout. */
export const isDirectoryClickable = (status: ListingStatus): boolean => status !== 'not_available';

/** 'Fields not in sync: a,b' (F3-015), or null when none. */
export function fieldsNotInSyncText(fields: readonly string[]): string | null {
  return fields.length > 0 ? `Fields not in sync: ${fields.join(',')}` : null;
}

/** How a status is drawn (the design system's DirectoryStatusIcon tones). */
export type StatusTone = 'ok' | 'problem' | 'waiting' | 'missing';

export function statusTone(status: ListingStatus): StatusTone {
  if (status === 'in_sync' || status === 'published') return 'ok';
  if (status === 'not_in_sync' || status === 'action_required') return 'problem';
  if (status === 'not_available') return 'missing';
  return 'waiting';
}
