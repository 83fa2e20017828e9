import type { Schemas } from '@locus/api-client';

/** A category as Google's copy names it. */
export type Category = Schemas['CategoryList']['_embedded']['categories'][number];

/** The form's look-ups (section 9): countries, states and categories. */
export interface LookupsApi {
  /** Every country at once: the typeahead filters them locally (F5-009). */
  listCountries(signal?: AbortSignal): Promise<Schemas['CountryList']>;
  /** Every state of a country at once. */
  listStates(countryId: number | null, signal?: AbortSignal): Promise<Schemas['StateList']>;
  /** The category typeahead: the first page of categories whose name matches. */
  searchCategories(keywords: string, signal?: AbortSignal): Promise<Schemas['CategoryList']>;
  /** The category Google gives a Place ID (GET /categories?google_place_id=), or null. */
  findPlaceCategory(placeId: string): Promise<Category | null>;
}
