import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DROPDOWN_ERROR_TEXT } from '../../inputs/InfiniteDropdown/InfiniteDropdown.js';
import { isNearBottom } from '../../inputs/InfiniteDropdown/near-bottom.js';
import { DROPDOWN_MAX_HEIGHT, INFINITE_SCROLL_THRESHOLD } from '../../theme/constants.js';
import { DropdownShell } from './DropdownShell.js';
import type { FilterId, ListFilterModel } from './filter-bar-model.js';

export interface ListDropdownProps extends ListFilterModel {
  label: string;
  /** The first choice, which clears the filter, e.g. 'All Locations'; none when omitted. */
  allLabel?: string;
  /** The button's text when nothing is chosen and there is no 'All …' choice. */
  placeholder?: string;
  /** px from the end at which the next page is asked for: 300 by default (P9-019). */
  threshold?: number;
  /** Actions under the list (saved filters). */
  footer?: (close: () => void) => ReactNode;
}

const sameId = (a: FilterId | null | undefined, b: FilterId) => a != null && String(a) === String(b);

/** The chosen option's name; an ellipsis while a chosen row is being named; else the 'All …' text. */
const valueText = (name: string | null | undefined, value: FilterId | null | undefined, all: string) =>
  name ?? (value != null ? '…' : all);

/** A paged, searchable filter list that loads more as it scrolls (P9-017..P9-019, P8-047). */
export function ListDropdown(props: ListDropdownProps) {
  const {
    label,
    allLabel,
    options,
    value,
    onChange,
    loading = false,
    hasMore = false,
    error = false,
  } = props;
  const selected = options.find((option) => sameId(value, option.id));
  return (
    <DropdownShell
      label={label}
      valueText={valueText(selected?.name ?? props.selectedName, value, allLabel ?? props.placeholder ?? 'All')}
      disabled={props.disabled}
      onOpen={props.onOpen}
    >
      {(close, popupId) => (
        <>
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
              threshold={props.threshold ?? INFINITE_SCROLL_THRESHOLD.default}
              size={options.length}
            >
              {allLabel ? (
                <MenuItem
                  role="option"
                  selected={value == null}
                  aria-selected={value == null}
                  onClick={() => {
                    onChange(undefined);
                    close();
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
                    close();
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
          {props.footer?.(close)}
        </>
      )}
    </DropdownShell>
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
