import type { Schemas } from '@locus/api-client';
import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SYNC_MESSAGES as MSG, diffRows, type DiffRow } from '../model/sync-diff.js';
import type { LocationsApi } from '../ports/locations-api.js';

export type SyncDiffStatus = 'closed' | 'loading' | 'error' | 'nothing' | 'changes' | 'syncing';

export interface SyncDiffStoreDeps {
  api: Pick<LocationsApi, 'locationDiff' | 'syncLocation'>;
  locationId: number;
  notifier: Notifier;
  reporter?: ErrorReporter;
  /** Called with the synced location, so the page shows the new values. */
  onSynced?: (location: Schemas['LocationDetail']) => void;
}

/** Sync From Google (section 4): closed, then the modal loads the diff; Accept Changes syncs and closes. */
export class SyncDiffStore {
  status: SyncDiffStatus = 'closed';
  diff: Schemas['LocationDiff'] | null = null;
  private readonly deps: SyncDiffStoreDeps;

  constructor(deps: SyncDiffStoreDeps) {
    this.deps = deps;
    makeObservable(this, { status: observable, diff: observableRef, rows: computed, close: action });
  }

  get rows(): DiffRow[] {
    return this.diff ? diffRows(this.diff as Parameters<typeof diffRows>[0]) : [];
  }

  /** Opens the modal and loads the diff (F4-036..F4-039). */
  async open(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.diff = null;
    });
    try {
      const diff = await this.deps.api.locationDiff(this.deps.locationId);
      runInAction(() => {
        this.diff = diff;
        this.status = diff.changed_fields.length === 0 ? 'nothing' : 'changes';
      });
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'location diff' });
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Accept Changes: POST with override true, then close (F4-040). */
  async accept(): Promise<boolean> {
    if (this.status !== 'changes') return false;
    runInAction(() => (this.status = 'syncing'));
    try {
      const reply = await this.deps.api.syncLocation(this.deps.locationId);
      this.deps.notifier.success(reply.message || MSG.synced);
      this.deps.onSynced?.(reply.location);
      this.close();
      return true;
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'sync location' });
      this.deps.notifier.alert(serverText(error) ?? MSG.syncFailed);
      runInAction(() => (this.status = 'changes'));
      return false;
    }
  }

  close(): void {
    this.status = 'closed';
    this.diff = null;
  }
}
