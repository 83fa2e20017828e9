import { carryOver, toSearch, type QueryValues } from '@locus/filters';

export const KEYWORDS_PATH = '/dashboard/keywords';
export const CATEGORIES_PATH = '/dashboard/keywords/categories';

const withSearch = (path: string, query: Record<string, string>) => {
  const search = toSearch(query);
  return search ? `${path}?${search}` : path;
};

/**
 * F2-067: a keyword's detail page, carrying the current filters and the sentiment (P2-120: dates, group,
 * location, source, rating, sentiment and category; the sentiment as a word, P2-124).
 */
export function keywordHref(short: string, query: QueryValues): string {
  return withSearch(`${KEYWORDS_PATH}/${encodeURIComponent(short)}`, carryOver(query, 'keywords'));
}

/** F2-068: the categories page with the category in lower case, carrying the filters. */
export function categoryHref(category: string, query: QueryValues): string {
  return withSearch(CATEGORIES_PATH, { ...carryOver(query, 'keywords'), category: category.toLowerCase() });
}

/** The keywords page with the same filters (the detail and categories pages' way back). */
export function keywordsHref(query: QueryValues): string {
  return withSearch(KEYWORDS_PATH, carryOver(query, 'keywords'));
}
