/** The writable fields of a location that the bulk hours edit sends back whole (section 7). */
export const LOCATION_BODY_FIELDS = [
  'name',
  'public_name',
  'address',
  'address_2',
  'category_id',
  'city',
  'country',
  'country_id',
  'state',
  'state_id',
  'zipcode',
  'phone',
  'external_id',
  'website',
  'open_status',
  'is_headquarters',
  'npi_numbers',
] as const;

export const BULK_HOURS_MESSAGES = {
  saved: 'Successfully updated hours',
  /** Shown on the first confirm of bulk Add Holiday Hours (F4-092); the spec gives no wording. */
  overrideWarning:
    'These holiday hours will replace any holiday hours already set for the same dates at the selected locations.',
  confirm: 'Confirm',
  continueAnyway: 'Continue anyway',
} as const;

/** 'Location could not be updated' or '{count} locations could not be updated' (section 8). */
export function bulkHoursFailureText(count: number): string {
  return count === 1 ? 'Location could not be updated' : `${count} locations could not be updated`;
}

/** The location's writable fields, as the full PATCH body wants them. */
export function locationBody(location: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of LOCATION_BODY_FIELDS) if (field in location) body[field] = location[field];
  return body;
}
