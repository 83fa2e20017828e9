/** What a dashboard row shows (features.md sections 2 and 4), as plain data for the design system's table. */
import moment from 'moment';
import type { Schemas } from '@locus/api-client';
import { autoSyncBlock, cannotPublishText } from './auto-sync.js';
import { DIRECTORY_CODES, directoryStatus, fieldsNotInSyncText, isDirectoryClickable, statusLabel, statusTone, type DirectoryCode, type StatusTone } from './statuses.js';

type Location = Schemas['LocalListingLocation'];

/** Column headers in the order of F9-054; Yelp carries BETA (F9-055). */
export const DIRECTORY_COLUMNS: readonly { code: DirectoryCode; name: string; beta: boolean }[] = [
  { code: 'google', name: 'Google', beta: false },
  { code: 'facebook', name: 'Facebook', beta: false },
  { code: 'apple_maps', name: 'Apple Maps', beta: false },
  { code: 'bing', name: 'Bing', beta: false },
  { code: 'trip_advisor', name: 'Tripadvisor', beta: false },
  { code: 'yelp', name: 'Yelp', beta: true },
];

export interface DashboardDirectoryCell {
  code: DirectoryCode;
  name: string;
  label: string;
  tone: StatusTone;
  clickable: boolean;
  fieldsText: string | null;
}

export interface DashboardRowView {
  id: number;
  name: string;
  address: string;
  topDirectories: string;
  lastPublished: string;
  lastScanned: string;
  statusLabel: string;
  statusTone: StatusTone;
  autoSync: { on: boolean; disabled: boolean; reason: string | null };
  directories: DashboardDirectoryCell[];
}

export interface DashboardRowContext {
  /** The account bought Auto Sync (the `auto_sync` setting). */
  autoSyncPurchased: boolean;
  /** The user may change locations (location update). */
  canUpdate: boolean;
  updating: boolean;
}

const NEVER = 'Never';
const date = (value: string | null): string => (value ? moment(value).format('MMM D, YYYY') : NEVER);

const addressLine = (row: Location): string =>
  [row.address, row.city, [row.state_code, row.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** One row: F4-054..F4-060 statuses, F4-061..F4-066 the toggle's state; the server's integration refusal shows on toggling. */
export function dashboardRowView(row: Location, context: DashboardRowContext): DashboardRowView {
  const byCode = new Map(row.directories.map((d) => [d.directory_code, d]));
  const block = autoSyncBlock({ updating: context.updating, autoSyncPurchased: context.autoSyncPurchased, integrationActive: true, state: row.listing_status });
  return {
    id: row.id,
    name: row.name,
    address: addressLine(row),
    topDirectories: `${Math.round(row.pct_valid_top_directories)}%`,
    lastPublished: date(row.last_published_at),
    lastScanned: date(row.last_checked_at),
    statusLabel: statusLabel(row.status, row.open_status),
    statusTone: statusTone(row.status),
    autoSync: {
      // The location's own publishing switch (the server's state; F4-061's start state for a published location).
      on: row.publishing_enabled,
      disabled: block !== null || !context.canUpdate,
      reason: block === 'not_eligible' ? cannotPublishText(true, row.listing_status, null) : null,
    },
    directories: DIRECTORY_CODES.map((code) => {
      const copy = byCode.get(code);
      const status = directoryStatus({
        status: copy?.status ?? null,
        directoryEnabled: copy?.directory_enabled ?? false,
        publishingEnabled: row.publishing_enabled,
      });
      return {
        code,
        name: DIRECTORY_COLUMNS.find((c) => c.code === code)?.name ?? code,
        label: statusLabel(status, row.open_status),
        tone: statusTone(status),
        clickable: isDirectoryClickable(status),
        fieldsText: status === 'not_in_sync' ? fieldsNotInSyncText(copy?.fields_not_in_sync ?? []) : null,
      };
    }),
  };
}
