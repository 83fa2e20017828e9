import { ApiError } from '@locus/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { DeleteWidgetStore } from './delete-widget-store.js';
import { WidgetListStore } from './widget-list-store.js';

describe('DeleteWidgetStore', () => {
  const notifier = () => ({ alert: vi.fn(), info: vi.fn(), success: vi.fn() });

  it('confirming deletes the asked widget, toasts its real name and reloads the list', async () => {
    const fake = fakeWidgetsApi([widgetFixture(1, { name: 'Home' }), widgetFixture(2, { name: 'Lobby screen' })]);
    const list = new WidgetListStore({ api: fake.api });
    await list.load();
    const note = notifier();
    const store = new DeleteWidgetStore({ api: fake.api, notifier: note, onDeleted: () => list.load() });
    store.ask(widgetFixture(2, { name: 'Lobby screen' }));
    expect(store.open).toBe(true);
    const done = store.confirm();
    expect(store.deleting).toBe(true);
    expect(await done).toBe(true);
    expect(fake.calls.remove).toEqual([2]);
    expect(note.success).toHaveBeenCalledWith('Lobby screen deleted');
    expect(store.open).toBe(false);
    expect(list.rows.map((w) => w.id)).toEqual([1]);
  });

  it('cancel sends nothing and keeps the widget', async () => {
    const fake = fakeWidgetsApi([widgetFixture(1)]);
    const store = new DeleteWidgetStore({ api: fake.api, notifier: notifier() });
    store.ask(widgetFixture(1));
    store.cancel();
    expect(store.open).toBe(false);
    expect(await store.confirm()).toBe(false);
    expect(fake.calls.remove).toEqual([]);
  });

  it("a refusal toasts the server's reason and keeps the confirmation open", async () => {
    const fake = fakeWidgetsApi([widgetFixture(1, { name: 'Home' })]);
    const note = notifier();
    const onDeleted = vi.fn();
    const store = new DeleteWidgetStore({ api: fake.api, notifier: note, onDeleted });
    store.ask(widgetFixture(1, { name: 'Home' }));
    fake.failNext(new ApiError(403, { status: 403, code: 'forbidden', error: 'You may not delete widgets' }));
    expect(await store.confirm()).toBe(false);
    expect(note.alert).toHaveBeenCalledWith('You may not delete widgets');
    expect(note.success).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
    expect([store.open, store.deleting]).toEqual([true, false]);
    fake.failNext(new Error('offline'));
    await store.confirm();
    expect(note.alert).toHaveBeenLastCalledWith('The widget could not be deleted.');
  });
});
