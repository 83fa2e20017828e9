import { isAbortError, serverText, type ErrorReporter, type Notifier } from '@locus/resources';
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
import {
  NEW_ROW_SUFFIX,
  SPECIAL_DATE_FORMAT,
  SPECIAL_HOURS_MESSAGES as MSG,
  SPECIAL_HOURS_PAGE_SIZE,
  checkSpecialHours,
  isNewRowId,
  needsOverrideConfirmation,
  rowAsDay,
  specialFields,
  toSpecialDraft,
  withDay,
  type SpecialHours,
  type SpecialHoursCheck,
  type SpecialHoursDraft,
  type SpecialHoursFields,
} from '../model/special-hours.js';
import type { SpecialHoursApi } from '../ports/hours-api.js';

/** `special_hours_changes` of a location PATCH (the contract's SpecialHoursChanges). */
export interface SpecialHoursChanges {
  create: SpecialHoursFields[];
  update: (SpecialHoursFields & { id: number })[];
  delete: number[];
}

export type SpecialHoursStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface SpecialHoursStoreDeps {
  api: SpecialHoursApi;
  locationId: number;
  notifier: Notifier;
  reporter?: ErrorReporter;
  /** The present moment; tests fix it. */
  now?: () => moment.Moment;
}

/**
 * A location's special (holiday) hours in its form (section 4, Special hours): loaded on first expand,
 * edited as drafts, and saved together with the location: queued deletions, POSTs for `-new` rows,
 * PATCHes for changed saved rows. A failed save keeps every row as typed and applies only what is
 * left on the next try.
 */
export class SpecialHoursStore {
  expanded = false;
  status: SpecialHoursStatus = 'idle';
  error: string | null = null;
  rows: SpecialHoursDraft[] = [];
  saving = false;
  /** Saved rows removed in the form, deleted at save (F4-017). */
  private deletions: string[] = [];
  /** The rows as last loaded or saved, by id: a saved row is PATCHed only when it differs. */
  private saved = new Map<string, string>();
  /** The user confirmed overriding holiday hours for this save (decision 9). */
  overrideConfirmed = false;
  private nextNewId = 1;
  private loadAbort: AbortController | null = null;
  private readonly deps: SpecialHoursStoreDeps;

  constructor(deps: SpecialHoursStoreDeps) {
    this.deps = deps;
    makeObservable<SpecialHoursStore, 'deletions' | 'saved'>(this, {
      expanded: observable,
      status: observable,
      error: observable,
      rows: observableRef,
      saving: observable,
      deletions: observableRef,
      saved: observableRef,
      overrideConfirmed: observable,
      check: computed,
      hasErrors: computed,
      isDirty: computed,
      pendingDeletions: computed,
      toggle: action,
      addRow: action,
      removeRow: action,
      setDate: action,
      setClosed: action,
      setAllDay: action,
      setTime: action,
      addPair: action,
      removePair: action,
      confirmOverride: action,
    });
  }

  private now(): moment.Moment {
    return this.deps.now ? this.deps.now() : moment();
  }

  /** The four errors and two warnings of section 5, for the rows as typed. */
  get check(): SpecialHoursCheck {
    return checkSpecialHours(this.rows, this.now());
  }

  /** Any error disables Save (F5-030). */
  get hasErrors(): boolean {
    return this.check.hasErrors;
  }

  get pendingDeletions(): readonly string[] {
    return this.deletions;
  }

  /** Something to send at save. */
  get isDirty(): boolean {
    return this.deletions.length > 0 || this.rows.some((row) => isNewRowId(row.id) || this.changed(row));
  }

  /** Whether the save must first open the override confirmation (decision 9). */
  needsOverrideConfirmation(): boolean {
    return needsOverrideConfirmation(this.rows, this.overrideConfirmed);
  }

  confirmOverride(): void {
    this.overrideConfirmed = true;
  }

  /** Expands (loading the first time, F4-015) or collapses the section. */
  toggle(): Promise<void> {
    this.expanded = !this.expanded;
    if (this.expanded && (this.status === 'idle' || this.status === 'error')) return this.load();
    return Promise.resolve();
  }

