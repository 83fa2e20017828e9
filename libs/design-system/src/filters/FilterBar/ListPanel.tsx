import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DROPDOWN_ERROR_TEXT } from '../../inputs/InfiniteDropdown/InfiniteDropdown.js';
import { isNearBottom } from '../../inputs/InfiniteDropdown/near-bottom.js';
import { DROPDOWN_MAX_HEIGHT } from '../../theme/constants.js';
import type { PanelPlacement } from './DropdownShell.js';
import { FilterPopover } from './FilterPopover.js';
import type { ListDropdownProps } from './ListDropdown.js';
import { SavedFiltersActions } from './SavedFiltersActions.js';
import { sameId } from './same-id.js';

export interface ListPanelProps
  extends PanelPlacement,
    Omit<ListDropdownProps, 'placeholder' | 'disabled' | 'onOpen' | 'threshold'> {
  threshold: number;
}

/** A list dropdown's panel (the lazily loaded part of ListDropdown): search, options, paging, actions. */
export function ListPanel(props: ListPanelProps) {
  const { anchor, onClose, popupId, label, allLabel, options, value, onChange } = props;
  const { loading = false, hasMore = false, error = false } = props;
  return (
    <FilterPopover anchor={anchor} onClose={onClose}>
      {props.onSearch ? <SearchField label={label} onSearch={props.onSearch} /> : null}
      {error ? (
        <Typography role="alert" variant="body2" sx={{ p: 2, maxWidth: 280 }}>
          {props.errorText || DROPDOWN_ERROR_TEXT}
        </Typography>
      ) : (
        <ScrollingList
          id={popupId}
          label={label}
          loading={loading}
          canLoadMore={hasMore && !loading}
          onLoadMore={props.onLoadMore}
          threshold={props.threshold}
          size={options.length}
        >
          {allLabel ? (
            <MenuItem
              role="option"
              selected={value == null}
              aria-selected={value == null}
              onClick={() => {
                onChange(undefined);
                onClose();
              }}
            >
              {allLabel}
            </MenuItem>
          ) : null}
          {options.map((option) => (
            <MenuItem
              key={option.id}
              role="option"
              selected={sameId(value, option.id)}
              aria-selected={sameId(value, option.id)}
              onClick={() => {
                onChange(option.id);
                onClose();
              }}
            >
              {option.name}
            </MenuItem>
          ))}
          {!loading && options.length === 0 ? (
            <MenuItem disabled role="option" aria-selected={false}>
              No options
            </MenuItem>
          ) : null}
        </ScrollingList>
      )}
      {props.actions ? <SavedFiltersActions {...props.actions} close={onClose} /> : null}
    </FilterPopover>
  );
}

function SearchField({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Box sx={{ p: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={`Search ${label}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch(event.target.value);
        }}
        // Typing must not move focus into the list (MenuList's type-ahead).
        onKeyDown={(event) => event.stopPropagation()}
      />
    </Box>
  );
}

interface ScrollingListProps {
  id: string;
  label: string;
  loading: boolean;
  canLoadMore: boolean;
  onLoadMore: (() => void) | undefined;
  threshold: number;
  /** The number of options: re-checks after each page. */
  size: number;
  children: ReactNode;
}

function ScrollingList({
  id,
  label,
  loading,
  canLoadMore,
  onLoadMore,
  threshold,
  size,
  children,
}: ScrollingListProps) {
  const [list, setList] = useState<HTMLElement | null>(null);
  const loadIfNearEnd = useCallback(() => {
    if (list && onLoadMore && canLoadMore && isNearBottom(list, threshold)) onLoadMore();
  }, [list, onLoadMore, canLoadMore, threshold]);
  // Also on open and after each page: a list shorter than its box can't be scrolled to ask for more.
  useEffect(() => loadIfNearEnd(), [loadIfNearEnd, size]);
  return (
    <MenuList
      id={id}
      ref={setList}
      role="listbox"
      aria-label={label}
      aria-busy={loading}
      variant="selectedMenu"
      onScroll={loadIfNearEnd}
      sx={{ maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' }}
    >
      {children}
      {loading ? (
        <Box role="presentation" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} aria-label="Loading more options" />
        </Box>
      ) : null}
    </MenuList>
  );
}
