/** The keyword sort dropdown (F9-065), highest volume first by default (F5-070, P2-115). */
export const KEYWORD_SORTS = ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

export const DEFAULT_KEYWORD_SORT: KeywordSort = 'highest_volume';

export const KEYWORD_SORT_LABELS: Readonly<Record<KeywordSort, string>> = {
  highest_volume: 'Highest volume',
  controversy: 'Controversial first',
  positive_ratio: 'Positive first',
  negative_ratio: 'Negative first',
};

export interface KeywordSortOption {
  value: KeywordSort;
  label: string;
  selected: boolean;
}

export const isKeywordSort = (value: unknown): value is KeywordSort => (KEYWORD_SORTS as readonly unknown[]).includes(value);

export function keywordSortOptions(current: KeywordSort): KeywordSortOption[] {
  return KEYWORD_SORTS.map((value) => ({ value, label: KEYWORD_SORT_LABELS[value], selected: value === current }));
}

/** The URL key of the sort (the default is left out of the URL). */
export const KEYWORD_SORT_KEY = 'sort';

/** The sort a URL holds; none or an unknown one is the default. */
export const readKeywordSort = (value: string | undefined): KeywordSort => (isKeywordSort(value) ? value : DEFAULT_KEYWORD_SORT);

/** The sort as the URL holds it: the default is no key at all. */
export const keywordSortParam = (sort: KeywordSort): string | undefined => (sort === DEFAULT_KEYWORD_SORT ? undefined : sort);
