/** Messages of failed lookups (spec section 8, "Lookups"), for the filter bar and its dropdowns. */

/** P8-027 */
export const ERROR_FETCHING_GROUPS = 'Error fetching groups';
/** P8-028 */
export const ERROR_FETCHING_LOCATIONS = 'Error fetching locations';
/** P8-029 */
export const ERROR_FETCHING_LOCATION = 'Error fetching location';
/** P8-030 */
export const ERROR_FETCHING_SOURCES = 'Error fetching sources';
/** P8-031 */
export const COMPETITOR_SOURCES_ERROR =
  'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.';
/** P8-032 */
export const CATEGORIES_RANK_ERROR =
  'Unable to get categories rank at this time. Please try refreshing the page or try again later.';
/** P8-047: what a dropdown shows when its options could not be fetched. */
export const DROPDOWN_FALLBACK_MESSAGE = 'Something went wrong. Please refresh the page.';

/**
 * P8-033 lists five subjects in one sentence ('groups/location/source/location information/
 * location diff'); each failure names its own subject, which tells the user what failed.
 */
export type LoadSubject = 'groups' | 'location' | 'source' | 'location information' | 'location diff';
export function unableToLoadMessage(subject: LoadSubject): string {
  return `Unable to load ${subject} at this time. Please reload or try again later.`;
}

/** P8-034, likewise one message per subject ('locations/sources/url sources'). */
export type FetchSubject = 'locations' | 'sources' | 'url sources';
export function unableToFetchMessage(subject: FetchSubject): string {
  return `Unable to fetch ${subject} at this time. Please reload or try again later.`;
}

/** The fetch-failure message of each typeahead list (P8-027, P8-028, P8-030). */
export const TYPEAHEAD_ERROR_MESSAGES = {
  group: ERROR_FETCHING_GROUPS,
  location: ERROR_FETCHING_LOCATIONS,
  source: ERROR_FETCHING_SOURCES,
} as const;
