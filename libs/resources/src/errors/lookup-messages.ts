/**
 * Messages of failed lookups (spec section 8, "Lookups") that a list shows (TypeaheadList). Messages for
 * lookups no page loads yet (P8-029, P8-031..P8-034, P8-047) are added with the page that shows them, in a
 * test of that page.
 */

/** P8-027 */
export const ERROR_FETCHING_GROUPS = 'Error fetching groups';
/** P8-028 */
export const ERROR_FETCHING_LOCATIONS = 'Error fetching locations';
/** P8-030 */
export const ERROR_FETCHING_SOURCES = 'Error fetching sources';

/** The fetch-failure message of each typeahead list (P8-027, P8-028, P8-030). */
export const TYPEAHEAD_ERROR_MESSAGES = {
  group: ERROR_FETCHING_GROUPS,
  location: ERROR_FETCHING_LOCATIONS,
  source: ERROR_FETCHING_SOURCES,
} as const;
