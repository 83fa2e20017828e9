import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useState } from 'react';
import { DROPDOWN_MAX_HEIGHT, INFINITE_SCROLL_THRESHOLD } from '../../theme/constants.js';
import { isNearBottom } from './near-bottom.js';

/** P8-047 */
export const DROPDOWN_ERROR_TEXT = 'Something went wrong. Please refresh the page.';

export interface DropdownOption {
  id: string;
  label: string;
}

export interface InfiniteDropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: string | null;
  onChange: (id: string) => void;
  loading?: boolean;
  hasMore?: boolean;
  /** Asked for the next page when the list is scrolled within `threshold` px of its end. */
  onLoadMore?: () => void;
  /** px; 300 by default (P9-019), 130 for saved filters (P9-018). */
  threshold?: number;
  /** The options could not be loaded: the list shows the fallback text (P8-047). */
  error?: boolean;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
}

/** A filter dropdown over a paged option list that loads more as it scrolls. */
export function InfiniteDropdown(props: InfiniteDropdownProps) {
  const {
    label,
    options,
    value,
    onChange,
    loading = false,
    hasMore = false,
    onLoadMore,
    error = false,
  } = props;
  const threshold = props.threshold ?? INFINITE_SCROLL_THRESHOLD.default;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const listId = useId();
  const selected = options.find((option) => option.id === value);

  const loadIfNearEnd = useCallback(() => {
    if (list && onLoadMore && hasMore && !loading && !error && isNearBottom(list, threshold)) onLoadMore();
  }, [list, onLoadMore, hasMore, loading, error, threshold]);

  // Also on open and after each page: a list shorter than its box can't be scrolled to ask for more.
  useEffect(() => loadIfNearEnd(), [loadIfNearEnd, options.length]);

  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        disabled={props.disabled}
        aria-haspopup="listbox"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? listId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {`${label}: ${selected?.label ?? props.placeholder ?? 'All'}`}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240, overflow: 'hidden' } } }}
      >
        {error ? (
          <Typography role="alert" variant="body2" sx={{ p: 2, maxWidth: 280 }}>
            {DROPDOWN_ERROR_TEXT}
          </Typography>
        ) : (
          <MenuList
            id={listId}
            ref={setList}
            role="listbox"
            aria-label={label}
            aria-busy={loading}
            autoFocusItem
            variant="selectedMenu"
            onScroll={loadIfNearEnd}
            sx={{ maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' }}
          >
            {options.map((option) => (
              <MenuItem
                key={option.id}
                role="option"
                selected={option.id === value}
                aria-selected={option.id === value}
                onClick={() => {
                  onChange(option.id);
                  close();
                }}
              >
                {option.label}
              </MenuItem>
            ))}
            {!loading && options.length === 0 ? (
              <MenuItem disabled role="option" aria-selected={false}>
                {props.emptyText ?? 'No options'}
              </MenuItem>
            ) : null}
            {loading ? (
              <Box role="presentation" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
                <CircularProgress size={20} aria-label="Loading more options" />
              </Box>
            ) : null}
          </MenuList>
        )}
      </Popover>
    </>
  );
}
