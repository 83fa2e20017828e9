/** Field rules the settings forms share. */

export const NAME_MAX = 255;

export function requiredText(value: string, label: string, max = NAME_MAX): string | undefined {
  const text = value.trim();
  if (text === '') return `Enter ${label}.`;
  if (text.length > max) return `Keep ${label} to ${max} characters or fewer.`;
  return undefined;
}

/** An IANA zone the browser knows (Intl refuses any other), e.g. America/New_York. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones to choose from: the runtime's IANA list, or a short list where Intl cannot list them. */
export function timeZoneChoices(): readonly string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'];
}

/** An optional zone: empty means none chosen. */
export function timeZoneError(zone: string): string | undefined {
  return zone === '' || isTimeZone(zone) ? undefined : 'Choose a time zone from the list.';
}

/** The shape of an e-mail address the server accepts (something@domain.tld). */
export function emailError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return 'Enter an e-mail address.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
}

/** Drops the keys whose rule passed. */
export function onlyErrors<K extends string>(errors: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<K, string>>;
}
