import moment from 'moment';
import { describe, expect, it } from 'vitest';
import {
  SPECIAL_HOURS_MESSAGES as MSG,
  checkSpecialHours,
  detailHolidayHours,
  needsOverrideConfirmation,
  specialFields,
  type SpecialHoursDraft,
} from './special-hours.js';

const now = moment('2026-03-10T15:00:00');
const row = (id: string, start_date: string | null, extra: Partial<SpecialHoursDraft> = {}): SpecialHoursDraft => ({
  id,
  start_date,
  closed: true,
  is_24_hours: false,
  hours: [],
  ...extra,
});

describe('special hours checks', () => {
  it('a row without a date is in error', () => {
    const check = checkSpecialHours([row('1-new', null)], now);
    expect(check.rows['1-new']?.errors).toEqual([MSG.noDate]);
    expect(check.hasErrors).toBe(true);
  });

  it('a date more than 10 years ahead is in error, exactly 10 years is fine', () => {
    expect(checkSpecialHours([row('1', '2036-03-11')], now).rows['1']?.errors).toEqual([MSG.tooFar]);
    expect(checkSpecialHours([row('1', '2036-03-10')], now).rows['1']?.errors).toEqual([]);
  });

  it('a second row on the same date is in error', () => {
    const check = checkSpecialHours([row('1', '2026-05-01'), row('2-new', '2026-05-01')], now);
    expect(check.rows['1']?.errors).toEqual([]);
    expect(check.rows['2-new']?.errors).toEqual([MSG.duplicate]);
  });

  it('an open row needs an opening and a closing time; closed and 24-hour rows do not', () => {
    const open = row('1', '2026-05-01', { closed: false, hours: [{ open_time: '9:00 AM', close_time: '' }] });
    const check = checkSpecialHours([open], now);
    expect(check.rows['1']?.errors).toEqual([MSG.missingTimes]);
    expect(check.rows['1']?.timeErrors).toEqual({ 0: { close_time: true } });
    expect(checkSpecialHours([row('2', '2026-05-02', { closed: false, is_24_hours: true })], now).hasErrors).toBe(false);
  });

  it('an unreadable time marks its field and blocks saving', () => {
    const bad = row('1', '2026-05-01', { closed: false, hours: [{ open_time: '9:00', close_time: '99:99' }] });
    const check = checkSpecialHours([bad], now);
    expect(check.rows['1']?.timeErrors).toEqual({ 0: { close_time: true } });
    expect(check.hasErrors).toBe(true);
  });

  it('a date within 24 hours warns, a later one does not', () => {
    expect(checkSpecialHours([row('1', '2026-03-11')], now).rows['1']?.warnings).toEqual([MSG.soon]);
    expect(checkSpecialHours([row('1', '2026-03-12')], now).rows['1']?.warnings).toEqual([]);
  });

  it('seven closed days in a row warn once for the section; six do not', () => {
    const week = Array.from({ length: 7 }, (_, i) => row(`${i}-new`, moment('2026-06-01').add(i, 'days').format('YYYY-MM-DD')));
    expect(checkSpecialHours(week, now).warnings).toEqual([MSG.longClosure]);
    expect(checkSpecialHours(week.slice(1), now).warnings).toEqual([]);
    const broken = week.map((r, i) => (i === 3 ? { ...r, closed: false, is_24_hours: true } : r));
    expect(checkSpecialHours(broken, now).warnings).toEqual([]);
  });

  it('any error makes the section invalid; warnings alone do not', () => {
    expect(checkSpecialHours([row('1', '2026-03-11')], now).hasErrors).toBe(false);
    expect(checkSpecialHours([row('1', '2026-03-11'), row('2-new', null)], now).hasErrors).toBe(true);
  });
});

describe('special hours payload and confirmation', () => {
  it('sends HH:mm pairs sorted by open time, none for closed rows', () => {
    const open = row('1', '2026-05-01', {
      closed: false,
      hours: [
        { open_time: '1:00 PM', close_time: '5:00 PM' },
        { open_time: '8:00 AM', close_time: '12:00 PM' },
      ],
    });
    expect(specialFields(open)).toEqual({
      start_date: '2026-05-01',
      closed: false,
      is_24_hours: false,
      hours: [
        { open_time: '08:00', close_time: '12:00' },
        { open_time: '13:00', close_time: '17:00' },
      ],
    });
    expect(specialFields(row('2', '2026-05-02')).hours).toEqual([]);
  });

  it('asks to confirm when dated rows exist and it was not confirmed yet', () => {
    expect(needsOverrideConfirmation([row('1', '2026-05-01')], false)).toBe(true);
    expect(needsOverrideConfirmation([row('1', '2026-05-01')], true)).toBe(false);
    expect(needsOverrideConfirmation([], false)).toBe(false);
  });

  it('shows five holiday hours on the detail page and says when there are more', () => {
    expect(detailHolidayHours([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], hasMore: false });
    expect(detailHolidayHours([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4, 5], hasMore: true });
  });
});
