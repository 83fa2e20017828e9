import { DEFAULT_COLORS, DEFAULT_LAYOUTS, FEATURED_MAX, LAYOUTS, type Widget, type WidgetColors, type WidgetLayout, type WidgetSettings, type WidgetType } from './widget-types.js';

/** What the editor form holds; ids are the account's rows, empty lists mean "all". */
export interface EditorValues {
  name: string;
  locationIds: number[];
  sourceIds: number[];
  minRating: number;
  maxReviews: string;
  featuredReviewIds: number[];
  /** One of LAYOUTS (a string here: the form's select hands over text, validation checks it). */
  layout: string;
  colors: WidgetColors;
  showReviewText: boolean;
  autoPublish: boolean;
  jsonLd: boolean;
  published: boolean;
}

export type EditorField = 'name' | 'layout' | 'locationIds' | 'featuredReviewIds' | 'maxReviews' | 'colors' | 'sourceIds' | 'minRating';
export type EditorErrors = Partial<Record<EditorField, string>>;

export const NAME_MAX = 100;
export const MAX_REVIEWS_LIMIT = 50;
const HEX = /^#[0-9a-fA-F]{6}$/;

export const EDITOR_MESSAGES = {
  nameRequired: 'Enter a name for this widget',
  nameTooLong: `The name can be at most ${NAME_MAX} characters`,
  oneLocation: 'Choose the one location this widget shows',
  featuredTooMany: `Feature at most ${FEATURED_MAX} reviews`,
  maxReviews: `Show between 1 and ${MAX_REVIEWS_LIMIT} reviews`,
  layout: 'Choose a layout',
  color: 'Colours are #rrggbb, e.g. #1a73e8',
  saveError: 'The widget could not be saved',
  loadError: 'There was an error fetching this widget',
  fixErrors: 'Fix the highlighted fields, then save again',
  saved: 'Widget saved',
} as const;

/** A new widget's values: the server's defaults, and the location a location_info widget came from (F2-060). */
export function newEditorValues(type: WidgetType, locationId: number | null = null): EditorValues {
  return {
    name: '',
    locationIds: locationId !== null ? [locationId] : [],
    sourceIds: [],
    minRating: 4,
    maxReviews: '10',
    featuredReviewIds: [],
    layout: DEFAULT_LAYOUTS[type],
    colors: { ...DEFAULT_COLORS },
    showReviewText: true,
    autoPublish: true,
    jsonLd: false,
    published: true,
  };
}

/** The form's values of a stored widget, defaults filled in. */
export function editorValuesOf(widget: Widget): EditorValues {
  const s = widget.settings;
  const base = newEditorValues(widget.widget_type);
  return {
    ...base,
    name: widget.name,
    locationIds: [...(s.location_ids ?? [])],
    sourceIds: [...(s.source_ids ?? [])],
    minRating: s.min_rating ?? base.minRating,
    maxReviews: String(s.max_reviews ?? base.maxReviews),
    featuredReviewIds: [...(s.featured_review_ids ?? [])],
    layout: s.layout ?? base.layout,
    colors: { ...base.colors, ...s.colors },
    showReviewText: s.show_review_text ?? true,
    autoPublish: s.auto_publish ?? true,
    jsonLd: s.json_ld ?? false,
    published: widget.published,
  };
}

/** Every field's problem, by the same rules the server applies (docs/widgets.md, Settings). */
export function editorErrors(type: WidgetType, values: EditorValues): EditorErrors {
  const errors: EditorErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = EDITOR_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX) errors.name = EDITOR_MESSAGES.nameTooLong;
  if (type === 'location_info' && values.locationIds.length !== 1) errors.locationIds = EDITOR_MESSAGES.oneLocation;
  if (type === 'teaser' && values.featuredReviewIds.length > FEATURED_MAX) errors.featuredReviewIds = EDITOR_MESSAGES.featuredTooMany;
  const max = Number(values.maxReviews);
  if (!/^\d+$/.test(values.maxReviews.trim()) || max < 1 || max > MAX_REVIEWS_LIMIT) errors.maxReviews = EDITOR_MESSAGES.maxReviews;
  if (!isLayout(values.layout)) errors.layout = EDITOR_MESSAGES.layout;
  if (Object.values(values.colors).some((color) => !HEX.test(color))) errors.colors = EDITOR_MESSAGES.color;
  return errors;
}

/** The contract's settings of the form (featured reviews are the teaser's only). */
export function settingsPayload(type: WidgetType, values: EditorValues): WidgetSettings {
  return {
    location_ids: values.locationIds,
    source_ids: values.sourceIds,
    min_rating: values.minRating,
    ...(type === 'teaser' ? { featured_review_ids: values.featuredReviewIds } : {}),
    max_reviews: Number(values.maxReviews),
    layout: isLayout(values.layout) ? values.layout : undefined,
    colors: values.colors,
    show_review_text: values.showReviewText,
    auto_publish: values.autoPublish,
    json_ld: values.jsonLd,
  };
}

/** The server names a field as `settings.location_ids`; the form's field that shows it. */
export function fieldOfServerError(field: string | undefined): EditorField | null {
  switch (field) {
    case 'name':
      return 'name';
    case 'settings.location_ids':
      return 'locationIds';
    case 'settings.source_ids':
      return 'sourceIds';
    case 'settings.featured_review_ids':
      return 'featuredReviewIds';
    case 'settings.max_reviews':
      return 'maxReviews';
    case 'settings.layout':
      return 'layout';
    case 'settings.min_rating':
      return 'minRating';
    default:
      return field?.startsWith('settings.colors') ? 'colors' : null;
  }
}

function isLayout(value: string): value is WidgetLayout {
  return LAYOUTS.includes(value as WidgetLayout);
}
