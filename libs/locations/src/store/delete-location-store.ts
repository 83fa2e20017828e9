import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { DELETE_MESSAGES as MSG, deleteStep, deletedMessage } from '../model/delete-flow.js';
import type { AccountsApi } from '../ports/accounts-api.js';
import type { LocationsApi } from '../ports/locations-api.js';
import { LOCATION_SETTINGS, type LocationSession } from '../ports/session.js';

export type DeleteModal = 'none' | 'checking' | 'prevented' | 'last-location' | 'confirm' | 'deleting';

export interface DeleteLocationStoreDeps {
  api: AccountsApi & Pick<LocationsApi, 'deleteLocation'>;
  session: LocationSession;
  notifier: Notifier;
  reporter?: ErrorReporter;
}

/**
 * Delete on the detail page (section 4, Delete): the contact-support modal when deletions are prevented,
 * the last-location modal, otherwise the confirmation; then '{name} successfully deleted'.
 */
export class DeleteLocationStore {
  modal: DeleteModal = 'none';
  private readonly deps: DeleteLocationStoreDeps;

  constructor(deps: DeleteLocationStoreDeps) {
    this.deps = deps;
    makeObservable(this, { modal: observable, close: action });
  }

  /** Delete clicked: reads the account's location count (GET /accounts/{id}) to pick the modal. */
  async request(): Promise<void> {
    const { session, api } = this.deps;
    if (session.isFeatureEnabled(LOCATION_SETTINGS.preventDeletions)) {
      runInAction(() => (this.modal = 'prevented'));
      return;
    }
    runInAction(() => (this.modal = 'checking'));
    let total = session.account?.total_locations ?? 0;
    if (session.account_id !== null) {
      try {
        const account = await api.getAccount(session.account_id);
        total = account.total_locations;
      } catch (error) {
        // The server refuses the last location anyway; fall back to the session's count.
        this.deps.reporter?.report(error, { action: 'account for delete' });
      }
    }
    runInAction(() => (this.modal = deleteStep({ preventDeletions: false, totalLocations: total })));
  }

  /** Confirmed: DELETE, then the success text with the real name. Resolves true when deleted. */
  async confirm(location: { id: number; name: string }): Promise<boolean> {
    runInAction(() => (this.modal = 'deleting'));
    try {
      await this.deps.api.deleteLocation(location.id);
      this.deps.notifier.success(deletedMessage(location.name));
      runInAction(() => (this.modal = 'none'));
      return true;
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'delete location' });
      this.deps.notifier.alert(serverText(error) ?? MSG.failed, undefined, { durationMs: 3000 });
      runInAction(() => (this.modal = 'confirm'));
      return false;
    }
  }

  close(): void {
    this.modal = 'none';
  }
}
