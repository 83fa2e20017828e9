import { describe, expect, it } from 'vitest';
import {
  addDayPair,
  closedWeek,
  describeDay,
  hoursPayload,
  removeDayPair,
  setDayAllDay,
  setDayClosed,
  setDayTime,
  toWeekDraft,
  weekErrors,
  type DayDraft,
} from './day-hours.js';

const openDay = (): DayDraft => ({ open: true, is_24_hours: false, hours: [{ open_time: '9:00 AM', close_time: '5:00 PM' }] });

describe('day hours', () => {
  it('closing clears the hours; reopening gives one empty pair', () => {
    const closed = setDayClosed(openDay(), true);
    expect(closed).toEqual({ open: false, is_24_hours: false, hours: [] });
    expect(setDayClosed(closed, false)).toEqual({ open: true, is_24_hours: false, hours: [{ open_time: '', close_time: '' }] });
  });

  it('choosing 24 hours sets the flag and clears the pairs, also when typed', () => {
    expect(setDayAllDay(openDay(), true)).toEqual({ open: true, is_24_hours: true, hours: [] });
    expect(setDayTime(openDay(), 0, 'open_time', '24 hours')).toEqual({ open: true, is_24_hours: true, hours: [] });
  });

  it('editing a 24-hour day returns it to a single pair', () => {
    const allDay = setDayAllDay(openDay(), true);
    expect(setDayTime(allDay, 0, 'open_time', '8:00 AM')).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '8:00 AM', close_time: '' }],
    });
  });

  it('add appends a pair; remove deletes one but never the first', () => {
    const two = addDayPair(openDay());
    expect(two.hours).toHaveLength(2);
    expect(removeDayPair(two, 0)).toBe(two);
    expect(removeDayPair(two, 1).hours).toEqual(openDay().hours);
  });

  it('Add Hours on a location without hours makes seven closed days', () => {
    const week = closedWeek();
    expect(Object.keys(week)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(Object.values(week).every((day) => !day.open && day.hours.length === 0)).toBe(true);
  });

  it('Remove Hours sends hours null and remove_hours true', () => {
    expect(hoursPayload(null)).toEqual({ hours: null, remove_hours: true });
  });

  it('sends every day with HH:mm times; shows wire times as h:mm A', () => {
    const week = toWeekDraft({ monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:30' }] } });
    expect(week?.monday.hours[0]).toEqual({ open_time: '9:00 AM', close_time: '5:30 PM' });
    if (!week) throw new Error('expected a week');
    week.tuesday = setDayTime(setDayClosed(week.tuesday, false), 0, 'open_time', '7:00');
    week.tuesday = setDayTime(week.tuesday, 0, 'close_time', '11:00 pm');
    const { hours } = hoursPayload(week);
    expect(hours?.monday).toEqual({ open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:30' }] });
    expect(hours?.tuesday?.hours).toEqual([{ open_time: '07:00', close_time: '23:00' }]);
    expect(hours?.sunday).toEqual({ open: false, is_24_hours: false, hours: [] });
  });

  it('an unreadable time marks its field; an empty one on an open day is missing', () => {
    const week = closedWeek();
    week.friday = { open: true, is_24_hours: false, hours: [{ open_time: '9:00 XM', close_time: '' }] };
    expect(weekErrors(week)).toEqual({ friday: { 0: { open_time: 'invalid', close_time: 'missing' } } });
    expect(weekErrors(closedWeek())).toEqual({});
  });

  it('describes a day for the detail page', () => {
    expect(describeDay(undefined)).toBe('Closed');
    expect(describeDay({ open: true, is_24_hours: true, hours: [] })).toBe('24 hours');
    expect(
      describeDay({ open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '12:00' }, { open_time: '13:00', close_time: '17:00' }] }),
    ).toBe('9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM');
  });
});
