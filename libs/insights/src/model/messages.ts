/** The keywords area's texts (features.md section 8). */
export const INSIGHTS_MESSAGES = {
  /** F8-069 */
  noKeywords: 'No mentioned keywords during this period.',
  /** F8-068 */
  categoriesError: 'There was an error fetching data for Experience Categories',
  /** P8-032: the categories page's rank. */
  categoriesRankError: 'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
  /** The spec names no text for a failed keyword list; ours, in the same words as the categories'. */
  keywordsError: 'There was an error fetching data for Keywords',
  keywordError: 'There was an error fetching data for this keyword',
  noReviews: 'No reviews mention this keyword during this period.',
} as const;

export const KEYWORDS_HEADING = 'Keywords';
export const CATEGORIES_HEADING = 'Experience Categories';
