import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { PanelPlacement } from './DropdownShell.js';
import type { RatingFilterModel } from './filter-bar-model.js';
import { FilterPopover } from './FilterPopover.js';

export type RatingPanelProps = PanelPlacement & Pick<RatingFilterModel, 'options' | 'onToggle'>;

/** The rating dropdown's checklist (the lazily loaded part of RatingSelect); it stays open while toggling. */
export function RatingPanel({ anchor, onClose, popupId, options, onToggle }: RatingPanelProps) {
  return (
    <FilterPopover anchor={anchor} onClose={onClose}>
      {/* Focus goes into the list on open, so arrow keys and Enter work at once for keyboard users. */}
      <MenuList id={popupId} role="listbox" aria-label="Rating" aria-multiselectable autoFocusItem>
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="option"
            aria-selected={option.selected}
            onClick={() => onToggle(option.value)}
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
    </FilterPopover>
  );
}
