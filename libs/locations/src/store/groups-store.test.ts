import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locationsPage, testGroup } from '../testing/fixtures.js';
import { GroupEditStore, GroupFormStore, GroupListStore } from './groups-store.js';
import { areaApiOf } from '../testing/area-api.js';

const locations = { status: 200 as const, body: { _embedded: { locations: [] }, _total: 0, _total_pages: 0 } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('groups', () => {
  it('lists the groups by name', async () => {
    const api = createFakeApi({
      'GET /groups': { status: 200, body: { _embedded: { groups: [{ id: 2, account_id: 1, name: 'East', active_location_ids: [1, 2], created_at: 'x' }] }, _total: 1, _total_pages: 1 } },
    });
    const store = new GroupListStore({ api: areaApiOf(api), notifier: recordingNotifier() });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.rows.map((row) => row.name)).toEqual(['East']);
    store.dispose();
  });

  it('creates a group with a name and the members picked from a search', async () => {
    const api = createFakeApi({
      'GET /locations': ({ query }) => locationsPage(query.get('keywords') === 'do' ? [{ id: 5, name: 'Downtown' }] : [{ id: 5, name: 'Downtown' }, { id: 6, name: 'Uptown' }]),
      'POST /groups': ({ body }) => ({ status: 201, body: { id: 9, account_id: 1, name: (body as { name: string }).name, active_location_ids: [5], created_at: 'x' } }),
    });
    const notifier = recordingNotifier();
    const form = new GroupFormStore({ api: areaApiOf(api), notifier });
    await vi.advanceTimersByTimeAsync(0);
    expect(await form.save()).toBeNull();
    expect(form.nameError).toBe('Group name is required');
    form.setName('East side');
    form.setTyped('d');
    form.setTyped('do');
    await vi.advanceTimersByTimeAsync(300);
    expect(api.calls('GET /locations')).toHaveLength(2);
    form.toggleMember(5);
    expect(form.options).toEqual([{ id: 5, name: 'Downtown', selected: true }]);
    expect((await form.save())?.id).toBe(9);
    expect(api.calls('POST /groups')[0]?.body).toEqual({ name: 'East side', location_ids: [5] });
    expect(notifier.notes.at(-1)?.message).toBe('Group created successfully.');
    form.dispose();
  });
});

describe('GroupEditStore', () => {
  it('loads the group, then keeps what was typed when the name is taken (409 on the name field)', async () => {
    const api = createFakeApi({
      'GET /groups/{id}': { status: 200, body: testGroup },
      'GET /locations': locations,
      'PATCH /groups/{id}': { status: 409, body: { status: 409, code: 'conflict', error: 'A group with that name already exists', field: 'name' } },
    });
    const notifier = recordingNotifier();
    const edit = new GroupEditStore({ api: areaApiOf(api), notifier }, 2);
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
    const api = createFakeApi({ 'GET /groups/{id}': { status: 200, body: testGroup }, 'GET /locations': locations, 'DELETE /groups/{id}': { status: 204 } });
    const notifier = recordingNotifier();
    const edit = new GroupEditStore({ api: areaApiOf(api), notifier }, 2);
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
