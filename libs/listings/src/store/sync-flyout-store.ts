import type { Schemas } from '@locus/api-client';
import { GenericLoader, type Notifier } from '@locus/resources';
import moment from 'moment';
import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { AUTO_SYNC_NOTICE, AUTO_SYNC_NOTICE_MS, showsAutoSyncNotice } from '../model/auto-sync-notice.js';
import { DIRECTORY_PUBLISHING_ERROR_MS, DIRECTORY_PUBLISHING_MESSAGES, directorySwitch, type DirectorySwitchContext, type DirectorySwitchView } from '../model/directory-publishing.js';
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
  /** The directory's own Auto Sync switch (F6-024), or null where it does not apply. */
  directorySwitch: DirectorySwitchView | null;
  /** What Auto Sync corrected on this directory, newest first ('Nov 4, 2026: website, phone corrected'). */
  corrections: string[];
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

type History = Schemas['LocalListingHistory'];

const NO_SWITCH = { flagOn: false, canUpdate: false, updating: false };

/** This directory's corrected events, as the flyout lists them. */
export const correctionLines = (history: History | null, directory: string): string[] =>
  (history?.events ?? []).filter((e) => e.directory_code === directory && e.kind === 'corrected')
    .map((e) => `${moment(e.created_at).format('MMM D, YYYY')}: ${e.fields.join(', ')} corrected`);

/** F4-070..F4-089: the card of one flyout reply (null for a directory that opens no flyout). */
export function syncFlyoutView(sync: Sync, context: DirectorySwitchContext = NO_SWITCH, history: History | null = null): SyncFlyoutView | null {
  const act = flyoutAction({ status: sync.status, isAdmin: sync.is_admin, integrationStatus: sync.integration.integration_status, referenceId: sync.reference_id });
  if (act === null) return null;
  const ctx = { directory: sync.directory_code as DirectoryCode, autoSync: sync.auto_sync, publishingEnabled: sync.publishing_enabled, directoryEnabled: sync.directory_enabled };
  const differing = new Set(sync.fields_not_in_sync.map(locusFieldName));
  return {
    directoryName: sync.directory_name,
    directorySwitch: directorySwitch(sync, context),
    corrections: correctionLines(history, sync.directory_code),
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

export interface SyncFlyoutDeps {
  api: ListingsApi;
  writeText: WriteText;
  accountId: number;
  notifier: Notifier;
  /** ENABLE_LL_DIRECTORY_SPECIFIC_PUBLISHING is on (F6-024). */
  directoryFlagOn: boolean;
  /** The user may change locations (location update). */
  canUpdate: boolean;
  /** Called after a directory's switch changed (the dashboard reloads its page). */
  onChanged: () => void;
}

/**
 * The dashboard's sync flyout: which directory of which location is open, its reply, the location's listing
 * history, the copy button, the directory's own switch, and the Auto Sync notice (F8-035) on opening.
 */
export class SyncFlyoutStore {
  target: SyncFlyoutTarget | null = null;
  /** The directory switch is waiting for the server. */
  switching = false;
  readonly copy: CopyFeedback;
  readonly loader: GenericLoader<SyncFlyoutTarget | null, Sync | null>;
  readonly history: GenericLoader<number | null, History | null>;
  private readonly stopNotice: () => void;
  /** The target the notice was shown for (a reload after a switch does not show it again). */
  private noticed: SyncFlyoutTarget | null = null;

  constructor(private readonly deps: SyncFlyoutDeps) {
    const { api } = deps;
    this.copy = new CopyFeedback(deps.writeText);
    makeObservable(this, { target: observableRef, switching: observable, open: action, close: action, view: computed });
    this.loader = new GenericLoader({
      params: () => this.target,
      debounceMs: 0,
      skip: (target) => target === null,
      errorMessage: 'Unable to load this directory\'s sync status',
      load: (target, signal) =>
        target ? api.directorySync(target.locationId, target.directory as DirectoryCode, signal) : Promise.resolve(null),
    });
    this.history = new GenericLoader({
      params: () => this.target?.locationId ?? null,
      debounceMs: 0,
      skip: (id) => id === null,
      errorMessage: 'Unable to load this location\'s listing history',
      load: (id, signal) => (id === null ? Promise.resolve(null) : api.listingHistory(id, signal)),
    });
    // F8-035: once per opened directory, when its reply says the location's changes wait for Auto Sync.
    this.stopNotice = reaction(
      () => this.current,
      (sync) => {
        if (!sync || this.noticed === this.target) return;
        this.noticed = this.target;
        const act = flyoutAction({ status: sync.status, isAdmin: sync.is_admin, integrationStatus: sync.integration.integration_status, referenceId: sync.reference_id });
        if (showsAutoSyncNotice(sync.publishing_enabled, act)) deps.notifier.info(AUTO_SYNC_NOTICE, { durationMs: AUTO_SYNC_NOTICE_MS });
      },
    );
  }

  open(locationId: number, directory: string): void {
    this.target = { locationId, directory };
  }

  close(): void {
    this.target = null;
  }

  /** The open target's reply (not a previous target's still shown while loading). */
  private get current(): Sync | null {
    const data = this.loader.data;
    const target = this.target;
    return target && data && data.location_id === target.locationId && data.directory_code === target.directory ? data : null;
  }

  get view(): SyncFlyoutView | null {
    const sync = this.current;
    if (!sync) return null;
    const context = { flagOn: this.deps.directoryFlagOn, canUpdate: this.deps.canUpdate, updating: this.switching };
    const history = this.history.data;
    return syncFlyoutView(sync, context, history && this.history.status === 'loaded' ? history : null);
  }

  /** F6-024: switches the open directory's publishing; 'Directory sync settings saved', or the failure alert for 2 s. */
  async setDirectoryEnabled(enabled: boolean): Promise<void> {
    const sync = this.current;
    if (!sync || sync.source_id === null || this.switching) return;
    runInAction(() => (this.switching = true));
    const { api, accountId, notifier } = this.deps;
    try {
      await api.setDirectoryEnabled(accountId, sync.location_id, sync.source_id, enabled);
      notifier.success(DIRECTORY_PUBLISHING_MESSAGES.saved);
      await this.loader.reload();
      this.deps.onChanged();
    } catch {
      notifier.alert(DIRECTORY_PUBLISHING_MESSAGES.failed, undefined, { durationMs: DIRECTORY_PUBLISHING_ERROR_MS });
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  dispose(): void {
    this.stopNotice();
    this.copy.dispose();
    this.loader.dispose();
    this.history.dispose();
  }
}
