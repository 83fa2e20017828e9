import { useStoreValue } from '@locus/resources';
import { LAYOUT_NAMES, LAYOUTS, WIDGET_TYPE_NAMES, FEATURED_MAX } from '../model/widget-types.js';
import type { EditorValues } from '../model/editor-rules.js';
import type { Widget } from '../model/widget-types.js';
import type { WidgetEditorStore } from '../store/widget-editor-store.js';

/** The widget editor's view model: values, errors, pick lists, and what each type offers. */
export function useWidgetEditor(store: WidgetEditorStore) {
  const state = useStoreValue(() => ({
    status: store.status,
    loadError: store.loadError,
    typeName: WIDGET_TYPE_NAMES[store.type],
    isEdit: store.isEdit,
    values: { ...store.values, colors: { ...store.values.colors }, locationIds: [...store.values.locationIds], sourceIds: [...store.values.sourceIds], featuredReviewIds: [...store.values.featuredReviewIds] },
    errors: store.errors,
    saving: store.saving,
    saveError: store.saveError,
    snippet: store.snippet,
    locations: store.locations,
    sources: store.sources,
    reviews: store.reviews,
    /** Only the carousel features reviews; a location_info widget names one location. */
    showsFeatured: store.type === 'teaser',
    singleLocation: store.type === 'location_info',
    featuredMax: FEATURED_MAX,
    layouts: LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_NAMES[layout] })),
  }));
  return {
    ...state,
    onChange: <K extends keyof EditorValues>(field: K, value: EditorValues[K]) => store.set(field, value),
    onToggleFeatured: (id: number) => store.toggleFeatured(id),
    onMoveFeatured: (id: number, by: -1 | 1) => store.moveFeatured(id, by),
    onSave: (): Promise<Widget | null> => store.save(),
  };
}

export type WidgetEditorModel = ReturnType<typeof useWidgetEditor>;
