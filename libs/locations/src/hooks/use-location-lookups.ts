import { useStoreValue } from '@locus/resources';
import type { NamedOption } from '../model/lookups.js';
import type { LocationFormLookups } from '../store/form-lookups.js';

/** The shape of one typeahead's view model (the design system's LookupFieldModel). */
export interface LookupViewModel {
  text: string;
  options: readonly NamedOption[];
  loading: boolean;
  onTextChange: (text: string) => void;
  onSelect: (option: NamedOption | null) => void;
}

type LookupShown = Pick<LookupViewModel, 'text' | 'options' | 'loading'>;

/** What one typeahead shows: the field's text, its options and whether its loader is busy. */
const shown = (text: string, options: readonly NamedOption[], loader: { status: string }): LookupShown => ({
  text,
  options,
  loading: loader.status === 'loading',
});

/** The state, country and category typeaheads of the location form, by the form's field names. */
export function useLocationLookups(
  lookups: LocationFormLookups,
): Record<'state' | 'country' | 'category_name', LookupViewModel> {
  const { places, categories, form } = lookups;
  // Only data in the snapshot: it is compared structurally, the handlers are added after.
  const view = useStoreValue(() => ({
    state: shown(form.values.state, places.stateOptions, places.states),
    country: shown(form.values.country, places.countryOptions, places.countries),
    category_name: shown(form.values.category_name, categories.options, categories.loader),
  }));
  return {
    state: {
      ...view.state,
      onTextChange: (text) => lookups.typeState(text),
      onSelect: (option) => lookups.selectState(option),
    },
    country: {
      ...view.country,
      onTextChange: (text) => lookups.typeCountry(text),
      onSelect: (option) => lookups.selectCountry(option),
    },
    category_name: {
      ...view.category_name,
      onTextChange: (text) => lookups.typeCategory(text),
      onSelect: (option) => lookups.selectCategory(option),
    },
  };
}
