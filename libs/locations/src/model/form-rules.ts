import { isAdmin, isSupport } from '@locus/auth';
import { DEFAULT_OPEN_STATUS, type OpenStatus } from '@locus/hours';

/** The text fields of the location form, by their wire names. */
export type FormField =
  | 'name'
  | 'public_name'
  | 'address'
  | 'address_2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'
  | 'phone'
  | 'external_id'
  | 'website'
  | 'google_place_id'
  | 'category_name';

/** Required fields, marked * (F5-001), with the label their message names. */
export const REQUIRED_FIELDS: Readonly<Partial<Record<FormField, string>>> = {
  name: 'Internal Name',
  public_name: 'Public Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  country: 'Country',
};

/** Every field's label, as the form and the detail page show it. */
export const FIELD_LABELS: Readonly<Record<FormField, string>> = {
  name: 'Internal Name',
  public_name: 'Public Name',
  address: 'Address',
  address_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  country: 'Country',
  phone: 'Phone',
  external_id: 'External ID',
  website: 'Website',
  google_place_id: 'Google Place ID',
  category_name: 'Category',
};

export const FORM_MESSAGES = {
  missingInformation: 'There is missing required information. Please review the form and try again.',
  updated: 'Location updated successfully.',
  created: 'Location created successfully.',
  updateFailed: 'There was an issue with updating this location. Please review the form and try again.',
  fieldRequired: 'Field is required',
} as const;

/** '{Label} is required' (F5-003); State and Country read the same way (F5-004, F5-005). */
export function requiredMessage(field: FormField): string {
  const label = REQUIRED_FIELDS[field];
  return label ? `${label} is required` : FORM_MESSAGES.fieldRequired;
}

export function isRequired(field: FormField): boolean {
  return field in REQUIRED_FIELDS;
}

/** The error a field shows on blur: only an empty required field has one (F5-003; other texts: not shown). */
export function fieldError(field: FormField, value: string | null | undefined): string | null {
  return isRequired(field) && !(value ?? '').trim() ? requiredMessage(field) : null;
}

export type FormValues = Record<FormField, string> & {
  state_id: number | null;
  country_id: number | null;
  category_id: number | null;
  open_status: OpenStatus;
  is_headquarters: boolean;
  npi: string;
};

/** Every required field's error (what Save checks). */
export function formErrors(values: FormValues): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  for (const field of Object.keys(REQUIRED_FIELDS) as FormField[]) {
    const error = fieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A new location's values (F3-004..F3-006). */
export function newLocationValues(): FormValues {
  return {
    name: '',
    public_name: '',
    address: '',
    address_2: '',
    city: '',
    state: '',
    zipcode: '',
    country: 'United States',
    phone: '',
    external_id: '',
    website: '',
    google_place_id: '',
    category_name: '',
    state_id: null,
    country_id: null,
    category_id: null,
    open_status: DEFAULT_OPEN_STATUS,
    is_headquarters: false,
    npi: '',
  };
}

/** The location fields the form reads (a subset of the contract's Location). */
export interface LocationFields {
  name: string;
  public_name: string | null;
  address: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  state_id: number | null;
  zipcode: string | null;
  country: string | null;
  country_id: number | null;
  phone: string | null;
  external_id: string | null;
  website: string | null;
  google_place_id: string | null;
  category_id: number | null;
  category_name: string | null;
  open_status: OpenStatus;
  is_headquarters: boolean;
  npi_numbers: string[];
}

export function valuesOf(location: LocationFields): FormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: location.name,
    public_name: text(location.public_name),
    address: text(location.address),
    address_2: text(location.address_2),
    city: text(location.city),
    state: text(location.state),
    zipcode: text(location.zipcode),
    country: text(location.country),
    phone: text(location.phone),
    external_id: text(location.external_id),
    website: text(location.website),
    google_place_id: text(location.google_place_id),
    category_name: text(location.category_name),
    state_id: location.state_id,
    country_id: location.country_id,
    category_id: location.category_id,
    open_status: location.open_status,
    is_headquarters: location.is_headquarters,
    npi: location.npi_numbers[0] ?? '',
  };
}

export interface PayloadOptions {
  /** Only the support user sends the place id (F3-003, decision 7). */
  canEditPlaceId: boolean;
  /** Healthcare accounts send their NPI as industry_ids.npi_numbers (F4-032, section 7). */
  healthcare: boolean;
}

/** The body of the location create or PATCH (section 7): empty texts as null, website null when empty (F5-008). */
export function locationPayload(values: FormValues, options: PayloadOptions): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const body: Record<string, unknown> = {
    name: values.name.trim(),
    public_name: orNull(values.public_name),
    address: orNull(values.address),
    address_2: orNull(values.address_2),
    city: orNull(values.city),
    state: orNull(values.state),
    state_id: values.state_id,
    zipcode: orNull(values.zipcode),
    country: orNull(values.country),
    country_id: values.country_id,
    phone: orNull(values.phone),
    external_id: orNull(values.external_id),
    website: orNull(values.website),
    category_id: values.category_id,
    open_status: values.open_status,
    is_headquarters: values.is_headquarters,
  };
  if (options.canEditPlaceId) body['google_place_id'] = orNull(values.google_place_id);
  if (options.healthcare) body['industry_ids'] = { npi_numbers: values.npi.trim() ? [values.npi.trim()] : [] };
  return body;
}

/** Issues that make the quick place search worth offering (F5-013). */
export const PLACE_ISSUES = ['missing_place_id', 'conflicting_place_id'] as const;

/** The quick place search: new locations, no place id, or a place-id issue (F5-011..F5-013). */
export function offersQuickPlaceSearch(input: {
  isNew: boolean;
  googlePlaceId: string | null | undefined;
  issueStatuses: readonly string[];
}): boolean {
  if (input.isNew || !input.googlePlaceId) return true;
  return input.issueStatuses.some((status) => (PLACE_ISSUES as readonly string[]).includes(status));
}

/**
 * The Google Place ID field: the support user edits it; an admin sees it read-only (decision 7,
 * F6-013); nobody else sees it.
 */
export function placeIdField(userType: string | null | undefined): 'editable' | 'read-only' | 'hidden' {
  if (isSupport(userType)) return 'editable';
  if (isAdmin(userType)) return 'read-only';
  return 'hidden';
}
