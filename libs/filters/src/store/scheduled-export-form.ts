import type { Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableShallow, runInAction } from 'mobx';
import { ISO_DATE, exportLegend, scheduleBlockReason } from '../model/date-ranges.js';
import { FILTER_NOTIFICATION_MS, SCHEDULED_EXPORT_MESSAGES as MSG } from '../model/messages.js';
import { readList } from '../model/query.js';
import {
  EXPORT_NAME_MAX,
  SCHEDULE_DEFAULTS,
  isFrequency,
  isScheduledTime,
  isWeekday,
  nextMonthlyDate,
  nextWeeklyDate,
  parseDayOfMonth,
  type Frequency,
  type Weekday,
} from '../model/schedule.js';
import { EMAIL_SETTING_KEYS } from '../model/scheduled-exports-list.js';
import { parseId, serverFilters } from '../model/server-query.js';
import type {
  RecipientUser,
  ScheduledExport,
  ScheduledExportPayload,
  ScheduledExportType,
  ScheduledExportsApi,
} from '../ports/scheduled-exports-api.js';
import type { FilterStore } from './filter-store.js';

/** A simple e-mail shape check (P5-025); the server holds the authoritative list of users. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a recipient was refused (the view words it). */
export type RecipientError = 'invalid_email' | 'not_a_user' | 'duplicate';

export interface ScheduledExportFormDeps {
  api: ScheduledExportsApi;
  notifier: Notifier;
  /** The report's filters: the range to schedule, the filters to send, and the flyout's URL state. */
  filters: FilterStore;
  exportType: ScheduledExportType;
  /** The microsurvey or keyword of the report (P3-028). */
  resourceId?: number | null;
  /** Called when the flyout should close. */
  onClose?: () => void;
  now?: () => Date;
}

interface FormValues {
  name: string;
  frequency: Frequency;
  scheduledTime: string;
  weekday: Weekday;
  dayOfMonth: number | '';
  recipients: RecipientUser[];
}

const FLYOUT_KEYS = ['flyout_edit', 'export_id', ...Object.values(EMAIL_SETTING_KEYS)];

const defaults = (): FormValues => ({
  name: '',
  frequency: SCHEDULE_DEFAULTS.frequency,
  scheduledTime: SCHEDULE_DEFAULTS.scheduledTime,
  weekday: SCHEDULE_DEFAULTS.weekday,
  dayOfMonth: SCHEDULE_DEFAULTS.dayOfMonth,
  recipients: [],
});

/** Edit mode's values from the row link's URL (P2-149, P4-039). */
function valuesFromQuery(query: Readonly<Record<string, string>>): FormValues {
  const values = defaults();
  const frequency = query[EMAIL_SETTING_KEYS.frequency];
  const time = query[EMAIL_SETTING_KEYS.time] ?? '';
  const weekday = query[EMAIL_SETTING_KEYS.weekday];
  const ids = readList(query[EMAIL_SETTING_KEYS.recipientIds]);
  const emails = readList(query[EMAIL_SETTING_KEYS.recipientEmails]);
  values.name = (query[EMAIL_SETTING_KEYS.name] ?? '').slice(0, EXPORT_NAME_MAX);
  if (isFrequency(frequency)) values.frequency = frequency;
  if (isScheduledTime(time)) values.scheduledTime = time;
  if (isWeekday(weekday)) values.weekday = weekday;
  values.dayOfMonth = parseDayOfMonth(query[EMAIL_SETTING_KEYS.dayOfMonth] ?? '', values.dayOfMonth) || values.dayOfMonth;
  values.recipients = ids.flatMap((id, i) => {
    const userId = parseId(id);
    return userId === undefined ? [] : [{ id: userId, email: emails[i] ?? '' }];
  });
  return values;
}

const snapshot = (v: FormValues) =>
  JSON.stringify({ ...v, recipients: v.recipients.map((r) => r.id).sort((a, b) => a - b) });

/**
 * The Schedule Export flyout (P4-038..P4-049, P5-012..P5-025, P7-047, P7-048, P8-038..P8-041,
 * P8-046): create or edit mode, dirty tracking for the unsaved-changes confirmation, the frequency
 * fields and their next date, recipients among the account's users, and the payload.
 */
export class ScheduledExportForm {
  name = '';
  frequency: Frequency = SCHEDULE_DEFAULTS.frequency;
  scheduledTime: string = SCHEDULE_DEFAULTS.scheduledTime;
  weekday: Weekday = SCHEDULE_DEFAULTS.weekday;
  dayOfMonth: number | '' = SCHEDULE_DEFAULTS.dayOfMonth;
  recipients: RecipientUser[] = [];

