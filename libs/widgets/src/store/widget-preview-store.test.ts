import { describe, expect, it } from 'vitest';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { WidgetPreviewStore } from './widget-preview-store.js';

describe('WidgetPreviewStore', () => {
  it('loads the widget and its snippet', async () => {
    const store = new WidgetPreviewStore(fakeWidgetsApi([widgetFixture(3)]).api, 3, 'http://app.test');
    await store.load();
    expect(store.snippet).toBe('<div data-locus-widget="s-key3" style="min-height:120px"></div><script async src="http://app.test/embed/v1/widget.js"></script>');
  });
});
