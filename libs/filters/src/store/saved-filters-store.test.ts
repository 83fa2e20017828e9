import { describe, expect, it, vi } from 'vitest';
import { createMemoryQueryAdapter } from '../model/query.js';
import { createFakeApi, failure, type FakeReply } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { testSession } from '../testing/fixtures.js';
import { FilterStore } from './filter-store.js';
import { createSavedFiltersApi } from '../api/saved-filters-api.js';
import { SavedFiltersStore, type SavedFilter } from './saved-filters-store.js';

const NOW = new Date(2024, 4, 15, 10);

const pref = (id: number, name: string, config: Record<string, unknown>): SavedFilter =>
  ({ id, name, config, account_id: 10, user_id: 20, preference_type: 'saved_filters', created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' }) as SavedFilter;

const list = (items: SavedFilter[], page = 1, totalPages = 1): FakeReply<'GET /user_preferences'> => ({
  status: 200,
  body: { _embedded: { user_preferences: items }, _page: page, _total_pages: totalPages, _total: items.length, _links: {} },
});

function setup(routes: Parameters<typeof createFakeApi>[0] = {}, initial: Record<string, string> = {}, features?: string[]) {
  const api = createFakeApi(routes);
  const adapter = createMemoryQueryAdapter(initial);
  const filters = new FilterStore({ adapter, page: 'reviews', now: () => NOW });
  const notifier = recordingNotifier();
  const reporter = { report: vi.fn() };
  const store = new SavedFiltersStore({
    api: createSavedFiltersApi(api.client),
    session: testSession(features ? { features } : {}),
    filters,
    notifier,
    reporter,
    now: () => NOW,
  });
  return { api, adapter, filters, notifier, reporter, store };
}

describe('SavedFiltersStore: list', () => {
  it('[P7-060] lists with account_id, user_id, preference_type, page, per_page 25 and name asc', async () => {
    const { api, store } = setup({ 'GET /user_preferences': list([pref(1, 'A', {})], 1, 2) });
    await store.load();
    const query = api.calls('GET /user_preferences')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      account_id: '10', user_id: '20', preference_type: 'saved_filters', page: '1', per_page: '25', 'sort[by]': 'name', 'sort[order]': 'asc',
    });
    expect(query?.has('name')).toBe(false);
    expect(store.items.map((i) => i.name)).toEqual(['A']);
    expect(store.hasMore).toBe(true);
  });

  it('[P9-013] loads more 25 at a time and may filter by name', async () => {
    const { api, store } = setup({
      'GET /user_preferences': (r) => list([pref(Number(r.query.get('page')), `F${r.query.get('page')}`, {})], Number(r.query.get('page')), 2),
    });
    await store.load('F1');
    await store.loadMore();
    await store.loadMore();
    expect(api.calls('GET /user_preferences').map((c) => [c.query.get('page'), c.query.get('per_page'), c.query.get('name')])).toEqual([
      ['1', '25', 'F1'],
      ['2', '25', 'F1'],
    ]);
    expect(store.items.map((i) => i.name)).toEqual(['F1', 'F2']);
  });

  it('[P8-022] [P8-023] a failed fetch alerts Error fetching Saved Filters and reports its own text', async () => {
    const { notifier, reporter, store } = setup({ 'GET /user_preferences': failure(500, 'boom') });
    await store.load();
    expect(store.status).toBe('error');
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Error fetching Saved Filters', serverText: 'boom' }]);
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Failed to fetch saved filteres' }));
  });

  it('[P3-013] saved filters are enabled by the saved_filters setting', () => {
    expect(setup().store.enabled).toBe(true);
    expect(setup({}, {}, []).store.enabled).toBe(false);
  });
});

