/** Business constants of the spec (section 9) that the resource layer applies. */

/** Default page size of a list, and of the location, group and source lists (P7-055, P9-009..P9-011). */
export const DEFAULT_PAGE_SIZE = 25;

/** Page sizes the spec fixes per list (P9-007..P9-013). Other lists use DEFAULT_PAGE_SIZE. */
export const PAGE_SIZES = {
  accountSetting: 250,
  country: 500,
  state: 500,
  location: DEFAULT_PAGE_SIZE,
  group: DEFAULT_PAGE_SIZE,
  source: DEFAULT_PAGE_SIZE,
  url: 250,
  userPreference: DEFAULT_PAGE_SIZE,
} as const;

/** Typeahead search debounce for groups, locations and sources (P7-053, P9-015). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Debounce of the generic GET helper when its params change (P7-016, P9-016). */
export const LOADER_DEBOUNCE_MS = 500;

/** How many options a typeahead shows (P9-027). */
export const TYPEAHEAD_VISIBLE_OPTIONS = 5;
