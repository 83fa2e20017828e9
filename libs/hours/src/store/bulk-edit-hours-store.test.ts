import { describe, expect, it, vi } from 'vitest';
import { recordingNotifier } from '@locus/resources/testing';
import { BulkEditHoursStore } from './bulk-edit-hours-store.js';

describe('BulkEditHoursStore', () => {
  const locations: { id: number; [field: string]: unknown }[] = [
    { id: 1, name: 'One', phone: null, created_at: 'x' },
    { id: 2, name: 'Two', phone: '555', created_at: 'x' },
  ];

  it('PATCHes each location with its full body and the HH:mm week', async () => {
    const api = { readLocation: vi.fn(), patchLocation: vi.fn(async () => undefined) };
    const notifier = recordingNotifier();
    const store = new BulkEditHoursStore(locations, { api, notifier });
    store.editor.removeHours();
    expect(store.canConfirm).toBe(false);
    store.editor.addHours();
    store.editor.setAllDay('monday', true);
    store.editor.setClosed('tuesday', false);
    expect(store.canConfirm).toBe(false);
    store.editor.setTime('tuesday', 0, 'open_time', '8:30 am');
    store.editor.setTime('tuesday', 0, 'close_time', '16:00');
    expect(store.canConfirm).toBe(true);
    expect(await store.submit()).toBe(true);
    const body = vi.mocked(api.patchLocation).mock.calls[1] as unknown as [number, Record<string, unknown>];
    expect(body[0]).toBe(2);
    expect(body[1]).toMatchObject({ name: 'Two', phone: '555' });
    expect(body[1]).not.toHaveProperty('created_at');
    expect((body[1].hours as Record<string, unknown>).tuesday).toEqual({
      open: true,
      is_24_hours: false,
      hours: [{ open_time: '08:30', close_time: '16:00' }],
    });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Successfully updated hours' }]);
  });

  it('counts the locations that could not be updated', async () => {
    const api = { readLocation: vi.fn(), patchLocation: vi.fn().mockRejectedValue(new Error('down')) };
    const notifier = recordingNotifier();
    const store = new BulkEditHoursStore(locations, { api, notifier });
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('2 locations could not be updated');
    const single = new BulkEditHoursStore(locations.slice(0, 1), { api, notifier });
    await single.submit();
    expect(single.error).toBe('Location could not be updated');
  });

  it('reads a location known only by its id before its full-body PATCH; a failed read counts as not updated', async () => {
    const api = {
      readLocation: vi.fn(async (id: number) => {
        if (id === 9) throw new Error('gone');
        return { id, name: `Read ${id}`, phone: '503', special_hours: [] };
      }),
      patchLocation: vi.fn(async () => undefined),
    };
    const notifier = recordingNotifier();
    const store = new BulkEditHoursStore([7, locations[0] as { id: number }, 9], { api, notifier });
    expect(store.locationCount).toBe(3);
    expect(await store.submit()).toBe(false);
    expect(api.readLocation.mock.calls.map(([id]) => id)).toEqual([7, 9]);
    const patched = vi.mocked(api.patchLocation).mock.calls as unknown as [number, Record<string, unknown>][];
    expect(patched.map(([id]) => id).sort()).toEqual([1, 7]);
    const read = patched.find(([id]) => id === 7)?.[1];
    expect(read).toMatchObject({ name: 'Read 7', phone: '503' });
    expect(read).not.toHaveProperty('special_hours');
    expect(store.error).toBe('Location could not be updated');
  });
});
