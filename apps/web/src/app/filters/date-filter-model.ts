import type { DateFilterModel } from '@locus/design-system';
import { formatCustomDate, validateCustomRange, type useFilters } from '@locus/filters';

type FiltersView = ReturnType<typeof useFilters>;

/** The bar's date model from the filters' view model, with the custom range typed as MM/DD/YY. */
export function dateFilterModel(view: FiltersView, now: () => Date = () => new Date()): DateFilterModel {
  return {
    value: view.dateDescriptor,
    options: view.dateOptions,
    onChange: view.onDateChange,
    custom: {
      from: formatCustomDate(view.range.from),
      to: formatCustomDate(view.range.to),
      validate: (input) => {
        const result = validateCustomRange(input, now());
        return { errors: result.errors, range: result.range };
      },
    },
  };
}
