import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupStepStore } from './group-step-store.js';
import { GroupEditStore } from './groups-store.js';

const group = { id: 2, account_id: 1, name: 'East', active_location_ids: [1, 2], created_at: 'x' };
const locations = { status: 200 as const, body: { _embedded: { locations: [] }, _total: 0, _total_pages: 0 } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('GroupEditStore', () => {
  it('loads the group, then keeps what was typed when the name is taken (409 on the name field)', async () => {
    const api = createFakeApi({
      'GET /groups/{id}': { status: 200, body: group },
      'GET /locations': locations,
      'PATCH /groups/{id}': { status: 409, body: { status: 409, code: 'conflict', error: 'A group with that name already exists', field: 'name' } },
    });
    const notifier = recordingNotifier();
    const edit = new GroupEditStore({ client: api.client, accountId: 1, notifier }, 2);
    await vi.advanceTimersByTimeAsync(0);
    const form = edit.form;
    expect(form?.name).toBe('East');
    form?.setName('West');
    form?.toggleMember(3);
    expect(await form?.save()).toBeNull();
    expect(form?.nameError).toBe('A group with that name already exists');
    expect(form?.name).toBe('West');
    expect(form?.memberIds).toEqual([1, 2, 3]);
    expect(notifier.notes).toHaveLength(0);
    edit.dispose();
  });

  it('deletes only after the confirmation', async () => {
    const api = createFakeApi({ 'GET /groups/{id}': { status: 200, body: group }, 'GET /locations': locations, 'DELETE /groups/{id}': { status: 204 } });
    const notifier = recordingNotifier();
    const edit = new GroupEditStore({ client: api.client, accountId: 1, notifier }, 2);
    await vi.advanceTimersByTimeAsync(0);
    edit.form?.askDelete();
    expect(edit.form?.confirmingDelete).toBe(true);
    edit.form?.cancelDelete();
    expect(api.calls('DELETE /groups/{id}')).toHaveLength(0);
    expect(await edit.form?.remove()).toBe(true);
    expect(notifier.notes.at(-1)?.message).toBe('Group deleted successfully.');
    edit.dispose();
  });
});

describe('GroupStepStore', () => {
  it('starts from the location’s groups and saves the picked ones with PATCH group_ids', async () => {
    const api = createFakeApi({
      'GET /locations/{id}': { status: 200, body: { id: 7, name: 'Harbor North', group_ids: [2] } },
      'GET /groups': { status: 200, body: { _embedded: { groups: [group, { ...group, id: 3, name: 'West' }] }, _total: 2, _total_pages: 1 } },
      'PATCH /locations/{id}': { status: 200, body: { id: 7 } },
    });
    const store = new GroupStepStore({ client: api.client, accountId: 1, notifier: recordingNotifier(), locationId: 7 });
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
      'GET /groups': { status: 200, body: { _embedded: { groups: [group] }, _total: 1, _total_pages: 1 } },
      'PATCH /locations/{id}': failure(400, 'group_ids must be ids of your groups'),
    });
    const notifier = recordingNotifier();
    const store = new GroupStepStore({ client: api.client, accountId: 1, notifier, locationId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    store.toggle(2);
    expect(await store.save()).toBe(false);
    expect(store.selected).toEqual([2]);
    expect(notifier.notes.at(-1)?.message).toBe('group_ids must be ids of your groups');
    store.dispose();
  });
});
