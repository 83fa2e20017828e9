import { ApiError } from '@locus/api-client';
import type { Notifier } from '@locus/resources';
import { action, makeObservable, observable } from 'mobx';
import { AUTO_SYNC_ERROR_MS, AUTO_SYNC_MESSAGES, autoSyncResultText } from '../model/auto-sync.js';
import type { ListingsApi } from '../ports/listings-api.js';

export interface AutoSyncStoreDeps {
  api: ListingsApi;
  accountId: number;
  notifier: Notifier;
  /** Called after a location's Auto Sync changed (the dashboard reloads its page). */
  onChanged: () => void;
}

/** The dashboard's Auto Sync toggles: publish or unpublish one location, with the toggle off while it is updating. */
export class AutoSyncStore {
  /** Locations whose toggle is waiting for the server (F4-063: disabled while updating). */
  readonly updating = observable.set<number>();

  constructor(private readonly deps: AutoSyncStoreDeps) {
    makeObservable<AutoSyncStore, 'done'>(this, { done: action });
  }

  isUpdating(locationId: number): boolean {
    return this.updating.has(locationId);
  }

  /** F8-048..F8-051: the success toast, or the server's 'Cannot Publish' text / 'Error updating local listing' for 2 s. */
  async toggle(locationId: number, on: boolean): Promise<void> {
    if (this.updating.has(locationId)) return;
    action(() => this.updating.add(locationId))();
    const { api, accountId, notifier } = this.deps;
    try {
      await api.setAutoSync(accountId, [locationId], on);
      notifier.success(autoSyncResultText(on));
      this.done(locationId, true);
    } catch (error) {
      const cannotPublish = error instanceof ApiError && error.status === 422 && error.serverMessage?.startsWith('Cannot Publish');
      notifier.alert(cannotPublish ? (error.serverMessage ?? AUTO_SYNC_MESSAGES.error) : AUTO_SYNC_MESSAGES.error, undefined, { durationMs: AUTO_SYNC_ERROR_MS });
      this.done(locationId, false);
    }
  }

  private done(locationId: number, changed: boolean): void {
    this.updating.delete(locationId);
    if (changed) this.deps.onChanged();
  }
}
