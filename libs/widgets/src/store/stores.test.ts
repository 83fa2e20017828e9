import { ApiError } from '@locus/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeWidgetsApi, manualScheduler, widgetFixture } from '../testing/fake-widgets-api.js';
import { DeleteWidgetStore } from './delete-widget-store.js';
import { RequestAccessStore } from './request-access-store.js';
import { WidgetEditorStore } from './widget-editor-store.js';
import { WidgetListStore } from './widget-list-store.js';
import { WidgetPreviewStore } from './widget-preview-store.js';

const many = (n: number) => Array.from({ length: n }, (_, i) => widgetFixture(i + 1, { name: i % 2 ? `Odd ${i + 1}` : `Even ${i + 1}` }));
const bottom = { scrollTop: 500, clientHeight: 500, scrollHeight: 1010 };
const top = { scrollTop: 0, clientHeight: 500, scrollHeight: 1010 };

describe('WidgetListStore', () => {
  it('loads page 1, appends the next page near the bottom, stops at the last', async () => {
    const { api, calls } = fakeWidgetsApi(many(30));
    const store = new WidgetListStore({ api });
    await store.load();
    expect(store.rows).toHaveLength(12);
    await store.onScroll(top);
    expect(calls.list).toHaveLength(1);
    await store.onScroll(bottom);
    await store.onScroll(bottom);
    expect(store.rows.map((w) => w.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await store.onScroll(bottom);
    expect(calls.list.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('typing searches from page 1 once typing pauses', async () => {
    const { api, calls } = fakeWidgetsApi(many(30));
    const scheduler = manualScheduler();
    const store = new WidgetListStore({ api, scheduler });
    await store.load();
    await store.loadMore();
    store.setTyped('od');
    store.setTyped('odd');
    expect(store.typed).toBe('odd');
    expect(calls.list).toHaveLength(2);
    scheduler.run();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.list.at(-1)).toEqual({ keywords: 'odd', page: 1, perPage: 12 });
    expect(store.rows.every((w) => w.name.startsWith('Odd'))).toBe(true);
    expect(store.rows).toHaveLength(12);
  });

  it('a failure shows the spec text; an empty result is empty', async () => {
    const fake = fakeWidgetsApi([]);
    const store = new WidgetListStore({ api: fake.api });
    fake.failNext(new ApiError(500, { error: 'boom' }));
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('There was an error fetching your created widgets');
    await store.load();
    expect(store.empty).toBe(true);
  });
});

describe('RequestAccessStore', () => {
  it('sends once, says Request sent!; a failure offers Try again', async () => {
    const fake = fakeWidgetsApi();
    const store = new RequestAccessStore(fake.api);
    expect(store.label).toBe('Request Access');
    fake.failNext(new Error('offline'));
    await store.request();
    expect(store.label).toBe('Try again');
    await store.request();
    expect(store.label).toBe('Request sent!');
    await store.request();
    expect(fake.calls.requestAccess).toBe(2);
  });
});

describe('WidgetEditorStore', () => {
  const origin = 'http://app.test';

  it('create: errors show after a save attempt, nothing is sent until they are fixed, then the snippet', async () => {
    const fake = fakeWidgetsApi();
    const store = new WidgetEditorStore({ api: fake.api, type: 'star_snapshot', id: null, origin });
    await store.load();
    expect(store.locations).toHaveLength(2);
    expect(store.errors).toEqual({});
    expect(await store.save()).toBeNull();
    expect(store.errors.name).toBe('Enter a name for this widget');
    expect(fake.calls.create).toHaveLength(0);
    store.set('name', '  Home page ');
    const widget = await store.save();
    expect(fake.calls.create[0]).toMatchObject({ type: 'star_snapshot', draft: { name: 'Home page', published: true, settings: { layout: 'compact' } } });
    expect(store.snippet).toContain(`data-locus-widget="${widget?.public_key}"`);
  });

  it("a server 400 shows at its field and keeps what was typed", async () => {
    const fake = fakeWidgetsApi();
    const store = new WidgetEditorStore({ api: fake.api, type: 'full_page', id: null, origin });
    await store.load();
    store.set('name', 'Feed');
    store.set('locationIds', [999]);
    fake.failNext(new ApiError(400, { status: 400, code: 'invalid', error: 'location_ids must name locations of this account', field: 'settings.location_ids' }));
    expect(await store.save()).toBeNull();
    expect(store.errors.locationIds).toBe('location_ids must name locations of this account');
    expect(store.values.name).toBe('Feed');
    store.set('locationIds', [1]);
    expect(store.errors.locationIds).toBeUndefined();
  });

  it('edit: loads the widget; featured reviews stop at 15 and keep their order', async () => {
    const fake = fakeWidgetsApi([widgetFixture(4, { widget_type: 'teaser', settings: { featured_review_ids: [501] } })]);
    const store = new WidgetEditorStore({ api: fake.api, type: 'teaser', id: 4, origin });
    await store.load();
    expect(store.values.featuredReviewIds).toEqual([501]);
    expect(store.reviews).toHaveLength(20);
    for (const review of store.reviews) store.toggleFeatured(review.id);
    expect(store.values.featuredReviewIds).toHaveLength(15);
    expect(store.values.featuredReviewIds[0]).toBe(500);
    store.moveFeatured(500, 1);
    expect(store.values.featuredReviewIds.slice(0, 2)).toEqual([502, 500]);
    await store.save();
    expect(fake.calls.update[0]?.draft.settings.featured_review_ids).toHaveLength(15);
  });

  it('edit of a missing widget says so', async () => {
    const store = new WidgetEditorStore({ api: fakeWidgetsApi().api, type: 'teaser', id: 9, origin });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.loadError).toBe('Widget not found');
  });
});

describe('WidgetPreviewStore', () => {
  it('loads the widget and its snippet', async () => {
    const store = new WidgetPreviewStore(fakeWidgetsApi([widgetFixture(3)]).api, 3, 'http://app.test');
    await store.load();
    expect(store.snippet).toBe('<div data-locus-widget="s-key3" style="min-height:120px"></div><script async src="http://app.test/embed/v1/widget.js"></script>');
  });
});

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
