import { ApiError } from '@locus/api-client';
import moment from 'moment';
import { describe, expect, it, vi } from 'vitest';
import { SPECIAL_HOURS_MESSAGES } from '../model/special-hours.js';
import type { SpecialHoursFields } from '../model/special-hours.js';
import { recordingNotifier } from '@locus/resources/testing';
import { BulkHolidayHoursStore } from './bulk-holiday-hours-store.js';

const now = () => moment('2026-03-10T09:00:00');

describe('BulkHolidayHoursStore', () => {
  function setup() {
    const posts: { ids: readonly number[]; fields: SpecialHoursFields }[] = [];
    const api = { createForLocations: vi.fn(async (ids: readonly number[], fields: SpecialHoursFields) => void posts.push({ ids, fields })) };
    const notifier = recordingNotifier();
    return { api, posts, notifier, store: new BulkHolidayHoursStore([3, 4], { api, notifier, now }) };
  }

  it('confirm waits for an entry with a date', () => {
    const { store } = setup();
    expect(store.canConfirm).toBe(false);
    store.setDate('1-new', '2026-12-25');
    expect(store.canConfirm).toBe(true);
  });

  it('confirm is disabled while an entry is in error', () => {
    const { store } = setup();
    store.setDate('1-new', '2026-12-25');
    store.setClosed('1-new', false);
    expect(store.canConfirm).toBe(false);
    store.setTime('1-new', 0, 'open_time', '9:00 AM');
    store.setTime('1-new', 0, 'close_time', '1:00 PM');
    expect(store.canConfirm).toBe(true);
  });

  it('warns first, then sends one POST per entry with hours sorted by open time', async () => {
    const { store, posts, notifier, api } = setup();
    store.setDate('1-new', '2026-12-25');
    store.addEntry();
    store.setDate('2-new', '2026-12-24');
    store.setClosed('2-new', false);
    store.setTime('2-new', 0, 'open_time', '2:00 PM');
    store.setTime('2-new', 0, 'close_time', '6:00 PM');
    store.addPair('2-new');
    store.setTime('2-new', 1, 'open_time', '8:00 AM');
    store.setTime('2-new', 1, 'close_time', '12:00 PM');
    expect(store.confirmLabel).toBe('Confirm');
    expect(await store.confirm()).toBe(false);
    expect(store.warning).not.toBeNull();
    expect(store.confirmLabel).toBe('Continue anyway');
    expect(api.createForLocations).not.toHaveBeenCalled();
    const saving = store.confirm();
    expect(store.canConfirm).toBe(false);
    expect(await saving).toBe(true);
    expect(posts).toEqual([
      { ids: [3, 4], fields: { start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [] } },
      {
        ids: [3, 4],
        fields: {
          start_date: '2026-12-24',
          closed: false,
          is_24_hours: false,
          hours: [
            { open_time: '08:00', close_time: '12:00' },
            { open_time: '14:00', close_time: '18:00' },
          ],
        },
      },
    ]);
    expect(notifier.notes).toEqual([{ level: 'success', message: SPECIAL_HOURS_MESSAGES.saved }]);
  });

  it("shows the server's text, or the catalogue's, when a POST fails", async () => {
    const { store, api, notifier } = setup();
    store.setDate('1-new', '2026-12-25');
    api.createForLocations.mockRejectedValueOnce(new Error('boom'));
    await store.confirm();
    expect(await store.confirm()).toBe(false);
    expect(store.error).toBe(SPECIAL_HOURS_MESSAGES.saveError);
    api.createForLocations.mockRejectedValueOnce(new ApiError(400, { error: 'Too many' }));
    expect(await store.confirm()).toBe(false);
    expect(notifier.notes.at(-1)?.message).toBe('Too many');
  });
});
