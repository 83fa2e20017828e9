/** The healthcare provider registry (NPI) behind the look-ups; the default is the local registry below. */
export interface NpiProvider {
  number: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  credential: string | null;
  organization_name: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
}

export interface NpiSearch {
  /** Organisation or full name; its words must all appear in the provider's names. */
  name?: string;
  first_name?: string;
  last_name?: string;
  city?: string;
  /** Two-letter code. */
  state?: string;
  postal_code?: string;
}

export interface NpiRegistry {
  /** Names the registry in replies (`local` for the seeded one). */
  readonly source: string;
  lookup(number: string): Promise<NpiProvider | null>;
  search(criteria: NpiSearch, limit: number): Promise<NpiProvider[]>;
}
