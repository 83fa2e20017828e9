import type { Schemas } from '@locus/api-client';

export type Widget = Schemas['Widget'];
export type WidgetType = Schemas['WidgetType'];
export type WidgetSettings = Schemas['WidgetSettings'];
export type WidgetLayout = NonNullable<WidgetSettings['layout']>;
export type WidgetColors = Required<NonNullable<WidgetSettings['colors']>>;

/** The four types in the order the home page shows their cards (F2-055). */
export const WIDGET_TYPES: readonly WidgetType[] = ['teaser', 'full_page', 'star_snapshot', 'location_info'];

/** The names a user sees (F3-046..F3-049). */
export const WIDGET_TYPE_NAMES: Readonly<Record<WidgetType, string>> = {
  teaser: 'Testimonial Carousel',
  full_page: 'Location Review Feed',
  star_snapshot: 'Star Snapshot',
  location_info: 'Location Information',
};

/** One line on each card: what the type shows. */
export const WIDGET_TYPE_DESCRIPTIONS: Readonly<Record<WidgetType, string>> = {
  teaser: 'Rotate up to 15 hand-picked reviews on any page.',
  full_page: 'A scrolling feed of your latest reviews for one or more locations.',
  star_snapshot: 'Your average star rating and review count at a glance.',
  location_info: "One location's name, rating and recent reviews.",
};

/** The account setting that switches each type on (F6-031..F6-034). */
export const WIDGET_TYPE_SETTINGS: Readonly<Record<WidgetType, string>> = {
  teaser: 'amplify_testimonial_widgets',
  full_page: 'amplify_review_feed_widgets',
  star_snapshot: 'amplify_star_snapshot_widgets',
  location_info: 'amplify_location_information_widgets',
};

/** The account setting of the whole feature: off makes the account preview-only (F6-030). */
export const AMPLIFY_SETTING = 'amplify';

/** The height the embed reserves for each type (apps/api/embed/widget.ts), so the host page never shifts. */
export const EMBED_HEIGHTS: Readonly<Record<WidgetType, number>> = {
  teaser: 260,
  full_page: 520,
  star_snapshot: 120,
  location_info: 180,
};

export const LAYOUTS: readonly WidgetLayout[] = ['carousel', 'list', 'grid', 'compact'];

export const LAYOUT_NAMES: Readonly<Record<WidgetLayout, string>> = {
  carousel: 'Carousel',
  list: 'List',
  grid: 'Grid',
  compact: 'Compact',
};

/** The layout a new widget of each type starts with (the server's defaults). */
export const DEFAULT_LAYOUTS: Readonly<Record<WidgetType, WidgetLayout>> = {
  teaser: 'carousel',
  full_page: 'list',
  star_snapshot: 'compact',
  location_info: 'compact',
};

/** The colours the server fills in when a widget names none. */
export const DEFAULT_COLORS: WidgetColors = { primary: '#1a73e8', background: '#ffffff', text: '#202124', star: '#f5a623' };

export const FEATURED_MAX = 15;

export function isWidgetType(value: string | undefined | null): value is WidgetType {
  return WIDGET_TYPES.includes(value as WidgetType);
}