describe('SavedFiltersStore: Save as dialog', () => {
  it('[P5-007] confirm is disabled with the tooltip Enter a name until a name is typed', () => {
    const { store } = setup();
    store.openSaveAs();
    expect(store.confirmDisabled).toBe(true);
    expect(store.confirmTooltip).toBe('Enter a name');
    store.setName('   ');
    expect(store.confirmDisabled).toBe(true);
    store.setName('Mine');
    expect(store.confirmDisabled).toBe(false);
    expect(store.confirmTooltip).toBeNull();
  });

  it('[P5-008] the name is at most 60 characters', () => {
    const { store } = setup();
    store.setName('x'.repeat(75));
    expect(store.name).toHaveLength(60);
  });

  it('[P5-010] cancel closes the dialog and forgets the name', () => {
    const { store } = setup();
    store.openSaveAs();
    store.setName('Mine');
    store.cancel();
    expect(store.dialogOpen).toBe(false);
    expect(store.name).toBe('');
  });

  it('[P4-034] [P5-009] [P7-061] [P8-017] submit creates a saved filter from the URL; custom keeps from/to (P3-016)', async () => {
    const { api, notifier, store } = setup(
      { 'POST /user_preferences': (r) => ({ status: 201, body: pref(55, 'Mine', r.body as { config: Record<string, unknown> }['config']) }) },
      { dateDescriptor: 'custom', from: '2024-03-01', to: '2024-03-31', groupId: '3', rating: '4,5', sentiment: '1', page: '2' },
    );
    store.openSaveAs();
    store.setName('  Mine ');
    const created = await store.submit();
    expect(created?.id).toBe(55);
    const post = api.calls('POST /user_preferences')[0];
    expect(post?.query.get('account_id')).toBe('10');
    expect(post?.body).toEqual({
      preference_type: 'saved_filters',
      name: 'Mine',
      config: { dateDescriptor: 'custom', from: '2024-03-01', to: '2024-03-31', group: '3', rating: '4,5', sentiment: '1' },
    });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Filter saved' }]);
    expect(store.dialogOpen).toBe(false);
  });

  it('keeps the reviews page’s reviewStatus and tag: saved from the URL, and back in the URL when applied', async () => {
    const { api, adapter, store } = setup(
      { 'POST /user_preferences': (r) => ({ status: 201, body: pref(56, 'Open billing', (r.body as { config: Record<string, unknown> }).config) }) },
      { dateDescriptor: 'thirtyDays', reviewStatus: 'open,needs_attention', tag: 'billing,parking' },
    );
    store.setName('Open billing');
    const saved = await store.submit();
    expect(api.calls('POST /user_preferences')[0]?.body).toMatchObject({
      config: { dateDescriptor: 'thirtyDays', reviewStatus: 'open,needs_attention', tag: 'billing,parking' },
    });
    // Another filter's keys are replaced by the saved one's when it is applied with prune.
    adapter.navigate({ reviewStatus: 'resolved', tag: 'staff', groupId: '3' });
    expect(saved && store.apply(saved)).toBe(true);
    expect(adapter.get()).toMatchObject({ reviewStatus: 'open,needs_attention', tag: 'billing,parking', savedFilterId: '56' });
    expect(adapter.get()['groupId']).toBeUndefined();
  });

  it('[P4-036] after saving the URL gets savedFilterId (and keeps its paging)', async () => {
    const { adapter, store } = setup({ 'POST /user_preferences': { status: 201, body: pref(55, 'Mine', {}) } }, { page: '2', groupId: '3' });
    store.setName('Mine');
    await store.submit();
    expect(adapter.get()).toEqual({ page: '2', groupId: '3', savedFilterId: '55' });
  });

  it('[P3-016] a preset range is saved without from and to', async () => {
    const { api, store } = setup(
      { 'POST /user_preferences': { status: 201, body: pref(1, 'P', {}) } },
      { dateDescriptor: 'ytd', from: '2024-01-01', to: '2024-05-15' },
    );
    store.setName('P');
    await store.submit();
    expect((api.calls('POST /user_preferences')[0]?.body as { config: unknown }).config).toEqual({ dateDescriptor: 'ytd' });
  });

  it('[P5-011] a duplicate name (server 409) shows the message on the field, no toast', async () => {
    const { notifier, store } = setup({ 'POST /user_preferences': failure(409, 'A saved filter with that name already exists') });
    store.openSaveAs();
    store.setName('Dup');
    await store.submit();
    expect(store.nameError).toBe('A saved filter with that name already exists');
    expect(store.dialogOpen).toBe(true);
    expect(notifier.notes).toEqual([]);
    store.setName('Dup2');
    expect(store.nameError).toBeNull();
  });

  it('[P5-011] a name already in the loaded list is refused without a call', async () => {
    const { api, store } = setup({ 'GET /user_preferences': list([pref(1, 'Dup', {})]) });
    await store.load();
    store.setName('Dup');
    await store.submit();
    expect(store.nameError).toBe('A saved filter with that name already exists');
    expect(api.calls('POST /user_preferences')).toHaveLength(0);
  });

  it('[P8-016] [P8-024] a failed create alerts Error saving filter and reports Failed to create filter', async () => {
    const { notifier, reporter, store } = setup({ 'POST /user_preferences': failure(500, 'down') });
    store.setName('X');
    await store.submit();
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Error saving filter', serverText: 'down' }]);
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Failed to create filter' }));
  });
});

