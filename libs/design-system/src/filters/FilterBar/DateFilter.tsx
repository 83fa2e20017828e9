import { Suspense, useState } from 'react';
import { lazyPart } from '../../utils/lazy-part.js';
import { DropdownShell } from './DropdownShell.js';
import type { DateChoice, DateFilterModel } from './filter-bar-model.js';

const FOURTEEN_DAYS = 'fourteenDays';
const CUSTOM = 'custom';

// MUI parts, loaded when first shown (the trigger's hover or focus starts both).
const datePanel = lazyPart(() => import('./DatePanel.js').then((module) => module.DatePanel));
const rangeField = lazyPart(() => import('./DateRangeField.js').then((module) => module.DateRangeField));

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
  const preload = () => {
    datePanel.preload();
    if (custom) rangeField.preload();
  };
  return (
    <>
      <DropdownShell label="Date" valueText={label} disabled={props.disabled} preload={preload}>
        {(placement) => (
          <datePanel.Component
            {...placement}
            options={options}
            shown={shown}
            onPick={(picked) => {
              setCustomPicked(picked === CUSTOM);
              if (picked !== CUSTOM) onChange(picked);
            }}
          />
        )}
      </DropdownShell>
      {custom && shown === CUSTOM ? (
        <Suspense fallback={null}>
          <rangeField.Component
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
        </Suspense>
      ) : null}
    </>
  );
}
