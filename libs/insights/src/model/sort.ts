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
