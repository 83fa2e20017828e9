// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WidgetEditorStore } from '../store/widget-editor-store.js';
import { fakeWidgetsApi } from '../testing/fake-widgets-api.js';
import { useWidgetEditor } from './use-widget-editor.js';

describe('useWidgetEditor', () => {
  it('a teaser offers featured reviews; errors appear after a save attempt', async () => {
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
});
