import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { BULK_HOURS_MESSAGES as MSG, bulkHoursFailureText, locationBody } from '../model/bulk-hours.js';
import type { BulkLocationHoursApi, BulkLocationRef } from '../ports/hours-api.js';
import { HoursEditorStore } from './hours-editor-store.js';

export interface BulkEditHoursStoreDeps {
  api: BulkLocationHoursApi;
  notifier: Notifier;
  reporter?: ErrorReporter;
}

/**
 * Bulk Edit hours (section 7, Locations): one week of hours PATCHed, with each selected location's
 * full body, to every selected location. Confirm waits for hours (F5-023).
 */
export class BulkEditHoursStore {
  readonly editor = new HoursEditorStore(null);
  saving = false;
  /** The failure text of the last submit, shown in the modal. */
  error: string | null = null;
  private readonly deps: BulkEditHoursStoreDeps;
  private readonly locations: readonly BulkLocationRef[];

  /** `locations`: the selected locations, or their ids (each is then read before its PATCH). */
  constructor(locations: readonly BulkLocationRef[], deps: BulkEditHoursStoreDeps) {
    this.locations = locations;
    this.deps = deps;
    this.editor.addHours();
    makeObservable(this, { saving: observable, error: observable, canConfirm: computed, submit: action });
  }

  get locationCount(): number {
    return this.locations.length;
  }

  /** Disabled until hours exist (F5-023), and while in error or saving. */
  get canConfirm(): boolean {
    return this.editor.hasHours && !this.editor.hasErrors && !this.saving && this.locations.length > 0;
  }

  /** PATCHes every location; resolves true when all were updated. */
  async submit(): Promise<boolean> {
    if (!this.canConfirm) return false;
    this.saving = true;
    this.error = null;
    const { hours } = this.editor.payload();
    const results = await Promise.allSettled(
      this.locations.map(async (ref) => {
        const location = typeof ref === 'number' ? await this.deps.api.readLocation(ref) : ref;
        await this.deps.api.patchLocation(location.id, { ...locationBody(location), hours });
      }),
    );
    const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    for (const failure of failures) this.deps.reporter?.report(failure.reason, { action: 'bulk edit hours' });
    // A single location's own refusal reads best in the server's words; otherwise count them.
    const message =
      failures.length === 0
        ? null
        : failures.length === 1 && this.locations.length === 1
          ? (serverText(failures[0]?.reason) ?? bulkHoursFailureText(1))
          : bulkHoursFailureText(failures.length);
    runInAction(() => {
      this.saving = false;
      this.error = message;
    });
    if (message) this.deps.notifier.alert(message);
    else this.deps.notifier.success(MSG.saved);
    return failures.length === 0;
  }
}
