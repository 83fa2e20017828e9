import { useStoreValue } from '@locus/resources';
import { editPath } from '../model/navigation.js';
import { EMBED_HEIGHTS, WIDGET_TYPE_NAMES } from '../model/widget-types.js';
import { widgetTitle } from '../model/home-rules.js';
import type { WidgetPreviewStore } from '../store/widget-preview-store.js';

/** The preview page's view model: the widget's title, type, state, snippet and its reserved height. */
export function useWidgetPreview(store: WidgetPreviewStore) {
  return useStoreValue(() => {
    const widget = store.widget;
    return {
      status: store.status,
      error: store.error,
      title: widget ? widgetTitle(widget) : '',
      typeName: widget ? WIDGET_TYPE_NAMES[widget.widget_type] : '',
      published: widget?.published ?? false,
      publicKey: widget?.public_key ?? null,
      height: widget ? EMBED_HEIGHTS[widget.widget_type] : 0,
      editHref: widget ? editPath(widget.widget_type, widget.id) : null,
      snippet: store.snippet,
    };
  });
}

export type WidgetPreviewModel = ReturnType<typeof useWidgetPreview>;
