import { describe, expect, it } from 'vitest';
import { HoursEditorStore } from './hours-editor-store.js';

describe('HoursEditorStore', () => {
  it('Add Hours on a location without hours gives seven closed days to edit', () => {
    const store = new HoursEditorStore(null);
    expect(store.hasHours).toBe(false);
    store.addHours();
    store.setClosed('monday', false);
    store.setTime('monday', 0, 'open_time', '9:00 AM');
    store.setTime('monday', 0, 'close_time', '17:00');
    expect(store.hasErrors).toBe(false);
    const { hours } = store.payload();
    expect(hours?.monday).toEqual({ open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] });
    expect(hours?.tuesday).toEqual({ open: false, is_24_hours: false, hours: [] });
  });

  it('Remove Hours sends null and remove_hours', () => {
    const store = new HoursEditorStore({ monday: { open: true, is_24_hours: true, hours: [] } });
    expect(store.isDirty).toBe(false);
    store.removeHours();
    expect(store.isDirty).toBe(true);
    expect(store.payload()).toEqual({ hours: null, remove_hours: true });
  });

  it('an invalid time marks its field and the editor is in error', () => {
    const store = new HoursEditorStore({ monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } });
    store.setTime('monday', 0, 'close_time', '5 pm');
    expect(store.errors).toEqual({ monday: { 0: { close_time: 'invalid' } } });
    store.reset({ monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } });
    expect(store.hasErrors).toBe(false);
  });

  it('never removes the first pair', () => {
    const store = new HoursEditorStore({ sunday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } });
    store.addPair('sunday');
    store.removePair('sunday', 0);
    expect(store.week?.sunday.hours).toHaveLength(2);
    store.removePair('sunday', 1);
    expect(store.week?.sunday.hours).toEqual([{ open_time: '9:00 AM', close_time: '5:00 PM' }]);
  });
});
