import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { TagFilterStore } from './tag-filter-store.js';

describe('TagFilterStore', () => {
  it('reads the names once on open, then follows what is typed after a pause', async () => {
    const suggest = vi.fn(async (keywords: string) => (keywords ? ['parking'] : ['parking', 'wait time']));
    const scheduler = manualScheduler();
    const store = new TagFilterStore({ api: { suggest }, scheduler });
    store.open();
    store.open();
    await vi.waitFor(() => expect(store.status).toBe('loaded'));
    expect(store.names).toEqual(['parking', 'wait time']);
    store.search('par');
    store.search('park ');
    expect(suggest).toHaveBeenCalledTimes(1);
    scheduler.runAll();
    await vi.waitFor(() => expect(store.names).toEqual(['parking']));
    expect(suggest.mock.calls.map((call) => call[0])).toEqual(['', 'park']);
  });

  it('says why the names could not be read', async () => {
    const store = new TagFilterStore({ api: { suggest: () => Promise.reject(new Error('Boom')) } });
    store.open();
    await vi.waitFor(() => expect(store.status).toBe('error'));
    expect(store.error).toMatch(/^An error occurred/);
  });
});
