// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteWidgetStore } from '../store/delete-widget-store.js';
import { RequestAccessStore } from '../store/request-access-store.js';
import { WidgetListStore } from '../store/widget-list-store.js';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { ALL_AMPLIFY_SETTINGS } from '../testing/fixtures.js';
import { useAmplifyHome } from './use-amplify-home.js';

const gate = (permissions: Record<string, string[]>) => ({ permissions, isFeatureEnabled: (name: string) => ALL_AMPLIFY_SETTINGS.includes(name) });

describe('useAmplifyHome', () => {
  it('cards, titled widget cards with links, spacers, and the request button follow the stores', async () => {
    const fake = fakeWidgetsApi([widgetFixture(1, { name: 'Home' }), widgetFixture(2, { name: 'Feed', widget_type: 'full_page', settings: { auto_publish: false } })]);
    const list = new WidgetListStore({ api: fake.api });
    const access = new RequestAccessStore(fake.api);
    const remover = new DeleteWidgetStore({ api: fake.api, notifier: { alert: vi.fn(), info: vi.fn(), success: vi.fn() } });
    const { result } = renderHook(() => useAmplifyHome(gate({ amplify: ['create', 'read', 'update'] }), list, access, remover));
    await act(() => list.load());
    expect(result.current.access).toBe('full');
    expect(result.current.canEdit).toBe(true);
    expect(result.current.canDelete).toBe(false);
    expect(result.current.cards.filter((c) => c.enabled)).toHaveLength(4);
    expect(result.current.widgets.map((w) => [w.title, w.typeName, w.editHref, w.previewHref])).toEqual([
      ['Auto-Update: Home', 'Star Snapshot', '/amplify/widgets/edit/star_snapshot/1', '/amplify/widgets/preview/star_snapshot/1'],
      ['Feed', 'Location Review Feed', '/amplify/widgets/edit/full_page/2', '/amplify/widgets/preview/full_page/2'],
    ]);
    expect(result.current.spacers).toBe(1);
    act(() => result.current.onRequestAccess());
    await waitFor(() => expect(result.current.requestLabel).toBe('Request sent!'));
  });
  it('Delete asks by name, confirming removes the widget and the list reloads', async () => {
    const fake = fakeWidgetsApi([widgetFixture(1, { name: 'Home' }), widgetFixture(2, { name: 'Feed' })]);
    const list = new WidgetListStore({ api: fake.api });
    const access = new RequestAccessStore(fake.api);
    const remover = new DeleteWidgetStore({ api: fake.api, notifier: { alert: vi.fn(), info: vi.fn(), success: vi.fn() }, onDeleted: () => list.load() });
    const { result } = renderHook(() => useAmplifyHome(gate({ amplify: ['read', 'update', 'delete'] }), list, access, remover));
    await act(() => list.load());
    expect(result.current.canDelete).toBe(true);
    expect(result.current.deleteDialog.open).toBe(false);
    act(() => result.current.onDelete(2));
    expect(result.current.deleteDialog).toMatchObject({ open: true, title: 'Delete Feed?', busy: false });
    act(() => result.current.onConfirmDelete());
    await waitFor(() => expect(result.current.widgets.map((w) => w.id)).toEqual([1]));
    expect(result.current.deleteDialog.open).toBe(false);
  });
});
