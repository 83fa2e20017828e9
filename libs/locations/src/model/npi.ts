/** An NPI is exactly 10 digits (F5-014, section 9). */
export const NPI_PATTERN = /^\d{10}$/;

export const NPI_MESSAGES = {
  noMatch: "Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided",
  notFound: 'NPI not found',
  unreachable: 'Unable to reach the NPI database',
} as const;

/** What leaving the NPI field does (decision 8): nothing when empty, a look-up for 10 digits, else the error. */
export function npiBlurAction(value: string): 'none' | 'lookup' | 'not-found' {
  const typed = value.trim();
  if (!typed) return 'none';
  return NPI_PATTERN.test(typed) ? 'lookup' : 'not-found';
}

/** The failure of a look-up by number as the field shows it (section 8, NPI). */
export function npiNumberError(status: number | null): string {
  if (status === 400 || status === 404) return NPI_MESSAGES.notFound;
  return NPI_MESSAGES.unreachable;
}

/** The failure of the refresh search by name and address (section 8, NPI). */
export function npiSearchError(status: number | null, hasNumber: boolean): string {
  if (status === 400) return hasNumber ? NPI_MESSAGES.notFound : NPI_MESSAGES.noMatch;
  if (status === 404) return NPI_MESSAGES.noMatch;
  return NPI_MESSAGES.unreachable;
}
