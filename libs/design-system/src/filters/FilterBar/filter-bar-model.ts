// The filter bar's view models, declared structurally so the app can pass the @locus/filters view
// models (useFilters, useSavedFilters) straight in. Callbacks use method syntax on purpose: method
// parameters are checked bivariantly, so the model's narrower handlers (number ids, DateDescriptor)
// fit without casts.

/** The dropdowns of the bar, in the order they show (P2-104). */
export const FILTER_BAR_KEYS = [
  'date',
  'group',
  'location',
  'source',
  'rating',
  'sentiment',
  'reviewStatus',
  'tag',
  'category',
  'type',
  'savedFilters',
] as const;

export type FilterBarKey = (typeof FILTER_BAR_KEYS)[number];

export type FilterId = string | number;

export interface FilterOption {
  id: FilterId;
  name: string;
}

/** A date option of the model (value = descriptor, e.g. 'thirtyDays'). */
export interface DateChoice {
  value: string;
  label: string;
}

export interface CustomRangeErrorsView {
  from?: string | undefined;
  to?: string | undefined;
}

/** The model's verdict on a typed custom range (validateCustomRange of @locus/filters). */
export interface CustomRangeVerdict {
  errors: CustomRangeErrorsView;
  /** YYYY-MM-DD dates when valid, null otherwise. */
  range: { from: string; to: string } | null;
}

export interface CustomRangeInput {
  from: string;
  to: string;
}

export interface DateFilterModel {
  /** The current descriptor. */
  value: string;
  options: readonly DateChoice[];
  /** Hides the fourteen-day option where the page says so (P2-126). */
  hideFourteenDays?: boolean;
  /** A preset: the descriptor alone; custom: with the validated YYYY-MM-DD range. */
  onChange(descriptor: string, custom?: { from: string; to: string }): void;
  /** The custom range as MM/DD/YY text; without it the Custom option is not offered. */
  custom?: {
    from: string;
    to: string;
    /** Errors to show from the start (e.g. a range read back from the URL). */
    errors?: CustomRangeErrorsView;
    /** The model's validation (P5-001..P5-004). */
    validate(input: CustomRangeInput): CustomRangeVerdict;
  };
}

/** Group, location, source and category: a paged, searchable list with an 'All …' choice. */
export interface ListFilterModel {
  options: readonly FilterOption[];
  /** null/undefined: the 'All …' choice. */
  value: FilterId | null | undefined;
  /** The chosen row's name when the loaded options may not hold it (a filter set from the URL). */
  selectedName?: string | null;
  onChange(id: FilterId | undefined): void;
  /** Called each time the dropdown opens: a model whose options load on first open starts here. */
  onOpen?(): void;
  loading?: boolean;
  hasMore?: boolean;
  onLoadMore?(): void;
  /** The typed search text, on every keystroke: debouncing is the model's job (P9). */
  onSearch?(text: string): void;
  /** The options could not be loaded. */
  error?: boolean;
  /** The model's message (P8-027..P8-030); the fallback text otherwise (P8-047). */
  errorText?: string | null;
  disabled?: boolean;
}

export interface RatingChoice {
  value: number;
  label: string;
  selected: boolean;
}

/** No rating (0) and 1 to 5 stars, several at once (P5-030). */
export interface RatingFilterModel {
  options: readonly RatingChoice[];
  onToggle(value: number): void;
  disabled?: boolean;
}

export type SentimentValue = 'positive' | 'negative';

export interface SentimentFilterModel {
  options: readonly { value: SentimentValue; label: string; selected: boolean }[];
  onChange(value: SentimentValue | undefined): void;
  disabled?: boolean;
}

export interface SavedFiltersModel {
  /** Gated by the saved_filters setting: hidden when false. */
  enabled?: boolean;
  items: readonly FilterOption[];
  selectedId: FilterId | null;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  hasMore: boolean;
  canSave: boolean;
  /** Asked when the list opens. */
  onLoad?(): void;
  onLoadMore(): void;
  onApply(id: FilterId): void;
  onOpenSaveAs(): void;
  onSave(): void;
  /** Rename the chosen filter (shown when given; enabled with canRename). */
  onOpenRename?(): void;
  canRename?: boolean;
  onDelete(id: FilterId): void;
  errorText?: string | null;
}

/** The filter models whose set values the phone's 'Filters' button counts (the date is a period, always set). */
export interface CountedFilters {
  group?: ListFilterModel | undefined;
  location?: ListFilterModel | undefined;
  source?: ListFilterModel | undefined;
  category?: ListFilterModel | undefined;
  rating?: RatingFilterModel | undefined;
  sentiment?: SentimentFilterModel | undefined;
  reviewStatus?: ListFilterModel | undefined;
  tag?: ListFilterModel | undefined;
}

/** How many of the visible filters are set to something other than their 'All …' choice. */
export function setFilterCount(visible: readonly FilterBarKey[], filters: CountedFilters): number {
  const set: Record<keyof CountedFilters, boolean> = {
    group: filters.group?.value != null,
    location: filters.location?.value != null,
    source: filters.source?.value != null,
    category: filters.category?.value != null,
    rating: Boolean(filters.rating?.options.some((option) => option.selected)),
    sentiment: Boolean(filters.sentiment?.options.some((option) => option.selected)),
    reviewStatus: filters.reviewStatus?.value != null,
    tag: filters.tag?.value != null,
  };
  return (Object.keys(set) as (keyof CountedFilters)[]).filter((key) => visible.includes(key) && set[key]).length;
}
