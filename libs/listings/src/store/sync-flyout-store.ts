import type { Schemas } from '@locus/api-client';
import { GenericLoader } from '@locus/resources';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { fieldsNotInSyncText, type DirectoryCode } from '../model/statuses.js';
import { FLYOUT_HEADERS, NON_ADMIN_MESSAGE, flyoutAction, flyoutCardTitle, flyoutColour, isCopyable, locusFieldName, type FlyoutColour } from '../model/sync-flyout.js';
import type { ListingsApi } from '../ports/listings-api.js';
import { CopyFeedback, type WriteText } from './copy-feedback.js';

type Sync = Schemas['LocalListingSync'];
type Fields = NonNullable<Sync['locus']>;

/** The fields a card compares, in the order the flyout lists them. */
const FIELDS: readonly { field: keyof Fields; label: string }[] = [
  { field: 'public_name', label: 'Name' },
  { field: 'address', label: 'Address' },
  { field: 'address_2', label: 'Suite' },
  { field: 'city', label: 'City' },
  { field: 'state', label: 'State' },
  { field: 'zipcode', label: 'Zip' },
  { field: 'phone', label: 'Phone' },
  { field: 'website', label: 'Website' },
  { field: 'category_name', label: 'Category' },
  { field: 'hours', label: 'Hours' },
  { field: 'open_status', label: 'Open Status' },
];

export interface SyncFlyoutView {
  directoryName: string;
  header: string;
  cardTitle: string;
  colour: FlyoutColour;
  message: string | null;
  fields: { field: string; label: string; locus: string; directory: string; outOfSync: boolean; copyable: boolean }[];
}

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** F4-070..F4-089: the card of one flyout reply (null for a directory that opens no flyout). */
export function syncFlyoutView(sync: Sync): SyncFlyoutView | null {
  const act = flyoutAction({ status: sync.status, isAdmin: sync.is_admin, integrationStatus: sync.integration.integration_status, referenceId: sync.reference_id });
  if (act === null) return null;
  const ctx = { directory: sync.directory_code as DirectoryCode, autoSync: sync.auto_sync, publishingEnabled: sync.publishing_enabled, directoryEnabled: sync.directory_enabled };
  const differing = new Set(sync.fields_not_in_sync.map(locusFieldName));
  return {
    directoryName: sync.directory_name,
    header: FLYOUT_HEADERS[act],
    cardTitle: flyoutCardTitle(act, ctx),
    colour: flyoutColour(act, ctx),
    message: act === 'non-admin' ? NON_ADMIN_MESSAGE : fieldsNotInSyncText(sync.fields_not_in_sync),
    fields: sync.locus
      ? FIELDS.map(({ field, label }) => ({
          field,
          label,
          locus: text(sync.locus?.[field]),
          directory: text(sync.directory?.[field]),
          outOfSync: differing.has(field),
          copyable: isCopyable(field) && Boolean(sync.locus?.[field]),
        }))
      : [],
  };
}

export interface SyncFlyoutTarget {
  locationId: number;
  directory: string;
}

/** The dashboard's sync flyout: which directory of which location is open, its reply and its copy button. */
export class SyncFlyoutStore {
  target: SyncFlyoutTarget | null = null;
  readonly copy: CopyFeedback;
  readonly loader: GenericLoader<SyncFlyoutTarget | null, Sync | null>;

  constructor(api: ListingsApi, writeText: WriteText) {
    this.copy = new CopyFeedback(writeText);
    makeObservable(this, { target: observableRef, open: action, close: action, view: computed });
    this.loader = new GenericLoader({
      params: () => this.target,
      debounceMs: 0,
      skip: (target) => target === null,
      errorMessage: 'Unable to load this directory\'s sync status',
      load: (target, signal) =>
        target ? api.directorySync(target.locationId, target.directory as DirectoryCode, signal) : Promise.resolve(null),
    });
  }

  open(locationId: number, directory: string): void {
    this.target = { locationId, directory };
  }

  close(): void {
    this.target = null;
  }

  get view(): SyncFlyoutView | null {
    const data = this.loader.data;
    return this.target && data && data.location_id === this.target.locationId ? syncFlyoutView(data) : null;
  }

  dispose(): void {
    this.copy.dispose();
    this.loader.dispose();
  }
}
