// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteWidgetStore } from '../store/delete-widget-store.js';
import { RequestAccessStore } from '../store/request-access-store.js';
import { WidgetEditorStore } from '../store/widget-editor-store.js';
import { WidgetListStore } from '../store/widget-list-store.js';
import { WidgetPreviewStore } from '../store/widget-preview-store.js';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { ALL_AMPLIFY_SETTINGS } from '../testing/fixtures.js';
import { useAmplifyHome } from './use-amplify-home.js';
import { useWidgetEditor } from './use-widget-editor.js';
import { useWidgetPreview } from './use-widget-preview.js';

const gate = (permissions: Record<string, string[]>) => ({ permissions, isFeatureEnabled: (name: string) => ALL_AMPLIFY_SETTINGS.includes(name) });

describe('widget hooks', () => {
  it('useAmplifyHome: cards, titled widget cards with links, spacers, and the request button follow the stores', async () => {
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

  it('useAmplifyHome: Delete asks by name, confirming removes the widget and the list reloads', async () => {
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

  it('useWidgetEditor: a teaser offers featured reviews; errors appear after a save attempt', async () => {
    const store = new WidgetEditorStore({ api: fakeWidgetsApi().api, type: 'teaser', id: null, origin: 'http://app.test' });
    const { result } = renderHook(() => useWidgetEditor(store));
    await act(() => store.load());
    expect(result.current.typeName).toBe('Testimonial Carousel');
    expect(result.current.showsFeatured).toBe(true);
    expect(result.current.reviews).toHaveLength(20);
    await act(async () => void (await result.current.onSave()));
    expect(result.current.errors.name).toBe('Enter a name for this widget');
    act(() => result.current.onChange('name', 'Lobby'));
    expect(result.current.errors.name).toBeUndefined();
  });

  it('useWidgetPreview: title, type, height and snippet of the loaded widget', async () => {
    const store = new WidgetPreviewStore(fakeWidgetsApi([widgetFixture(3, { widget_type: 'location_info', public_key: 'l-x' })]).api, 3, 'http://app.test');
    const { result } = renderHook(() => useWidgetPreview(store));
    await act(() => store.load());
    expect(result.current).toMatchObject({ status: 'ready', title: 'Auto-Update: Widget 3', typeName: 'Location Information', height: 180, publicKey: 'l-x', editHref: '/amplify/widgets/edit/location_info/3' });
    expect(result.current.snippet).toContain('data-locus-widget="l-x" style="min-height:180px"');
  });
});
