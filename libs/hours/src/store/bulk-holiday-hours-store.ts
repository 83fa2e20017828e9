import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import moment from 'moment';
import {
  addDayPair,
  removeDayPair,
  setDayAllDay,
  setDayClosed,
  setDayTime,
  type DayDraft,
  type TimeRangeDraft,
} from '../model/day-hours.js';
import { BULK_HOURS_MESSAGES } from '../model/bulk-hours.js';
import {
  NEW_ROW_SUFFIX,
  SPECIAL_HOURS_MESSAGES as MSG,
  checkSpecialHours,
  rowAsDay,
  specialFields,
  withDay,
  type SpecialHoursCheck,
  type SpecialHoursDraft,
} from '../model/special-hours.js';
import type { BulkHolidayHoursApi } from '../ports/hours-api.js';

export interface BulkHolidayHoursStoreDeps {
  api: BulkHolidayHoursApi;
  notifier: Notifier;
  reporter?: ErrorReporter;
  now?: () => moment.Moment;
}

/**
 * Bulk Add Holiday Hours (section 4 and 5, Bulk holiday hours): entries for many locations; the
 * first confirm warns about overriding and becomes 'Continue anyway' (F4-092), the second sends one
 * POST per entry (F4-093).
 */
export class BulkHolidayHoursStore {
  entries: SpecialHoursDraft[] = [];
  /** The override warning was shown: the next confirm submits. */
  warned = false;
  saving = false;
  error: string | null = null;
  private nextId = 1;
  private readonly deps: BulkHolidayHoursStoreDeps;
  private readonly locationIds: readonly number[];

  constructor(locationIds: readonly number[], deps: BulkHolidayHoursStoreDeps) {
    this.locationIds = locationIds;
    this.deps = deps;
    makeObservable(this, {
      entries: observableRef,
      warned: observable,
      saving: observable,
      error: observable,
      check: computed,
      canConfirm: computed,
      confirmLabel: computed,
      addEntry: action,
      removeEntry: action,
      setDate: action,
      setClosed: action,
      setAllDay: action,
      setTime: action,
      addPair: action,
      removePair: action,
      confirm: action,
    });
    this.addEntry();
  }

  get check(): SpecialHoursCheck {
    return checkSpecialHours(this.entries, this.deps.now ? this.deps.now() : moment());
  }

  /** Disabled while empty (F5-031, F5-033), in error (F5-034) or saving (F5-035). */
  get canConfirm(): boolean {
    return this.entries.some((entry) => entry.start_date) && !this.check.hasErrors && !this.saving;
  }

  get confirmLabel(): string {
    return this.warned ? BULK_HOURS_MESSAGES.continueAnyway : BULK_HOURS_MESSAGES.confirm;
  }

  /** The warning the first confirm shows (F4-092). */
  get warning(): string | null {
    return this.warned ? BULK_HOURS_MESSAGES.overrideWarning : null;
  }

  addEntry(): void {
    const entry: SpecialHoursDraft = {
      id: `${this.nextId++}${NEW_ROW_SUFFIX}`,
      start_date: null,
      closed: true,
      is_24_hours: false,
      hours: [],
    };
    this.entries = [...this.entries, entry];
  }

  removeEntry(id: string): void {
    this.entries = this.entries.filter((entry) => entry.id !== id);
  }

  setDate(id: string, date: string | null): void {
    this.update(id, (entry) => ({ ...entry, start_date: date }));
  }

  setClosed(id: string, closed: boolean): void {
    this.updateDay(id, (day) => setDayClosed(day, closed));
  }

  setAllDay(id: string, allDay: boolean): void {
    this.updateDay(id, (day) => setDayAllDay(day, allDay));
  }

  setTime(id: string, index: number, field: keyof TimeRangeDraft, text: string): void {
    this.updateDay(id, (day) => setDayTime(day, index, field, text));
  }

  addPair(id: string): void {
    this.updateDay(id, addDayPair);
  }

  removePair(id: string, index: number): void {
    this.updateDay(id, (day) => removeDayPair(day, index));
  }

  /** First call: the override warning. Second call: one POST per entry. Resolves true once saved. */
  async confirm(): Promise<boolean> {
    if (!this.canConfirm) return false;
    if (!this.warned) {
      this.warned = true;
      return false;
    }
    this.saving = true;
    this.error = null;
    const entries = this.entries.filter((entry) => entry.start_date);
    const results = await Promise.allSettled(
      entries.map((entry) => this.deps.api.createForLocations(this.locationIds, specialFields(entry))),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) this.deps.reporter?.report(failure.reason, { action: 'bulk holiday hours' });
    runInAction(() => {
      this.saving = false;
      this.error = failure ? (serverText(failure.reason) ?? MSG.saveError) : null;
    });
    if (this.error) this.deps.notifier.alert(this.error);
    else this.deps.notifier.success(MSG.saved);
    return !failure;
  }

  private update(id: string, change: (entry: SpecialHoursDraft) => SpecialHoursDraft): void {
    this.entries = this.entries.map((entry) => (entry.id === id ? change(entry) : entry));
    this.warned = false;
  }

  private updateDay(id: string, change: (day: DayDraft) => DayDraft): void {
    this.update(id, (entry) => withDay(entry, change(rowAsDay(entry))));
  }
}
