import type { Schemas } from '@locus/api-client';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable } from 'mobx';
import { CATEGORY_DEBOUNCE_MS, LOOKUP_MESSAGES, prefixMatches, type NamedOption } from '../model/lookups.js';
import type { LookupsApi } from '../ports/lookups-api.js';

/**
 * The country and state typeaheads (F5-009): each list is fetched once (500), the typed text filters it
 * by name prefix, case-insensitively, without another request. States follow the chosen country.
 */
export class CountryStateLookups {
  countryText = '';
  stateText = '';
  countryId: number | null;
  readonly countries: GenericLoader<null, Schemas['CountryList']>;
  readonly states: GenericLoader<number | null, Schemas['StateList']>;

  constructor(api: Pick<LookupsApi, 'listCountries' | 'listStates'>, countryId: number | null) {
    this.countryId = countryId;
    makeObservable(this, {
      countryText: observable,
      stateText: observable,
      countryId: observable,
      countryOptions: computed,
      stateOptions: computed,
      setCountryText: action,
      setStateText: action,
      setCountry: action,
    });
    this.countries = new GenericLoader({
      params: () => null,
      errorMessage: LOOKUP_MESSAGES.countries,
      load: (_none, signal) => api.listCountries(signal),
    });
    this.states = new GenericLoader({
      params: () => this.countryId,
      skip: (id) => id === null,
      debounceMs: 0,
      errorMessage: LOOKUP_MESSAGES.states,
      load: (id, signal) => api.listStates(id, signal),
    });
  }

  get countryOptions(): NamedOption[] {
    return prefixMatches(this.countries.data?._embedded.countries ?? [], this.countryText);
  }

  get stateOptions(): NamedOption[] {
    return prefixMatches(this.states.data?._embedded.states ?? [], this.stateText);
  }

  setCountryText(text: string): void {
    this.countryText = text;
  }

  setStateText(text: string): void {
    this.stateText = text;
  }

  setCountry(id: number | null): void {
    this.countryId = id;
  }

  dispose(): void {
    this.countries.dispose();
    this.states.dispose();
  }
}

/** The category typeahead: 25 a page, 500 ms after the last key (section 9, decision 4). */
export class CategorySearch {
  typed = '';
  readonly loader: GenericLoader<string, Schemas['CategoryList']>;

  constructor(api: Pick<LookupsApi, 'searchCategories'>, scheduler?: Scheduler) {
    makeObservable(this, { typed: observable, options: computed, setTyped: action });
    this.loader = new GenericLoader({
      params: () => this.typed.trim(),
      debounceMs: CATEGORY_DEBOUNCE_MS,
      scheduler,
      errorMessage: LOOKUP_MESSAGES.categories,
      load: (keywords, signal) => api.searchCategories(keywords, signal),
    });
  }

  get options(): NamedOption[] {
    return this.loader.data?._embedded.categories ?? [];
  }

  setTyped(text: string): void {
    this.typed = text;
  }

  dispose(): void {
    this.loader.dispose();
  }
}