  /** GET /special_hours from today, sorted by date, 250 (section 7, Hours). */
  async load(): Promise<void> {
    this.loadAbort?.abort();
    const abort = new AbortController();
    this.loadAbort = abort;
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const rows = await this.deps.api.list(
        {
          location_id: this.deps.locationId,
          start_date: this.now().format(SPECIAL_DATE_FORMAT),
          'sort[by]': 'start_date',
          'sort[order]': 'asc',
          per_page: SPECIAL_HOURS_PAGE_SIZE,
        },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      runInAction(() => {
        this.rows = rows.map(toSpecialDraft);
        this.saved = new Map(this.rows.map((row) => [row.id, JSON.stringify(row)]));
        this.deletions = [];
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) return;
      this.deps.reporter?.report(error, { action: 'fetch special hours' });
      runInAction(() => {
        this.status = 'error';
        this.error = MSG.fetchError;
      });
      this.deps.notifier.alert(MSG.fetchError);
    }
  }

  /** A new row (F4-016): no date yet, closed, as most holiday entries are. */
  addRow(): void {
    const id = `${this.nextNewId++}${NEW_ROW_SUFFIX}`;
    this.rows = [...this.rows, { id, start_date: null, closed: true, is_24_hours: false, hours: [] }];
  }

  /** A saved row is queued for deletion (F4-017); a new one is just dropped (F4-018). */
  removeRow(id: string): void {
    if (!isNewRowId(id) && this.saved.has(id)) this.deletions = [...this.deletions, id];
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  /** The date picked, as YYYY-MM-DD, or null when cleared. */
  setDate(id: string, date: string | null): void {
    this.updateRow(id, (row) => ({ ...row, start_date: date }));
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

  /**
   * Applies the changes (F4-019, F4-021, F4-022): deletions, POSTs and PATCHes all at once. Resolves
   * true when everything went through; on any failure the error shows and false tells the form not
   * to save the location (F4-020).
   */
  async save(): Promise<boolean> {
    if (this.hasErrors) return false;
    const deletions = [...this.deletions];
    const writes = this.rows.filter((row) => isNewRowId(row.id) || this.changed(row));
    if (deletions.length === 0 && writes.length === 0) return true;
    runInAction(() => {
      this.saving = true;
    });
    const { api, locationId } = this.deps;
    const results = await Promise.allSettled([
      ...deletions.map(async (id) => {
        await api.remove(Number(id));
        return () => {
          this.deletions = this.deletions.filter((queued) => queued !== id);
          const saved = new Map(this.saved);
          saved.delete(id);
          this.saved = saved;
        };
      }),
      ...writes.map(async (row) => {
        const fields = specialFields(row);
        const reply = isNewRowId(row.id) ? await api.create(locationId, fields) : await api.update(Number(row.id), fields);
        return () => {
          const savedRow = { ...row, id: String(reply.id) };
          this.rows = this.rows.map((current) => (current.id === row.id ? savedRow : current));
          this.saved = new Map(this.saved).set(savedRow.id, JSON.stringify(savedRow));
        };
      }),
    ]);
    const failures = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    runInAction(() => {
      for (const result of results) if (result.status === 'fulfilled') result.value();
      this.saving = false;
      this.error = failures.length > 0 ? (serverText(failures[0]?.reason) ?? MSG.saveError) : null;
    });
    if (failures.length === 0) return true;
    for (const failure of failures) this.deps.reporter?.report(failure.reason, { action: 'save special hours' });
    this.deps.notifier.alert(this.error ?? MSG.saveError);
    return false;
  }

  /**
   * The changes as the location PATCH carries them (`special_hours_changes`), so the location and its
   * special hours are saved in one transaction: all or nothing (F4-019, F4-020). Undefined when there
   * is nothing to send.
   */
  changes(): SpecialHoursChanges | undefined {
    if (!this.isDirty) return undefined;
    const create: SpecialHoursFields[] = [];
    const update: (SpecialHoursFields & { id: number })[] = [];
    for (const row of this.rows) {
      if (isNewRowId(row.id)) create.push(specialFields(row));
      else if (this.changed(row)) update.push({ id: Number(row.id), ...specialFields(row) });
    }
    return { create, update, delete: this.deletions.map(Number) };
  }

  /** After the location (and these changes) saved: the rows as the server now has them. */
  markSaved(rows: readonly SpecialHours[]): void {
    runInAction(() => {
      this.rows = rows.map(toSpecialDraft);
      this.saved = new Map(this.rows.map((row) => [row.id, JSON.stringify(row)]));
      this.deletions = [];
      this.overrideConfirmed = false;
      this.error = null;
      if (this.status === 'idle') this.status = 'loaded';
    });
  }

  /** Drops every unsaved change (Cancel). */
  discard(): void {
    runInAction(() => {
      this.rows = [...this.saved.values()].map((json) => JSON.parse(json) as SpecialHoursDraft);
      this.rows.sort((a, b) => (a.start_date ?? '').localeCompare(b.start_date ?? ''));
      this.deletions = [];
      this.overrideConfirmed = false;
      this.error = null;
    });
  }

  dispose(): void {
    this.loadAbort?.abort();
  }

  private changed(row: SpecialHoursDraft): boolean {
    const saved = this.saved.get(row.id);
    return saved !== undefined && saved !== JSON.stringify(row);
  }

  private updateRow(id: string, change: (row: SpecialHoursDraft) => SpecialHoursDraft): void {
    this.rows = this.rows.map((row) => (row.id === id ? change(row) : row));
  }

  private updateDay(id: string, change: (day: DayDraft) => DayDraft): void {
    this.updateRow(id, (row) => withDay(row, change(rowAsDay(row))));
  }
}
