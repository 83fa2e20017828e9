import { ApiError } from '@locus/api-client';
import moment from 'moment';
import { describe, expect, it, vi } from 'vitest';
import { SPECIAL_HOURS_MESSAGES as MSG, type SpecialHours, type SpecialHoursFields } from '../model/special-hours.js';
import type { SpecialHoursApi, SpecialHoursQuery } from '../ports/hours-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { SpecialHoursStore } from './special-hours-store.js';

const saved = (id: number, start_date: string, extra: Partial<SpecialHours> = {}): SpecialHours => ({
  id,
  start_date,
  closed: true,
  is_24_hours: false,
  hours: [],
  ...extra,
});

/** An in-memory special-hours API that records its calls; `fail` makes the named call reject. */
function fakeApi(rows: SpecialHours[] = []) {
  const calls: string[] = [];
  let nextId = 100;
  const fail = new Set<string>();
  const api: SpecialHoursApi & { calls: string[]; fail: Set<string>; queries: SpecialHoursQuery[] } = {
    calls,
    fail,
    queries: [],
    list: vi.fn(async (query: SpecialHoursQuery) => {
      api.queries.push(query);
      calls.push('GET');
      if (fail.has('GET')) throw new Error('down');
      return rows;
    }),
    create: vi.fn(async (_locationId: number, fields: SpecialHoursFields) => {
      calls.push(`POST ${fields.start_date}`);
      if (fail.has('POST')) throw new Error('down');
      return { id: nextId++, ...fields };
    }),
    update: vi.fn(async (id: number, fields: SpecialHoursFields) => {
      calls.push(`PATCH ${id}`);
      if (fail.has(`PATCH ${id}`)) throw new Error('down');
      return { id, ...fields };
    }),
    remove: vi.fn(async (id: number) => {
      calls.push(`DELETE ${id}`);
      if (fail.has(`DELETE ${id}`)) throw new Error('down');
    }),
  };
  return api;
}

const now = () => moment('2026-03-10T09:00:00');

function setup(rows: SpecialHours[] = []) {
  const api = fakeApi(rows);
  const notifier = recordingNotifier();
  const store = new SpecialHoursStore({ api, locationId: 7, notifier, now });
  return { api, notifier, store };
}

