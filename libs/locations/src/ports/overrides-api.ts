import type { Schemas } from '@locus/api-client';

/** A directory's phone and website override; null clears one. */
export interface OverrideFields {
  phone: string | null;
  website: string | null;
}

/** A new override of one location on one directory (the source). */
export interface NewOverride extends OverrideFields {
  location_id: number;
  source_id: number;
  enabled: boolean;
}

/** The directory override calls (section 5); the adapter adds the account to the create. */
export interface OverridesApi {
  createOverride(override: NewOverride): Promise<Schemas['LocationSourceOverride']>;
  updateOverride(id: number, fields: OverrideFields): Promise<Schemas['LocationSourceOverride']>;
}
