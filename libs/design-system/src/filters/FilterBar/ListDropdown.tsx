import { INFINITE_SCROLL_THRESHOLD } from '../../theme/constants.js';
import { lazyPart } from '../../utils/lazy-part.js';
import { DropdownShell } from './DropdownShell.js';
import type { FilterId, ListFilterModel, SavedFiltersModel } from './filter-bar-model.js';
import { sameId } from './same-id.js';

// The list (MUI), loaded when first opened (the trigger's hover or focus starts it).
const listPanel = lazyPart(() => import('./ListPanel.js').then((module) => module.ListPanel));

export interface ListDropdownProps extends ListFilterModel {
  label: string;
  /** The first choice, which clears the filter, e.g. 'All Locations'; none when omitted. */
  allLabel?: string;
  /** The button's text when nothing is chosen and there is no 'All …' choice. */
  placeholder?: string;
  /** px from the end at which the next page is asked for: 300 by default (P9-019). */
  threshold?: number;
  /** The saved filters' actions under the list. */
  actions?: SavedFiltersModel;
}

/** The chosen option's name; an ellipsis while a chosen row is being named; else the 'All …' text. */
const valueText = (name: string | null | undefined, value: FilterId | null | undefined, all: string) =>
  name ?? (value != null ? '…' : all);

/** A paged, searchable filter list that loads more as it scrolls (P9-017..P9-019, P8-047). */
export function ListDropdown({ placeholder, disabled, onOpen, threshold, ...list }: ListDropdownProps) {
  const selected = list.options.find((option) => sameId(list.value, option.id));
  return (
    <DropdownShell
      label={list.label}
      valueText={valueText(selected?.name ?? list.selectedName, list.value, list.allLabel ?? placeholder ?? 'All')}
      disabled={disabled}
      onOpen={onOpen}
      preload={listPanel.preload}
    >
      {(placement) => (
        <listPanel.Component
          {...placement}
          {...list}
          threshold={threshold ?? INFINITE_SCROLL_THRESHOLD.default}
        />
      )}
    </DropdownShell>
  );
}
