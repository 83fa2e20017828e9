import { INFINITE_SCROLL_THRESHOLD } from '../../theme/constants.js';
import type { SavedFiltersModel } from './filter-bar-model.js';
import { ListDropdown } from './ListDropdown.js';

/** The saved filters list (next page within 130 px of the end, P9-018) with Save as / Save / Rename / Delete. */
export function SavedFiltersDropdown(props: SavedFiltersModel) {
  return (
    <ListDropdown
      label="Saved Filters"
      placeholder="None"
      options={props.items}
      value={props.selectedId}
      onChange={(id) => {
        if (id !== undefined) props.onApply(id);
      }}
      loading={props.status === 'loading'}
      hasMore={props.hasMore}
      onLoadMore={() => props.onLoadMore()}
      error={props.status === 'error'}
      errorText={props.errorText ?? null}
      threshold={INFINITE_SCROLL_THRESHOLD.savedFilters}
      onOpen={() => props.onLoad?.()}
      actions={props}
    />
  );
}
