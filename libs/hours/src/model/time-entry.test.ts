import { describe, expect, it } from 'vitest';
import { TIME_OPTIONS, formatTime, isInvalidTimeText, parseTimeEntry, toWireTime } from './time-entry.js';

describe('time entry', () => {
  it('accepts 24 hours, in any case', () => {
    expect(parseTimeEntry('24 hours')).toEqual({ kind: 'all-day' });
    expect(parseTimeEntry('24 Hours')).toEqual({ kind: 'all-day' });
  });

  it('accepts 24-hour H:mm and HH:mm from 00:00 to 23:59 and sends HH:mm', () => {
    expect(toWireTime('00:00')).toBe('00:00');
    expect(toWireTime('9:05')).toBe('09:05');
    expect(toWireTime('23:59')).toBe('23:59');
    expect(toWireTime('13:30')).toBe('13:30');
    expect(isInvalidTimeText('24:00')).toBe(true);
    expect(isInvalidTimeText('12:60')).toBe(true);
  });

  it('accepts 12-hour times with AM/PM, spaced or not, one or two hour digits', () => {
    expect(toWireTime('9:30 AM')).toBe('09:30');
    expect(toWireTime('09:30 PM')).toBe('21:30');
    expect(toWireTime('9:30pm')).toBe('21:30');
    expect(toWireTime('12:00AM')).toBe('00:00');
    expect(toWireTime('12:15 pm')).toBe('12:15');
  });

  it('marks anything else as invalid, and leaves an empty field valid', () => {
    for (const text of ['abc', '930', '9', '9:3', '13:30 PM', '9.30', '25:00']) {
      expect(parseTimeEntry(text), text).toEqual({ kind: 'invalid' });
    }
    expect(parseTimeEntry('  ')).toEqual({ kind: 'empty' });
    expect(toWireTime('')).toBeNull();
  });

  it('takes at most 8 characters', () => {
    expect(toWireTime('12:30 PM')).toBe('12:30');
    expect(isInvalidTimeText('12:30  PM')).toBe(true);
  });

  it('shows wire times as h:mm A', () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('17:45')).toBe('5:45 PM');
    expect(formatTime(null)).toBe('');
  });

  it('offers every 30 minutes from 12:00 AM to 11:30 PM, then 24 hours', () => {
    expect(TIME_OPTIONS).toHaveLength(49);
    expect(TIME_OPTIONS[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(TIME_OPTIONS[1]).toEqual({ value: '00:30', label: '12:30 AM' });
    expect(TIME_OPTIONS[47]).toEqual({ value: '23:30', label: '11:30 PM' });
    expect(TIME_OPTIONS[48]).toEqual({ value: '24 hours', label: '24 hours' });
  });
});
