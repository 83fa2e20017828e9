import type { Schemas } from '@locus/api-client';
import { isTimeZone, NAME_MAX, onlyErrors, requiredText, timeZoneError } from './field-rules.js';
import type { FieldErrors, FormValues } from './form-view.js';

export type Profile = Schemas['Profile'];
export type ProfileField = 'name' | 'title' | 'phone' | 'timeZone';
export type ProfileValues = FormValues<ProfileField>;

export const EMPTY_PROFILE: ProfileValues = { name: '', title: '', phone: '', timeZone: '' };
export const PROFILE_SAVED = 'Profile saved.';

export function profileValues(profile: Profile): ProfileValues {
  return {
    name: profile.name ?? '',
    title: profile.title ?? '',
    phone: profile.phone ?? '',
    // A zone stored before the rule (or one this browser does not know) shows as none chosen.
    timeZone: profile.timezone && isTimeZone(profile.timezone) ? profile.timezone : '',
  };
}

export function profileErrors(values: ProfileValues): FieldErrors<ProfileField> {
  const digits = values.phone.replace(/\D/g, '');
  return onlyErrors({
    name: requiredText(values.name, 'your name'),
    title: values.title.length > NAME_MAX ? `Keep the title to ${NAME_MAX} characters or fewer.` : undefined,
    phone: values.phone.trim() === '' || (digits.length >= 7 && digits.length <= 15 && /^[\d\s()+.-]+$/.test(values.phone)) ? undefined : 'Enter a phone number (digits, spaces, + - ( ) only).',
    timeZone: timeZoneError(values.timeZone),
  });
}

/** PATCH /profiles/{id}: empty optional fields are cleared (null). */
export function profileWriteBody(values: ProfileValues) {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return { name: values.name.trim(), title: orNull(values.title), phone: orNull(values.phone), timezone: orNull(values.timeZone) };
}

const SERVER_FIELDS: Readonly<Record<string, ProfileField>> = { name: 'name', title: 'title', phone: 'phone', timezone: 'timeZone' };
export const profileFieldOf = (field: string): ProfileField | null => SERVER_FIELDS[field] ?? null;
