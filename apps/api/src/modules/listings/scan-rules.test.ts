import { describe, expect, it } from 'vitest';
import { directoryUserEdit, healsCopy, LASTING_EDIT_CYCLES, refusalOf, scanStatus, simulatorTiming, type ScanInput } from './scan-rules.js';

const base: ScanInput = {
  current: 'in_sync', publishable: true, publishing: true, enabled: true, inFlight: false, claimDue: false, refused: false, everPublished: true, changed: [],
};

describe('directory simulator rules', () => {
  it('[F9-060] changes reach a directory after 30 minutes, divided by the time scale', () => {
    expect(simulatorTiming(1).propagationMs).toBe(30 * 60_000);
    expect(simulatorTiming(60).propagationMs).toBe(30_000);
    expect(simulatorTiming(1).scanIntervalMs * 4).toBe(24 * 60 * 60_000);
  });

  it('a publishable directory refuses a listing without a 10-digit phone; the others take anything', () => {
    expect(refusalOf('google', { phone: '(617) 555-0100' })).toBeNull();
    expect(refusalOf('apple_maps', { phone: null })).toMatch(/phone/);
    expect(refusalOf('yelp', { phone: null })).toBeNull();
  });

  it('directory users edit about one copy in 40 per cycle on publishable directories, the same ones each run', () => {
    const edits = Array.from({ length: 4000 }, (_, i) => directoryUserEdit(i, 'google', 3, { website: 'https://a.test' })).filter(Boolean);
    expect(edits.length).toBeGreaterThan(50);
    expect(edits.length).toBeLessThan(170);
    expect(directoryUserEdit(17, 'google', 3, {})).toEqual(directoryUserEdit(17, 'google', 3, {}));
    const cycle4 = Array.from({ length: 4000 }, (_, i) => directoryUserEdit(i, 'google', 4, { website: 'https://a.test' }));
    expect(cycle4.filter((e, i) => e !== null && directoryUserEdit(i, 'google', 3, { website: 'https://a.test' }) === null).length).toBeGreaterThan(0);
  });

  it('on directories Locus cannot publish to, a fixed one copy in 40 is edited once, in one of the first cycles, never again', () => {
    const editedIn = (i: number) => Array.from({ length: 20 }, (_, cycle) => cycle).filter((cycle) => directoryUserEdit(i, 'yelp', cycle, {}) !== null);
    const copies = Array.from({ length: 4000 }, (_, i) => editedIn(i));
    const edited = copies.filter((cycles) => cycles.length > 0);
    expect(edited.length).toBeGreaterThan(50);
    expect(edited.length).toBeLessThan(170);
    expect(edited.every((cycles) => cycles.length === 1 && (cycles[0] ?? 99) < LASTING_EDIT_CYCLES)).toBe(true);
  });

  it('Auto Sync heals a copy out of sync on a publishable directory, switched on, not refused, with nothing in flight; nothing else', () => {
    const outOfSync = { status: 'not_in_sync' as const };
    expect(healsCopy({ ...base, changed: ['website'] }, outOfSync)).toBe(true);
    expect(healsCopy({ ...base, publishable: false, changed: ['website'] }, outOfSync)).toBe(false);
    expect(healsCopy({ ...base, publishing: false, changed: ['website'] }, outOfSync)).toBe(false);
    expect(healsCopy({ ...base, enabled: false, changed: ['website'] }, outOfSync)).toBe(false);
    expect(healsCopy({ ...base, inFlight: true, changed: ['website'] }, outOfSync)).toBe(false);
    expect(healsCopy({ ...base, refused: true, changed: ['website'] }, outOfSync)).toBe(false);
    expect(healsCopy(base, { status: 'in_sync' })).toBe(false);
  });

  it('[F4-059] a disabled directory of a location with Auto Sync on is not_in_sync; [F4-060] also when it was in_sync or in_progress', () => {
    expect(scanStatus({ ...base, enabled: false }).status).toBe('not_in_sync');
    expect(scanStatus({ ...base, enabled: false, current: 'in_progress' }).status).toBe('not_in_sync');
    expect(scanStatus({ ...base, enabled: false, publishing: false }).status).toBe('in_sync');
  });

  it('orders the other statuses: in flight, claim, refused, never published, compared', () => {
    expect(scanStatus({ ...base, inFlight: true, changed: ['phone'] })).toEqual({ status: 'in_progress', fields: [] });
    expect(scanStatus({ ...base, current: 'pending_claim' }).status).toBe('pending_claim');
    expect(scanStatus({ ...base, current: 'pending_claim', claimDue: true }).status).toBe('in_sync');
    expect(scanStatus({ ...base, refused: true }).status).toBe('action_required');
    expect(scanStatus({ ...base, publishing: false, everPublished: false, changed: ['phone'] }).status).toBe('pending_sync');
    expect(scanStatus({ ...base, changed: ['phone'] })).toEqual({ status: 'not_in_sync', fields: ['phone'] });
  });
});