  /** Users found by the last recipient search. */
  foundUsers: RecipientUser[] = [];
  recipientError: RecipientError | null = null;
  saving = false;
  /** The Keep Editing / Discard Changes confirmation (P4-040). */
  confirmOpen = false;

  readonly mode: 'create' | 'edit';
  readonly exportId: number | undefined;
  private initial: string;
  private initialValues: FormValues;
  private readonly deps: ScheduledExportFormDeps;
  private disposed = false;

  constructor(deps: ScheduledExportFormDeps) {
    this.deps = deps;
    const query = deps.filters.query;
    this.exportId = parseId(query['export_id']);
    // P4-038, P4-039
    this.mode = query['flyout_edit'] === 'true' && this.exportId !== undefined ? 'edit' : 'create';
    this.initialValues = this.mode === 'edit' ? valuesFromQuery(query) : defaults();
    this.initial = snapshot(this.initialValues);
    Object.assign(this, this.initialValues);
    makeObservable<ScheduledExportForm, 'initial'>(this, {
      name: observable,
      frequency: observable,
      scheduledTime: observable,
      weekday: observable,
      dayOfMonth: observable,
      recipients: observableShallow,
      foundUsers: observableShallow,
      recipientError: observable,
      saving: observable,
      confirmOpen: observable,
      initial: observable,
      dirty: computed,
      blockedReason: computed,
      canSave: computed,
      saveTooltip: computed,
      nextDate: computed,
      payload: computed,
      setName: action,
      setFrequency: action,
      setScheduledTime: action,
      setWeekday: action,
      setDayOfMonth: action,
      addRecipient: action,
      addRecipientByEmail: action,
      removeRecipient: action,
      searchRecipients: action,
      save: action,
      requestClose: action,
      keepEditing: action,
      discardChanges: action,
    });
  }

  // ---- fields

  /** P5-012: at most 100 characters. */
  setName(value: string): void {
    this.name = value.slice(0, EXPORT_NAME_MAX);
  }

  /** P4-043: another frequency resets time, weekday and day of month to their defaults. */
  setFrequency(frequency: Frequency): void {
    if (frequency === this.frequency) return;
    this.frequency = frequency;
    this.scheduledTime = SCHEDULE_DEFAULTS.scheduledTime;
    this.weekday = SCHEDULE_DEFAULTS.weekday;
    this.dayOfMonth = SCHEDULE_DEFAULTS.dayOfMonth;
  }

  /** HH:mm; '' while cleared (Save then stays disabled). Anything else is ignored. */
  setScheduledTime(value: string): void {
    if (value === '' || isScheduledTime(value)) this.scheduledTime = value;
  }

  setWeekday(weekday: Weekday): void {
    this.weekday = weekday;
  }

  /** P5-021..P5-023 */
  setDayOfMonth(input: string): void {
    this.dayOfMonth = parseDayOfMonth(input, this.dayOfMonth);
  }

  // ---- recipients (P5-024, P5-025, P8-046)

  /** Searches the account's users; none at all shows 'No users found in account.' for 5 s. */
  async searchRecipients(keywords: string): Promise<RecipientUser[]> {
    const users = await this.deps.api.searchUsers(keywords.trim());
    if (this.disposed) return users;
    runInAction(() => (this.foundUsers = users));
    if (!users.length) this.deps.notifier.info(MSG.noUsers, { durationMs: FILTER_NOTIFICATION_MS });
    return users;
  }

  /** Adds one of the found users (only account users can receive exports). */
  addRecipient(user: RecipientUser): boolean {
    if (!this.foundUsers.some((u) => u.id === user.id)) return this.refuse('not_a_user');
    if (this.recipients.some((r) => r.id === user.id)) return this.refuse('duplicate');
    this.recipients = [...this.recipients, user];
    this.recipientError = null;
    return true;
  }

  /** A typed e-mail must match the pattern and belong to a found user (P5-025). */
  addRecipientByEmail(email: string): boolean {
    const text = email.trim();
    if (!EMAIL_PATTERN.test(text)) return this.refuse('invalid_email');
    const user = this.foundUsers.find((u) => u.email.toLowerCase() === text.toLowerCase());
    return user ? this.addRecipient(user) : this.refuse('not_a_user');
  }

  removeRecipient(id: number): void {
    this.recipients = this.recipients.filter((r) => r.id !== id);
  }

  // ---- derived

