// The whole public surface of @locus/insights.

// model
export type { KeywordSort, KeywordSortOption } from './model/sort.js';
export {
  DEFAULT_KEYWORD_SORT,
  KEYWORD_SORTS,
  KEYWORD_SORT_KEY,
  KEYWORD_SORT_LABELS,
  isKeywordSort,
  keywordSortOptions,
  readKeywordSort,
} from './model/sort.js';
export { CATEGORIES_HEADING, INSIGHTS_MESSAGES, KEYWORDS_HEADING } from './model/messages.js';
export type { ExperienceCategory } from './model/categories.js';
export { CATEGORY_LABELS, EXPERIENCE_CATEGORIES, categoryLabel, isExperienceCategory } from './model/categories.js';
export { CATEGORIES_PATH, KEYWORDS_PATH, categoryHref, keywordHref, keywordsHref } from './model/links.js';
export type { Keyword, KeywordCell } from './model/keyword-grid.js';
export { formatAverageRating, keywordCell, roundPercent } from './model/keyword-grid.js';
export type { CategoryBlock, CategoryCount } from './model/category-blocks.js';
export { categoryBlock } from './model/category-blocks.js';
export type { KeywordDetail, KeywordSummary, TrendPoint } from './model/keyword-detail.js';
export { keywordSummary, trendPoints } from './model/keyword-detail.js';
export type { InsightsQuery } from './model/server-query.js';
export { insightsQuery } from './model/server-query.js';

// ports
export type { InsightsSession } from './ports/session.js';
export { INSIGHTS_SETTINGS } from './ports/session.js';
export type { InsightsApi, KeywordReviewsQuery, MentionedQuery } from './ports/insights-api.js';

// api
export { createInsightsApi } from './api/insights-api.js';

// stores
export type { KeywordsPageStoreDeps } from './store/keywords-page-store.js';
export { INSIGHTS_PAGE_SIZE, KeywordsPageStore } from './store/keywords-page-store.js';
export type { KeywordDetailStoreDeps } from './store/keyword-detail-store.js';
export { KEYWORD_REVIEWS_PAGE_SIZE, KeywordDetailStore } from './store/keyword-detail-store.js';
export type { CategoriesPageStoreDeps } from './store/categories-page-store.js';
export { CategoriesPageStore } from './store/categories-page-store.js';

// hooks
export { useKeywordsPage } from './hooks/use-keywords-page.js';
export { useKeywordDetail } from './hooks/use-keyword-detail.js';
export { useKeywordCategories } from './hooks/use-keyword-categories.js';