describe('SavedFiltersStore: Save, apply, delete', () => {
  const selectedSetup = (routes: Parameters<typeof createFakeApi>[0], query: Record<string, string>) =>
    setup({ 'GET /user_preferences': list([pref(7, 'Seven', { dateDescriptor: 'mtd', group: '1' }), pref(8, 'Eight', { dateDescriptor: 'custom', from: '2024-02-01', to: '2024-02-10', location: '4' })]), ...routes }, query);

  it('[P4-035] [P7-062] [P8-018] Save updates the selected filter with the current filters, keeping its name', async () => {
    const { api, notifier, store } = selectedSetup(
      { 'PATCH /user_preferences/{id}': (r) => ({ status: 200, body: pref(7, 'Seven', (r.body as { config: Record<string, unknown> }).config) }) },
      { savedFilterId: '7', dateDescriptor: 'qtd', sourceId: '2' },
    );
    await store.load();
    expect(store.selected?.name).toBe('Seven');
    expect(await store.save()).toBe(true);
    expect(api.calls('PATCH /user_preferences/{id}', { id: '7' })[0]?.body).toEqual({ config: { dateDescriptor: 'qtd', source: '2' } });
    expect(store.selected?.config).toEqual({ dateDescriptor: 'qtd', source: '2' });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Filter updated', durationMs: 5000 }]);
  });

  it('[P8-025] a failed update alerts Error saving filter and reports Failed to update filter', async () => {
    const { notifier, reporter, store } = selectedSetup({ 'PATCH /user_preferences/{id}': failure(500, 'nope') }, { savedFilterId: '7' });
    await store.load();
    expect(await store.save()).toBe(false);
    expect(notifier.notes[0]?.message).toBe('Error saving filter');
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Failed to update filter' }));
  });

  it('[P7-062] [P8-018] Rename patches the selected filter’s name only; the list re-sorts and the URL keeps it', async () => {
    const { api, adapter, notifier, store } = selectedSetup(
      { 'PATCH /user_preferences/{id}': (r) => ({ status: 200, body: pref(7, (r.body as { name: string }).name, { dateDescriptor: 'mtd', group: '1' }) }) },
      { savedFilterId: '7', groupId: '1' },
    );
    await store.load();
    store.openRename();
    expect([store.dialogOpen, store.dialogMode, store.name]).toEqual([true, 'rename', 'Seven']);
    store.setName('  Alpha  ');
    await store.submit();
    expect(api.calls('PATCH /user_preferences/{id}', { id: '7' })[0]?.body).toEqual({ name: 'Alpha' });
    expect(store.items.map((i) => i.name)).toEqual(['Alpha', 'Eight']);
    expect(store.dialogOpen).toBe(false);
    expect(adapter.get()).toEqual({ savedFilterId: '7', groupId: '1' });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Filter updated', durationMs: 5000 }]);
  });

  it('[P5-011] Rename to another filter’s name is refused without a call; the same name just closes', async () => {
    const { api, store } = selectedSetup({}, { savedFilterId: '7' });
    await store.load();
    store.openRename();
    store.setName('Eight');
    await store.submit();
    expect(store.nameError).toBe('A saved filter with that name already exists');
    store.setName('Seven');
    await store.submit();
    expect(store.dialogOpen).toBe(false);
    expect(api.calls('PATCH /user_preferences/{id}', { id: '7' })).toHaveLength(0);
  });

  it('[P8-025] a failed rename alerts Error saving filter and keeps the dialog with the typed name', async () => {
    const { notifier, reporter, store } = selectedSetup({ 'PATCH /user_preferences/{id}': failure(500, 'nope') }, { savedFilterId: '7' });
    await store.load();
    store.openRename();
    store.setName('Renamed');
    await store.submit();
    expect(notifier.notes[0]?.message).toBe('Error saving filter');
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Failed to update filter' }));
    expect([store.dialogOpen, store.name]).toEqual([true, 'Renamed']);
  });

  it('Rename needs a selected filter', () => {
    const { store } = setup();
    store.openRename();
    expect(store.dialogOpen).toBe(false);
  });

  it('[P3-017] applying with prune replaces the URL filters; a custom config brings its from/to (P3-016)', async () => {
    const { adapter, store } = selectedSetup({}, { groupId: '3', rating: '5', page: '4', after: 'c', flyout_edit: 'true' });
    await store.load();
    const eight = store.items.find((i) => i.id === 8);
    expect(eight && store.apply(eight)).toBe(true);
    expect(adapter.get()).toEqual({ flyout_edit: 'true', dateDescriptor: 'custom', from: '2024-02-01', to: '2024-02-10', locationId: '4', savedFilterId: '8' });
    expect(adapter.history).toHaveLength(1);
  });

  it('[P3-017] applying without prune lays the config over the URL; a preset gets today’s days', async () => {
    const { adapter, store } = selectedSetup({}, { rating: '5', page: '4' });
    await store.load();
    store.applyById(7, { prune: false });
    expect(adapter.get()).toEqual({ rating: '5', dateDescriptor: 'mtd', from: '2024-05-01', to: '2024-05-15', groupId: '1', savedFilterId: '7' });
  });

  it('[P8-021] a saved filter that cannot be applied alerts Could not apply saved filter', async () => {
    const { notifier, store } = setup();
    expect(store.apply(pref(3, 'Broken', 'nope' as unknown as Record<string, unknown>))).toBe(false);
    expect(store.applyById(99)).toBe(false);
    expect(notifier.notes.map((n) => n.message)).toEqual(['Could not apply saved filter', 'Could not apply saved filter']);
  });

  it('[P4-037] [P7-063] [P8-019] deleting the selected one clears from, to, savedFilterId, groupId, locationId, sourceId', async () => {
    const { api, adapter, notifier, store } = selectedSetup(
      { 'DELETE /user_preferences/{id}': { status: 204 } },
      { savedFilterId: '8', dateDescriptor: 'custom', from: '2024-02-01', to: '2024-02-10', groupId: '1', locationId: '4', sourceId: '2', rating: '5' },
    );
    await store.load();
    const eight = store.items.find((i) => i.id === 8);
    expect(eight && (await store.remove(eight))).toBe(true);
    expect(api.calls('DELETE /user_preferences/{id}', { id: '8' })).toHaveLength(1);
    expect(adapter.get()).toEqual({ rating: '5' });
    expect(store.items.map((i) => i.id)).toEqual([7]);
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Filter deleted' }]);
  });

  it('[P4-037] deleting another one leaves the URL alone', async () => {
    const { adapter, store } = selectedSetup({ 'DELETE /user_preferences/{id}': { status: 204 } }, { savedFilterId: '7', groupId: '1' });
    await store.load();
    const eight = store.items.find((i) => i.id === 8);
    if (eight) await store.remove(eight);
    expect(adapter.history).toHaveLength(0);
  });

  it('[P8-020] [P8-026] a failed delete alerts Filter was not deleted and reports Failed to delete filter', async () => {
    const { notifier, reporter, store } = selectedSetup({ 'DELETE /user_preferences/{id}': failure(500, 'x') }, {});
    await store.load();
    const seven = store.items.find((i) => i.id === 7);
    expect(seven && (await store.remove(seven))).toBe(false);
    expect(notifier.notes[0]).toMatchObject({ level: 'alert', message: 'Filter was not deleted' });
    expect(reporter.report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ message: 'Failed to delete filter' }));
    expect(store.items).toHaveLength(2);
  });
});
