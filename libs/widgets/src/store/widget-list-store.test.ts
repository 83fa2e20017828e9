import { ApiError } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { manualScheduler } from '@locus/resources/testing';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { WidgetListStore } from './widget-list-store.js';

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
    scheduler.runAll();
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
