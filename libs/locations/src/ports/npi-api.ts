import type { Schemas } from '@locus/api-client';

/** GET /npi: a search by the location's public name and address (F4-031); empty values are left out. */
export interface NpiSearch {
  name?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

/** The NPI registry look-ups of a healthcare location (decision 8). */
export interface NpiApi {
  /** GET /npi/{number}: one 10-digit NPI. */
  findNpi(number: string): Promise<Schemas['NpiResults']>;
  searchNpi(search: NpiSearch): Promise<Schemas['NpiResults']>;
}
