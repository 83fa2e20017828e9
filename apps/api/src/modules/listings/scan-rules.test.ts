import { describe, expect, it } from 'vitest';
import { directoryUserEdit, refusalOf, scanStatus, simulatorTiming, type ScanInput } from './scan-rules.js';

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

  it('directory users edit about one copy in 40 per cycle, the same ones each run, never on publishable directories', () => {
    const edits = Array.from({ length: 4000 }, (_, i) => directoryUserEdit(i, 'yelp', 3, { website: 'https://a.test' })).filter(Boolean);
    expect(edits.length).toBeGreaterThan(50);
    expect(edits.length).toBeLessThan(170);
    expect(directoryUserEdit(17, 'yelp', 3, {})).toEqual(directoryUserEdit(17, 'yelp', 3, {}));
    expect(Array.from({ length: 400 }, (_, i) => directoryUserEdit(i, 'google', 1, {})).every((e) => e === null)).toBe(true);
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
