// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetPreviewStore } from '../store/widget-preview-store.js';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { useWidgetPreview } from './use-widget-preview.js';

describe('useWidgetPreview', () => {
  it('title, type, height and snippet of the loaded widget', async () => {
    const store = new WidgetPreviewStore(fakeWidgetsApi([widgetFixture(3, { widget_type: 'location_info', public_key: 'l-x' })]).api, 3, 'http://app.test');
    const { result } = renderHook(() => useWidgetPreview(store));
    await act(() => store.load());
    expect(result.current).toMatchObject({ status: 'ready', title: 'Auto-Update: Widget 3', typeName: 'Location Information', height: 180, publicKey: 'l-x', editHref: '/amplify/widgets/edit/location_info/3' });
    expect(result.current.snippet).toContain('data-locus-widget="l-x" style="min-height:180px"');
  });
});
