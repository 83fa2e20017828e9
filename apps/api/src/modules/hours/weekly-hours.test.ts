import { describe, expect, it } from 'vitest';
import { hoursToStored, hoursToWire } from './weekly-hours.js';

describe('weekly hours', () => {
  it('[F3-007] hours per weekday: open flag, is_24_hours flag and open/close pairs; other keys are dropped', () => {
    const wire = hoursToWire({
      monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] },
      holiday: { open: true },
    });
    expect(wire).toEqual({ monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } });
  });

  it('no hours read as null', () => {
    expect(hoursToWire({})).toBeNull();
    expect(hoursToWire(null)).toBeNull();
  });

  it('round-trips what a client sends', () => {
    const sent = { sunday: { open: false, is_24_hours: false, hours: [] }, friday: { open: true, is_24_hours: true, hours: [] } };
    expect(hoursToWire(JSON.parse(hoursToStored(sent)))).toEqual(sent);
    expect(hoursToStored(null)).toBe('{}');
  });
});
