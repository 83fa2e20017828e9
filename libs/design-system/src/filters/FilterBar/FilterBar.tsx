import type { ReactNode } from 'react';
import { useIsMobile } from '../../theme/useIsMobile.js';
import { DateFilter } from './DateFilter.js';
import {
  FILTER_BAR_KEYS,
  type DateFilterModel,
  type FilterBarKey,
  type ListFilterModel,
  type RatingFilterModel,
  type SavedFiltersModel,
  type SentimentFilterModel,
  setFilterCount,
} from './filter-bar-model.js';
import { FilterSheet } from './FilterSheet.js';
import { ListDropdown } from './ListDropdown.js';
import { RatingSelect } from './RatingSelect.js';
import { SavedFiltersDropdown } from './SavedFiltersDropdown.js';
import '../../theme/tokens.css';
import './FilterBar.css';

/** A page's own control in the bar (and in the phone's sheet), after the shared dropdowns. */
export interface FilterBarExtra {
  key: string;
  control: ReactNode;
  /** Counts on the phone's 'Filters' button when set. */
  set: boolean;
}

export interface FilterBarProps {
  /** Which dropdowns the page shows; they render in the bar's fixed order (P2-104). */
  visible: readonly FilterBarKey[];
  date?: DateFilterModel;
  group?: ListFilterModel;
  location?: ListFilterModel;
  source?: ListFilterModel;
  rating?: RatingFilterModel;
  sentiment?: SentimentFilterModel;
  category?: ListFilterModel;
  /** The review's workflow status (/reviews). */
  reviewStatus?: ListFilterModel;
  /** A review tag (/reviews); its options follow what is typed. */
  tag?: ListFilterModel;
  /** The photo type (owner or customer) on /photos. */
  type?: ListFilterModel;
  savedFilters?: SavedFiltersModel;
  /** Disables every dropdown (e.g. while an export runs). */
  disabled?: boolean;
  /** The phone layout (widths of 1100 px or less): a 'Filters' button and sheet; read from the viewport unless given. */
  mobile?: boolean;
  /** The page's own filters, after the shared ones. */
  extras?: readonly FilterBarExtra[];
}

const LIST_LABELS = {
  group: ['Group', 'All Groups'],
  location: ['Location', 'All Locations'],
  source: ['Source', 'All Sources'],
  category: ['Category', 'All Categories'],
  reviewStatus: ['Status', 'All Statuses'],
  tag: ['Tag', 'All Tags'],
  type: ['Type', 'All Types'],
} as const;

function sentimentList(model: SentimentFilterModel): ListFilterModel {
  return {
    options: model.options.map((option) => ({ id: option.value, name: option.label })),
    value: model.options.find((option) => option.selected)?.value ?? null,
    onChange: (id) => model.onChange(id === 'positive' || id === 'negative' ? id : undefined),
    ...(model.disabled ? { disabled: true } : {}),
  };
}

/**
 * The shared filter bar (platform.md section 2): a row of dropdowns over the page's filter view
 * models. A dropdown shows when it is in `visible` and its model is given. Static CSS: MUI loads only
 * with a dropdown's panel or the phone's sheet, when first opened.
 */
export function FilterBar(props: FilterBarProps) {
  const { visible, disabled } = props;
  const detected = useIsMobile();
  const mobile = props.mobile ?? detected;
  const off = (model: { disabled?: boolean | undefined }) => Boolean(disabled || model.disabled);

  const render = (key: FilterBarKey): ReactNode => {
    switch (key) {
      case 'date':
        return props.date ? <DateFilter {...props.date} disabled={disabled} /> : null;
      case 'group':
      case 'location':
      case 'source':
      case 'category':
      case 'reviewStatus':
      case 'tag':
      case 'type': {
        const model = props[key];
        const [label, allLabel] = LIST_LABELS[key];
        return model ? (
          <ListDropdown {...model} label={label} allLabel={allLabel} disabled={off(model)} />
        ) : null;
      }
      case 'rating':
        return props.rating ? <RatingSelect {...props.rating} disabled={off(props.rating)} /> : null;
      case 'sentiment':
        return props.sentiment ? (
          <ListDropdown
            {...sentimentList(props.sentiment)}
            label="Sentiment"
            allLabel="All Sentiments"
            disabled={off(props.sentiment)}
          />
        ) : null;
      case 'savedFilters':
        return props.savedFilters && props.savedFilters.enabled !== false ? (
          <SavedFiltersDropdown {...props.savedFilters} />
        ) : null;
    }
  };

  const extras = props.extras ?? [];
  const controls = [
    ...FILTER_BAR_KEYS.filter((key) => visible.includes(key)).map((key) => (
      <div key={key} className="locus-filter-bar__item">
        {render(key)}
      </div>
    )),
    ...extras.map((extra) => (
      <div key={`extra-${extra.key}`} className="locus-filter-bar__item">
        {extra.control}
      </div>
    )),
  ];

  // Same controls, same models (so the same URL rules); only where they sit changes.
  if (mobile)
    return (
      <FilterSheet count={setFilterCount(visible, props) + extras.filter((extra) => extra.set).length} disabled={disabled}>
        {controls}
      </FilterSheet>
    );

  return (
    <div role="toolbar" aria-label="Filters" className="locus-filter-bar">
      {controls}
    </div>
  );
}
