// Business constants of the spec (P9) that the views need. Names say what each number is for.

/** Side menu widths in px (P2-080, P2-081, P9-035). */
export const MENU_WIDTH_COLLAPSED = 56;
export const MENU_WIDTH_OPEN = 256;

/** Viewports this wide or narrower get the mobile navigation (P2-082, P9-032). */
export const MOBILE_BREAKPOINT = 1100;
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT}px)`;

/** Stacking levels (P9-036), lowest to highest. */
export const Z_INDEX = {
  base: 0,
  raised: 100,
  sticky: 200,
  navigation: 300,
  flyout: 400,
  overlay: 500,
  toast: 999999,
} as const;

/** The fixed list of five chart colours (P9-037). */
export const CHART_COLORS = ['#1e63d6', '#2fb380', '#f2a33a', '#d64550', '#7b5cd6'] as const;

/** Flyout widths in px (P2-137, P2-138). */
export const FLYOUT_WIDTH = 380;
export const FLYOUT_WIDTH_SMALL = 320;

/** Dropdown list maximum height in px (P9-017). */
export const DROPDOWN_MAX_HEIGHT = 378;

/** Distance from the list bottom, in px, at which the next page is requested (P9-018..P9-020). */
export const INFINITE_SCROLL_THRESHOLD = { savedFilters: 130, default: 300, optionPicker: 50 } as const;

/** Option-picker list height in px (P9-021). */
export const OPTION_LIST_HEIGHT = 250;

/** Toast timing in ms (P4-070, P4-074, P9-028, P9-029). */
export const TOAST_DEFAULT_DURATION = 4000;
export const TOAST_FADE_MS = 120;

/** Typeahead shows this many options (P9-027). */
export const TYPEAHEAD_MAX_OPTIONS = 5;

/** Item list builder default limit (P5-047, P9-026). */
export const ITEM_LIST_LIMIT = 5;
