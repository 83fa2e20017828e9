import { can, type Permissions } from '@locus/auth';

/** 10 digits with optional parentheses, dashes, dots or spaces (F5-052). */
export function isOverridePhone(value: string): boolean {
  if (!/^[\d().\-\s]+$/.test(value)) return false;
  return value.replace(/\D/g, '').length === 10;
}

export type OverrideKind = 'phone' | 'website';

export const OVERRIDE_MESSAGES = {
  phoneRequired: 'Enter phone number or unselect directory',
  websiteRequired: 'Enter website or unselect directory',
  phoneFormat: 'Enter a valid phone number',
  websiteFormat: 'Enter a valid website. Example: https://www.example.com',
  saved: 'Directory sync settings saved',
  saveFailed: 'There was an error while updating directory-specific overrides',
  loadFailed: 'Failed to load directory-specific numbers. Please reload or try again later.',
  sourceDataFailed: 'There was an error while fetching source-specific data. Please refresh the page and try again.',
} as const;

/** The error of a checked override on blur (F5-050..F5-052); an unchecked one has none. */
export function overrideError(kind: OverrideKind, checked: boolean, value: string): string | null {
  if (!checked) return null;
  const typed = value.trim();
  if (!typed) return kind === 'phone' ? OVERRIDE_MESSAGES.phoneRequired : OVERRIDE_MESSAGES.websiteRequired;
  if (kind === 'phone' && !isOverridePhone(typed)) return OVERRIDE_MESSAGES.phoneFormat;
  if (kind === 'website' && !/^https?:\/\/\S+$/i.test(typed)) return OVERRIDE_MESSAGES.websiteFormat;
  return null;
}

/** Directory-specific phone and website are edited with local_listing create (F6-020); the server checks too. */
export function canEditOverrides(permissions: Permissions | null | undefined): boolean {
  return can(permissions, 'local_listing', 'create');
}
