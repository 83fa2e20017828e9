import { useStoreValue } from '@locus/auth';
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

/** The state, country and category typeaheads of the location form, by the form's field names. */
export function useLocationLookups(lookups: LocationFormLookups): Record<'state' | 'country' | 'category_name', LookupViewModel> {
  const { places, categories, form } = lookups;
  const state = useStoreValue(() => ({
    state: form.values.state,
    country: form.values.country,
    category: form.values.category_name,
    stateOptions: places.stateOptions,
    countryOptions: places.countryOptions,
    categoryOptions: categories.options,
    statesLoading: places.states.status === 'loading',
    countriesLoading: places.countries.status === 'loading',
    categoriesLoading: categories.loader.status === 'loading',
  }));
  return {
    state: {
      text: state.state,
      options: state.stateOptions,
      loading: state.statesLoading,
      onTextChange: (text) => lookups.typeState(text),
      onSelect: (option) => lookups.selectState(option),
    },
    country: {
      text: state.country,
      options: state.countryOptions,
      loading: state.countriesLoading,
      onTextChange: (text) => lookups.typeCountry(text),
      onSelect: (option) => lookups.selectCountry(option),
    },
    category_name: {
      text: state.category,
      options: state.categoryOptions,
      loading: state.categoriesLoading,
      onTextChange: (text) => lookups.typeCategory(text),
      onSelect: (option) => lookups.selectCategory(option),
    },
  };
}
