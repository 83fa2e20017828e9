// The whole public surface of @locus/widgets.

// model
export type { Widget, WidgetColors, WidgetLayout, WidgetSettings, WidgetType } from './model/widget-types.js';
export {
  AMPLIFY_SETTING,
  DEFAULT_COLORS,
  DEFAULT_LAYOUTS,
  EMBED_HEIGHTS,
  FEATURED_MAX,
  LAYOUTS,
  LAYOUT_NAMES,
  WIDGET_TYPES,
  WIDGET_TYPE_DESCRIPTIONS,
  WIDGET_TYPE_NAMES,
  WIDGET_TYPE_SETTINGS,
  isWidgetType,
} from './model/widget-types.js';
export { AMPLIFY_PATH, WIDGETS_PATH, createPath, editPath, previewPath, returnPath } from './model/navigation.js';
export type { AmplifyAccess, AmplifyGate, TypeCard } from './model/home-rules.js';
export {
  AMPLIFY_MESSAGES,
  GRID_COLUMNS,
  SCROLL_TRIGGER_PX,
  WIDGETS_PAGE_SIZE,
  amplifyAccess,
  autoPublishes,
  nearBottom,
  spacerCount,
  typeCards,
  widgetTitle,
} from './model/home-rules.js';
export type { EditorErrors, EditorField, EditorValues } from './model/editor-rules.js';
export {
  EDITOR_MESSAGES,
  editorErrors,
  editorValuesOf,
  fieldOfServerError,
  newEditorValues,
  settingsPayload,
} from './model/editor-rules.js';
export { EMBED_SCRIPT_PATH, embedSnippet } from './model/snippet.js';
export { DELETE_MESSAGES, deletePrompt, deletedMessage } from './model/delete-rules.js';

// ports and the client adapter
export type { PickOption, ReviewOption, WidgetDraft, WidgetListParams, WidgetPage, WidgetsApi } from './ports/widgets-api.js';
export type { WidgetSession } from './ports/session.js';
export type { WidgetsApiDeps } from './api/widgets-api.js';
export { AMPLIFY_FEATURE_NAME, createWidgetsApi } from './api/widgets-api.js';

// stores
export type { WidgetListStoreDeps } from './store/widget-list-store.js';
export { WidgetListStore } from './store/widget-list-store.js';
export type { RequestAccessStatus } from './store/request-access-store.js';
export { RequestAccessStore } from './store/request-access-store.js';
export type { EditorStatus, WidgetEditorStoreDeps } from './store/widget-editor-store.js';
export { WidgetEditorStore } from './store/widget-editor-store.js';
export { WidgetPreviewStore } from './store/widget-preview-store.js';
export type { DeleteWidgetStoreDeps } from './store/delete-widget-store.js';
export { DeleteWidgetStore } from './store/delete-widget-store.js';

// hooks
export type { AmplifyHomeModel, WidgetCardModel } from './hooks/use-amplify-home.js';
export { useAmplifyHome } from './hooks/use-amplify-home.js';
export type { WidgetEditorModel } from './hooks/use-widget-editor.js';
export { useWidgetEditor } from './hooks/use-widget-editor.js';
export type { WidgetPreviewModel } from './hooks/use-widget-preview.js';
export { useWidgetPreview } from './hooks/use-widget-preview.js';
