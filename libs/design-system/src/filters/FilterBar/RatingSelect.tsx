import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { DropdownShell } from './DropdownShell.js';
import type { RatingFilterModel } from './filter-bar-model.js';

/** The button's text: 'All', the one chosen, or how many. */
function ratingSummary(model: RatingFilterModel): string {
  const chosen = model.options.filter((option) => option.selected);
  if (chosen.length === 0) return 'All';
  if (chosen.length === 1) return chosen[0]?.label ?? 'All';
  return `${chosen.length} selected`;
}

/** No rating (0) and 1 to 5 stars, several at once; the list stays open while toggling (P5-030). */
export function RatingSelect(props: RatingFilterModel) {
  return (
    <DropdownShell label="Rating" valueText={ratingSummary(props)} disabled={props.disabled}>
      {(_close, popupId) => (
        // Focus goes into the list on open, so arrow keys and Enter work at once for keyboard users.
        <MenuList id={popupId} role="listbox" aria-label="Rating" aria-multiselectable autoFocusItem>
          {props.options.map((option) => (
            <MenuItem
              key={option.value}
              role="option"
              aria-selected={option.selected}
              onClick={() => props.onToggle(option.value)}
            >
              <ListItemIcon>
                {option.selected ? (
                  <CheckBoxIcon fontSize="small" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              {option.label}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </DropdownShell>
  );
}
