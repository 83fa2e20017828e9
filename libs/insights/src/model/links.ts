import { carryOver, toSearch, type QueryValues } from '@locus/filters';
import { KEYWORD_SORT_KEY, keywordSortParam, readKeywordSort } from './sort.js';

export const KEYWORDS_PATH = '/dashboard/keywords';
export const CATEGORIES_PATH = '/dashboard/keywords/categories';

/** The filters carried between the keywords pages, and the keyword sort, so the way back shows the same list. */
const keywordsCarryOver = (query: QueryValues): Record<string, string> => {
  const sort = keywordSortParam(readKeywordSort(query[KEYWORD_SORT_KEY]));
  return { ...carryOver(query, 'keywords'), ...(sort ? { [KEYWORD_SORT_KEY]: sort } : {}) };
};

const withSearch = (path: string, query: Record<string, string>) => {
  const search = toSearch(query);
  return search ? `${path}?${search}` : path;
};

/**
 * F2-067: a keyword's detail page, carrying the current filters and the sentiment (P2-120: dates, group,
 * location, source, rating, sentiment and category; the sentiment as a word, P2-124), and the list's sort.
 */
export function keywordHref(short: string, query: QueryValues): string {
  return withSearch(`${KEYWORDS_PATH}/${encodeURIComponent(short)}`, keywordsCarryOver(query));
}

/** F2-068: the categories page with the category in lower case, carrying the filters. */
export function categoryHref(category: string, query: QueryValues): string {
  return withSearch(CATEGORIES_PATH, { ...keywordsCarryOver(query), category: category.toLowerCase() });
}

/** The keywords page with the same filters and sort (the detail and categories pages' way back). */
export function keywordsHref(query: QueryValues): string {
  return withSearch(KEYWORDS_PATH, keywordsCarryOver(query));
}