describe('SpecialHoursStore', () => {
  it('loads on first expand only, from today sorted by date, 250 at most', async () => {
    const { api, store } = setup([saved(1, '2026-04-01')]);
    expect(api.calls).toEqual([]);
    await store.toggle();
    expect(api.queries).toEqual([
      { location_id: 7, start_date: '2026-03-10', 'sort[by]': 'start_date', 'sort[order]': 'asc', per_page: 250 },
    ]);
    expect(store.rows.map((row) => row.id)).toEqual(['1']);
    await store.toggle();
    await store.toggle();
    expect(api.calls).toEqual(['GET']);
  });

  it('shows the fetch error when loading fails', async () => {
    const { api, notifier, store } = setup();
    api.fail.add('GET');
    await store.toggle();
    expect(store.status).toBe('error');
    expect(notifier.notes).toEqual([{ level: 'alert', message: MSG.fetchError }]);
  });

  it('adds rows with -new ids; a removed new row is just dropped', async () => {
    const { api, store } = setup();
    await store.toggle();
    store.addRow();
    store.addRow();
    expect(store.rows.map((row) => row.id)).toEqual(['1-new', '2-new']);
    store.removeRow('1-new');
    store.setDate('2-new', '2026-05-01');
    store.setClosed('2-new', true);
    expect(await store.save()).toBe(true);
    expect(api.calls).toEqual(['GET', 'POST 2026-05-01']);
    expect(store.rows.map((row) => row.id)).toEqual(['100']);
    expect(store.isDirty).toBe(false);
  });

  it('queues the deletion of a saved row and PATCHes only changed saved rows, all at save', async () => {
    const { api, store } = setup([saved(1, '2026-04-01'), saved(2, '2026-04-02'), saved(3, '2026-04-03')]);
    await store.toggle();
    store.removeRow('1');
    store.setClosed('2', false);
    store.setTime('2', 0, 'open_time', '10:00 AM');
    store.setTime('2', 0, 'close_time', '2:00 PM');
    expect(api.calls).toEqual(['GET']);
    expect(store.pendingDeletions).toEqual(['1']);
    expect(await store.save()).toBe(true);
    expect(api.calls.slice(1).sort()).toEqual(['DELETE 1', 'PATCH 2']);
    expect(api.update).toHaveBeenCalledWith(2, {
      start_date: '2026-04-02',
      closed: false,
      is_24_hours: false,
      hours: [{ open_time: '10:00', close_time: '14:00' }],
    });
    expect(store.pendingDeletions).toEqual([]);
  });

  it('when a call fails it says so, keeps the rows as typed and retries only what is left', async () => {
    const { api, notifier, store } = setup([saved(1, '2026-04-01'), saved(2, '2026-04-02')]);
    await store.toggle();
    store.removeRow('1');
    store.addRow();
    store.setDate('1-new', '2026-06-01');
    store.setAllDay('1-new', true);
    api.fail.add('POST');
    expect(await store.save()).toBe(false);
    expect(notifier.notes.at(-1)).toEqual({ level: 'alert', message: MSG.saveError });
    expect(store.error).toBe(MSG.saveError);
    expect(store.rows.map((row) => row.id)).toEqual(['2', '1-new']);
    api.fail.clear();
    expect(await store.save()).toBe(true);
    expect(api.calls.filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE 1']);
    expect(store.error).toBeNull();
  });

  it("shows the server's text when the failing call has one", async () => {
    const { api, notifier, store } = setup([saved(1, '2026-04-01')]);
    await store.toggle();
    store.setClosed('1', false);
    store.setAllDay('1', true);
    vi.mocked(api.update).mockRejectedValueOnce(new ApiError(400, { error: 'Date taken' }));
    expect(await store.save()).toBe(false);
    expect(notifier.notes.at(-1)?.message).toBe('Date taken');
  });

  it('does not save while a row is in error', async () => {
    const { api, store } = setup();
    await store.toggle();
    store.addRow();
    expect(store.hasErrors).toBe(true);
    expect(await store.save()).toBe(false);
    expect(api.calls).toEqual(['GET']);
  });

  it('asks to confirm the override once there are dated rows, until confirmed', async () => {
    const { store } = setup([saved(1, '2026-04-01')]);
    expect(store.needsOverrideConfirmation()).toBe(false);
    await store.toggle();
    expect(store.needsOverrideConfirmation()).toBe(true);
    store.confirmOverride();
    expect(store.needsOverrideConfirmation()).toBe(false);
  });

  it('gives the changes for the atomic location save, then takes the saved rows', async () => {
    const { api, store } = setup([saved(1, '2026-04-01'), saved(2, '2026-04-02'), saved(3, '2026-04-03')]);
    await store.toggle();
    expect(store.changes()).toBeUndefined();
    store.removeRow('1');
    store.setAllDay('2', true);
    store.addRow();
    store.setDate('1-new', '2026-07-04');
    expect(store.changes()).toEqual({
      create: [{ start_date: '2026-07-04', closed: true, is_24_hours: false, hours: [] }],
      update: [{ id: 2, start_date: '2026-04-02', closed: false, is_24_hours: true, hours: [] }],
      delete: [1],
    });
    store.confirmOverride();
    store.markSaved([saved(2, '2026-04-02', { closed: false, is_24_hours: true }), saved(3, '2026-04-03'), saved(9, '2026-07-04')]);
    expect(store.rows.map((row) => row.id)).toEqual(['2', '3', '9']);
    expect(store.changes()).toBeUndefined();
    expect(store.overrideConfirmed).toBe(false);
    expect(api.calls).toEqual(['GET']);
  });
});
