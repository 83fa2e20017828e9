import type { Schemas } from '@locus/api-client';
import { onlyErrors, requiredText, timeZoneError } from './field-rules.js';
import type { FieldErrors, FormValues } from './form-view.js';

export type Account = Schemas['Account'];
export type Vertical = Schemas['Account']['vertical'];
export type AccountField = 'name' | 'vertical' | 'timeZone' | 'logoUrl';
export type AccountValues = FormValues<AccountField>;

export const ACCOUNT_SAVED = 'Account settings saved.';
export const EMPTY_ACCOUNT: AccountValues = { name: '', vertical: 'other', timeZone: '', logoUrl: '' };

/** The known verticals (the contract's Vertical), with their names. */
export const VERTICALS: readonly { value: Vertical; label: string }[] = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'senior_care', label: 'Senior care' },
  { value: 'other', label: 'Other' },
];

export function accountValues(account: Account): AccountValues {
  return { name: account.name, vertical: account.vertical, timeZone: account.time_zone ?? '', logoUrl: account.logo_url ?? '' };
}

/** A logo is a file uploaded here (a path) or an https address, as the server accepts. */
function logoUrlError(url: string): string | undefined {
  const text = url.trim();
  if (text === '' || (text.startsWith('/') && !text.startsWith('//'))) return undefined;
  try {
    return new URL(text).protocol === 'https:' ? undefined : 'Use an https:// address or upload a file.';
  } catch {
    return 'Use an https:// address or upload a file.';
  }
}

export function accountErrors(values: AccountValues): FieldErrors<AccountField> {
  return onlyErrors({
    name: requiredText(values.name, 'the account name'),
    vertical: VERTICALS.some((v) => v.value === values.vertical) ? undefined : 'Choose an industry from the list.',
    timeZone: timeZoneError(values.timeZone),
    logoUrl: logoUrlError(values.logoUrl),
  });
}

/** PATCH /accounts/{id}. */
export function accountWriteBody(values: AccountValues) {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return { name: values.name.trim(), vertical: values.vertical as Vertical, time_zone: orNull(values.timeZone), logo_url: orNull(values.logoUrl) };
}

const SERVER_FIELDS: Readonly<Record<string, AccountField>> = { name: 'name', vertical: 'vertical', time_zone: 'timeZone', logo_url: 'logoUrl' };
export const accountFieldOf = (field: string): AccountField | null => SERVER_FIELDS[field] ?? null;
