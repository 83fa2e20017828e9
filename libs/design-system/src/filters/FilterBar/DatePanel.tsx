import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { DROPDOWN_MAX_HEIGHT } from '../../theme/constants.js';
import type { PanelPlacement } from './DropdownShell.js';
import type { DateChoice } from './filter-bar-model.js';
import { FilterPopover } from './FilterPopover.js';

export interface DatePanelProps extends PanelPlacement {
  options: readonly DateChoice[];
  /** The value shown as chosen (Custom while its dates are being typed). */
  shown: string;
  /** Called after the panel closed. */
  onPick: (value: string) => void;
}

/** The date dropdown's list (the lazily loaded part of DateFilter). */
export function DatePanel({ anchor, onClose, popupId, options, shown, onPick }: DatePanelProps) {
  return (
    <FilterPopover anchor={anchor} onClose={onClose}>
      <MenuList
        id={popupId}
        role="listbox"
        aria-label="Date"
        variant="selectedMenu"
        sx={{ maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="option"
            selected={option.value === shown}
            aria-selected={option.value === shown}
            onClick={() => {
              onClose();
              onPick(option.value);
            }}
          >
            {option.label}
          </MenuItem>
        ))}
      </MenuList>
    </FilterPopover>
  );
}
