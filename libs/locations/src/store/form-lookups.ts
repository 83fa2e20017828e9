import type { Notifier, Scheduler } from '@locus/resources';
import { reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { NamedOption } from '../model/lookups.js';
import type { LookupsApi } from '../ports/lookups-api.js';
import type { LocationFormStore } from './location-form-store.js';
import { CategorySearch, CountryStateLookups } from './lookups-store.js';

export interface LocationFormLookupsDeps {
  api: LookupsApi;
  form: LocationFormStore;
  notifier: Notifier;
  scheduler?: Scheduler;
}

/**
 * The form's three typeaheads tied to its values: typing edits the field (clearing its error, F5-006)
 * and filters the options; picking one sets the name and its id. States follow the country, also the
 * default 'United States' of a new location, whose id is known once the countries arrive.
 */
export class LocationFormLookups {
  readonly places: CountryStateLookups;
  readonly categories: CategorySearch;
  readonly form: LocationFormStore;
  private readonly disposers: IReactionDisposer[];

  constructor(deps: LocationFormLookupsDeps) {
    this.form = deps.form;
    this.places = new CountryStateLookups(deps.api, deps.form.values.country_id);
    this.categories = new CategorySearch(deps.api, deps.scheduler);
    const alertOn = (error: () => string | undefined) =>
      reaction(error, (message) => message && deps.notifier.alert(message));
    this.disposers = [
      reaction(
        () => this.places.countries.data,
        (data) => {
          if (this.places.countryId !== null || !data) return;
          const typed = this.form.values.country.trim().toLowerCase();
          const match = data._embedded.countries.find((country) => country.name.toLowerCase() === typed);
          if (match) runInAction(() => this.selectCountry(match));
        },
      ),
      // F8-004, F8-007, F8-008: a lookup that fails alerts with its own text.
      alertOn(() => this.places.countries.error),
      alertOn(() => this.places.states.error),
      alertOn(() => this.categories.loader.error),
    ];
  }

  typeCountry(text: string): void {
    this.form.change('country', text);
    this.form.change('country_id', null);
    this.places.setCountryText(text);
  }

  /** A new country empties the state, which belonged to the old one. */
  selectCountry(option: NamedOption | null): void {
    const changed = (option?.id ?? null) !== this.form.values.country_id;
    this.form.change('country', option?.name ?? '');
    this.form.change('country_id', option?.id ?? null);
    this.places.setCountryText('');
    this.places.setCountry(option?.id ?? null);
    if (changed && this.form.values.state_id !== null) this.selectState(null);
  }

  typeState(text: string): void {
    this.form.change('state', text);
    this.form.change('state_id', null);
    this.places.setStateText(text);
  }

  selectState(option: NamedOption | null): void {
    this.form.change('state', option?.name ?? '');
    this.form.change('state_id', option?.id ?? null);
    this.places.setStateText('');
  }

  typeCategory(text: string): void {
    this.form.change('category_name', text);
    this.form.change('category_id', null);
    this.categories.setTyped(text);
  }

  selectCategory(option: NamedOption | null): void {
    this.form.change('category_name', option?.name ?? '');
    this.form.change('category_id', option?.id ?? null);
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose();
    this.places.dispose();
    this.categories.dispose();
  }
}