  get dirty(): boolean {
    return snapshot(this.values()) !== this.initial;
  }

  /** P5-019, P5-020 and decision 3: the report's range must be a schedulable preset. */
  get blockedReason(): string | null {
    return scheduleBlockReason(this.deps.filters.dateDescriptor);
  }

  /** P5-013..P5-017 (plus the weekday/day the chosen frequency needs, and a schedulable range). */
  get canSave(): boolean {
    const scheduleSet =
      this.frequency === 'daily' || (this.frequency === 'weekly' ? !!this.weekday : this.dayOfMonth !== '');
    return (
      !!this.name.trim() &&
      this.recipients.length > 0 &&
      isScheduledTime(this.scheduledTime) &&
      isFrequency(this.frequency) &&
      scheduleSet &&
      !this.saving &&
      !this.blockedReason
    );
  }

  /** P5-018; a blocked range names its own reason. */
  get saveTooltip(): string | null {
    if (this.canSave) return null;
    return this.blockedReason ?? MSG.fillOutAll;
  }

  /** The first send date of a weekly or monthly schedule (P4-048, P4-049), YYYY-MM-DD. */
  get nextDate(): string | null {
    const today = this.now();
    if (this.frequency === 'weekly') return nextWeeklyDate(this.weekday, today).format(ISO_DATE);
    if (this.frequency === 'monthly' && this.dayOfMonth !== '') return nextMonthlyDate(this.dayOfMonth, today).format(ISO_DATE);
    return null;
  }

  /** The body of POST/PATCH /scheduled_exports (P7-047, P3-025..P3-028). */
  get payload(): ScheduledExportPayload {
    const { filters, exportType, resourceId } = this.deps;
    return {
      date_range_legend: exportLegend(filters.dateDescriptor),
      filters: { ...serverFilters(filters.query) },
      recipient_user_ids: this.recipients.map((r) => r.id),
      email_frequency: this.frequency,
      email_subject: this.name.trim(),
      scheduled_time: this.scheduledTime,
      day_of_week: this.frequency === 'weekly' ? this.weekday : null,
      day_of_month: this.frequency === 'monthly' && this.dayOfMonth !== '' ? this.dayOfMonth : null,
      export_type: exportType,
      ...(resourceId !== undefined && resourceId !== null ? { resource_id: resourceId } : {}),
    };
  }

  // ---- save and close

  /** Creates or updates (P7-047, P7-048) with the catalogue's messages (P8-038..P8-041). */
  async save(): Promise<ScheduledExport | undefined> {
    if (!this.canSave) return undefined;
    const { api, notifier } = this.deps;
    const editing = this.mode === 'edit' && this.exportId !== undefined;
    const payload = this.payload;
    this.saving = true;
    try {
      const saved = editing && this.exportId !== undefined ? await api.update(this.exportId, payload) : await api.create(payload);
      runInAction(() => {
        this.initialValues = this.values();
        this.initial = snapshot(this.initialValues);
      });
      notifier.success(editing ? MSG.updated : MSG.saved, { durationMs: FILTER_NOTIFICATION_MS });
      this.close();
      return saved;
    } catch {
      notifier.alert(editing ? MSG.updateError : MSG.saveError, undefined, { durationMs: FILTER_NOTIFICATION_MS });
      return undefined;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** P4-040, P4-041: unsaved changes ask first; otherwise the flyout closes at once. */
  requestClose(): void {
    if (this.dirty) this.confirmOpen = true;
    else this.close();
  }

  keepEditing(): void {
    this.confirmOpen = false;
  }

  discardChanges(): void {
    this.confirmOpen = false;
    Object.assign(this, this.initialValues);
    this.close();
  }

  /** The flyout has gone: a recipient search still on its way is dropped (no list, no notice). */
  dispose(): void {
    this.disposed = true;
  }

  // ---- internals

  private values(): FormValues {
    return {
      name: this.name,
      frequency: this.frequency,
      scheduledTime: this.scheduledTime,
      weekday: this.weekday,
      dayOfMonth: this.dayOfMonth,
      recipients: [...this.recipients],
    };
  }

  private refuse(error: RecipientError): false {
    this.recipientError = error;
    return false;
  }

  /** The flyout's URL state goes with it (edit mode came from a row link). */
  private close(): void {
    const query = this.deps.filters.query;
    if (FLYOUT_KEYS.some((key) => key in query))
      this.deps.filters.setOther(Object.fromEntries(FLYOUT_KEYS.map((key) => [key, undefined])));
    this.deps.onClose?.();
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}
