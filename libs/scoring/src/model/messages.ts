/** The texts of Location Performance (features.md section 8). */
export const SCORING_MESSAGES = {
  /** F8-059 */
  scoreError: 'There was an error fetching data for Performance Score',
  /** F8-060, the alert. */
  performanceAlert: 'Something went wrong while fetching your location performance data',
  /** F8-061, the table. */
  tableError: 'Could not load the requested data due to a temporary error.',
  tableErrorHint: 'Try refreshing the page or contact support if the issue persists.',
  /** F8-062 */
  noGroups: 'Add a group to see data',
  noGroupsHint: 'See data on how a collection of your locations are performing.',
  /** F8-063 */
  noLocationData: 'There is no location performance data to show.',
  noGroupData: 'There is no group performance data to show.',
  /** F8-064 */
  adjustFiltersOrAdd: 'Adjust the filters for better results or add more locations/groups.',
  adjustFilters: 'Adjust the filters for better results.',
  /** The targets form (the spec names no texts; ours). */
  targetsSaved: 'Target score settings saved',
  targetsSaveError: 'There was an error saving the target score settings',
  targetsLoadError: 'There was an error fetching the target score settings',
  weightsSum: 'The weights must add up to 100%',
  /** Print (F7-057): the spec names no texts; ours. */
  printError: 'There was an error preparing the report for printing. Please try again.',
  printPreparing: 'Preparing the report for printing…',
} as const;
