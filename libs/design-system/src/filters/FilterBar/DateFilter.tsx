import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useState } from 'react';
import { DROPDOWN_MAX_HEIGHT } from '../../theme/constants.js';
import { DateRangeField } from './DateRangeField.js';
import { DropdownShell } from './DropdownShell.js';
import type { DateChoice, DateFilterModel } from './filter-bar-model.js';

const FOURTEEN_DAYS = 'fourteenDays';
const CUSTOM = 'custom';

/** The options the dropdown lists: fourteen days only where allowed (P2-126), Custom only when it can be validated. */
export function visibleDateOptions(model: DateFilterModel): DateChoice[] {
  return model.options.filter(
    (option) =>
      !(model.hideFourteenDays && option.value === FOURTEEN_DAYS) &&
      (option.value !== CUSTOM || model.custom),
  );
}

export interface DateFilterProps extends DateFilterModel {
  disabled?: boolean | undefined;
}

/** The date dropdown; choosing Custom shows the two MM/DD/YY inputs beside it. */
export function DateFilter(props: DateFilterProps) {
  const { value, onChange, custom } = props;
  // Custom needs both dates before anything changes: until Apply it is only shown here.
  const [customPicked, setCustomPicked] = useState(false);
  const options = visibleDateOptions(props);
  const shown = customPicked ? CUSTOM : value;
  const label = options.find((option) => option.value === shown)?.label ?? shown;
  return (
    <>
      <DropdownShell label="Date" valueText={label} disabled={props.disabled}>
        {(close, popupId) => (
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
                  close();
                  setCustomPicked(option.value === CUSTOM);
                  if (option.value !== CUSTOM) onChange(option.value);
                }}
              >
                {option.label}
              </MenuItem>
            ))}
          </MenuList>
        )}
      </DropdownShell>
      {custom && shown === CUSTOM ? (
        <DateRangeField
          from={custom.from}
          to={custom.to}
          errors={custom.errors}
          validate={(input) => custom.validate(input)}
          disabled={props.disabled}
          onApply={(range) => {
            setCustomPicked(false);
            onChange(CUSTOM, range);
          }}
        />
      ) : null}
    </>
  );
}
