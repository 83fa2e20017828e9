import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {

  addDayPair,
  closedWeek,
  hasWeekErrors,
  hoursPayload,
  removeDayPair,
  setDayAllDay,
  setDayClosed,
  setDayTime,
  toWeekDraft,
  weekErrors,
  type TimeRangeDraft,
  type WeekDraft,
  type WeekErrors,
  type WeekHours,
  type Weekday,
} from '../model/day-hours.js';

/**
 * The regular-hours editor (section 4, Day hours): a week of typed times, or none. The rules are the
 * model's; this store only holds the draft and knows whether it changed.
 */
export class HoursEditorStore {
  week: WeekDraft | null;
  /** Set by Remove Hours: the save sends hours null and remove_hours (F4-013, F4-014). */
  removed = false;
  private initial: WeekDraft | null;

  constructor(hours: WeekHours = null) {
    this.week = toWeekDraft(hours);
    this.initial = this.week;
    makeObservable<HoursEditorStore, 'initial'>(this, {
      week: observableRef,
      removed: observable,
      initial: observableRef,
      hasHours: computed,
      errors: computed,
      hasErrors: computed,
      isDirty: computed,
      reset: action,
      addHours: action,
      removeHours: action,
      setClosed: action,
      setAllDay: action,
      setTime: action,
      addPair: action,
      removePair: action,
    });
  }

  get hasHours(): boolean {
    return this.week !== null;
  }

  /** The fields in error (unreadable or missing times of open days). */
  get errors(): WeekErrors {
    return weekErrors(this.week);
  }

  get hasErrors(): boolean {
    return hasWeekErrors(this.errors);
  }

  get isDirty(): boolean {
    return this.removed || JSON.stringify(this.week) !== JSON.stringify(this.initial);
  }

  /** Starts over from the saved hours (after a save, or on Cancel). */
  reset(hours: WeekHours): void {
    this.week = toWeekDraft(hours);
    this.initial = this.week;
    this.removed = false;
  }

  /** Add Hours: seven closed days (F4-012). */
  addHours(): void {
    this.week = closedWeek();
    this.removed = false;
  }

  /** Remove Hours (F4-013, F4-014). */
  removeHours(): void {
    this.week = null;
    this.removed = true;
  }

  setClosed(day: Weekday, closed: boolean): void {
    this.updateDay(day, (draft) => setDayClosed(draft, closed));
  }

  setAllDay(day: Weekday, allDay: boolean): void {
    this.updateDay(day, (draft) => setDayAllDay(draft, allDay));
  }

  setTime(day: Weekday, index: number, field: keyof TimeRangeDraft, text: string): void {
    this.updateDay(day, (draft) => setDayTime(draft, index, field, text));
  }

  addPair(day: Weekday): void {
    this.updateDay(day, addDayPair);
  }

  removePair(day: Weekday, index: number): void {
    this.updateDay(day, (draft) => removeDayPair(draft, index));
  }

  /** The hours part of the location PATCH; call when there are no errors. */
  payload(): { hours: WeekHours; remove_hours?: true } {
    if (this.week === null && !this.removed) return { hours: null };
    return hoursPayload(this.week);
  }

  private updateDay(day: Weekday, change: (draft: WeekDraft[Weekday]) => WeekDraft[Weekday]): void {
    if (!this.week) return;
    this.week = { ...this.week, [day]: change(this.week[day]) };
  }
}

