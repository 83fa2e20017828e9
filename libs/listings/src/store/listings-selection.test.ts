import { BULK_GATE_MESSAGES } from '@locus/resources';
import { describe, expect, it } from 'vitest';
import { listingLocation as location } from '../testing/fixtures.js';
import { ListingsSelection, TRUE_BULK_LIMIT, TRUE_BULK_MESSAGES } from './listings-selection.js';

describe('ListingsSelection', () => {
  it('[F5-038] keeps rows selected on other pages and gates Add Holiday Hours on a location without Auto Sync', () => {
    const selection = new ListingsSelection();
    selection.toggle(location(1));
    expect(selection.holidayHoursGate()).toBeNull();
    selection.selectPage([location(2, { publishing_enabled: false }), location(3)]);
    expect(selection.count(80)).toBe(3);
    expect(selection.holidayHoursGate()).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
    selection.selectEvery();
    expect(selection.count(80)).toBe(80);
    selection.clear();
    expect(selection.count(80)).toBe(0);
  });

  it('[P4-080] acts on the selected rows, or under true bulk on every row of the list, gated on all of them', async () => {
    const selection = new ListingsSelection();
    const every = [location(1), location(2), location(3, { publishing_enabled: false })];
    let reads = 0;
    const source = { total: 3, everyRow: async () => (reads++, every) };
    selection.toggle(location(1));
    expect(await selection.targets(source)).toEqual({ ids: [1], locations: [{ publishingEnabled: true, mainDirectoryOn: true }] });
    expect(reads).toBe(0);
    selection.selectEvery();
    const pending = selection.targets(source);
    expect(selection.resolving).toBe(true);
    const targets = await pending;
    expect(selection.resolving).toBe(false);
    expect(targets?.ids).toEqual([1, 2, 3]);
    expect(selection.holidayHoursGate(targets?.locations)).toEqual({ kind: 'warn', message: BULK_GATE_MESSAGES.directoryOff });
  });

  it('true bulk over the limit, or a failed read, says why and acts on nothing', async () => {
    const selection = new ListingsSelection();
    selection.selectEvery();
    let reads = 0;
    expect(await selection.targets({ total: TRUE_BULK_LIMIT + 1, everyRow: async () => (reads++, []) })).toBeNull();
    expect(reads).toBe(0);
    expect(selection.notice).toBe(TRUE_BULK_MESSAGES.tooMany(TRUE_BULK_LIMIT + 1));
    expect(selection.notice).toContain('at most 10,000 locations and this list has 10,001');
    expect(await selection.targets({ total: 5, everyRow: () => Promise.reject(new Error('down')) })).toBeNull();
    expect(selection.notice).toBe(TRUE_BULK_MESSAGES.readFailed);
    selection.clear();
    expect(selection.notice).toBeNull();
  });
});
