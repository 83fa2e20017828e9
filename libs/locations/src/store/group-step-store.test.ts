import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testGroup } from '../testing/fixtures.js';
import { GroupStepStore } from './group-step-store.js';
import { areaApiOf } from '../testing/area-api.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('GroupStepStore', () => {
  it('starts from the location’s groups and saves the picked ones with PATCH group_ids', async () => {
    const api = createFakeApi({
      'GET /locations/{id}': { status: 200, body: { id: 7, name: 'Harbor North', group_ids: [2] } },
      'GET /groups': { status: 200, body: { _embedded: { groups: [testGroup, { ...testGroup, id: 3, name: 'West' }] }, _total: 2, _total_pages: 1 } },
      'PATCH /locations/{id}': { status: 200, body: { id: 7 } },
    });
    const store = new GroupStepStore({ api: areaApiOf(api), notifier: recordingNotifier(), locationId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.locationName).toBe('Harbor North');
    expect(store.options.map((o) => [o.name, o.selected])).toEqual([['East', true], ['West', false]]);
    store.toggle(3);
    store.toggle(2);
    expect(await store.save()).toBe(true);
    expect(api.calls('PATCH /locations/{id}')[0]?.body).toEqual({ group_ids: [3] });
    store.dispose();
  });

  it('a failed save keeps the picks and says why', async () => {
    const api = createFakeApi({
      'GET /locations/{id}': { status: 200, body: { id: 7, name: 'Harbor North', group_ids: [] } },
      'GET /groups': { status: 200, body: { _embedded: { groups: [testGroup] }, _total: 1, _total_pages: 1 } },
      'PATCH /locations/{id}': failure(400, 'group_ids must be ids of your groups'),
    });
    const notifier = recordingNotifier();
    const store = new GroupStepStore({ api: areaApiOf(api), notifier, locationId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    store.toggle(2);
    expect(await store.save()).toBe(false);
    expect(store.selected).toEqual([2]);
    expect(notifier.notes.at(-1)?.message).toBe('group_ids must be ids of your groups');
    store.dispose();
  });
});
