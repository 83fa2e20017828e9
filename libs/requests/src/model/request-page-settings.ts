import { normalizeEmail, normalizePhone } from '../contact-rules.js';
import type { RequestPage, RequestPageWrite } from '../ports/request-page-api.js';
import type { ViewLoadStatus } from './campaign-composer-view.js';

export type RequestPageField = 'npsThreshold' | 'starsThreshold' | 'reminderDays' | 'contactEmail' | 'contactNumber' | 'logoUrl';

/** The landing-page settings form (requests-view-models 11). */
export interface RequestPageSettingsView {
  status: ViewLoadStatus;
  loadError: string | null;
  editable: boolean;
  npsThreshold: number;
  starsThreshold: number;
  reminderDays: number | null;
  contactEmail: string;
  contactNumber: string;
  logoUrl: string;
  errors: Partial<Record<'contact_email' | 'contact_number' | 'logo_url', string>>;
  dirty: boolean;
  saving: boolean;
  saveError: string | null;
  savedNotice: string | null;
  onChange(field: RequestPageField, value: string | number | null): void;
  onSave(): void;
  onRetry(): void;
}

/** The settings as typed. */
export interface RequestPageForm {
  npsThreshold: number;
  starsThreshold: number;
  reminderDays: number | null;
  contactEmail: string;
  contactNumber: string;
  logoUrl: string;
}

/** The contract's defaults, shown until the settings are read. */
export const REQUEST_PAGE_DEFAULTS: RequestPageForm = {
  npsThreshold: 9,
  starsThreshold: 4,
  reminderDays: null,
  contactEmail: '',
  contactNumber: '',
  logoUrl: '',
};

export const REQUEST_PAGE_SAVED = 'Landing page settings saved.';

export function requestPageForm(page: RequestPage): RequestPageForm {
  return {
    npsThreshold: page.nps_threshold,
    starsThreshold: page.stars_threshold,
    reminderDays: page.reminder_days,
    contactEmail: page.contact_email ?? '',
    contactNumber: page.contact_number ?? '',
    logoUrl: page.logo_url ?? '',
  };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** A changed field's value as the form keeps it: thresholds within their scales, a reminder of 1-30 days or none. */
export function requestPageChange(form: RequestPageForm, field: RequestPageField, value: string | number | null): RequestPageForm {
  const number = value === null || value === '' ? null : Number(value);
  switch (field) {
    case 'npsThreshold':
      return number === null || Number.isNaN(number) ? form : { ...form, npsThreshold: clamp(number, 0, 10) };
    case 'starsThreshold':
      return number === null || Number.isNaN(number) ? form : { ...form, starsThreshold: clamp(number, 1, 5) };
    case 'reminderDays':
      return { ...form, reminderDays: number === null || Number.isNaN(number) ? null : clamp(number, 1, 30) };
    default:
      return { ...form, [field]: value === null ? '' : String(value) };
  }
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The contact shown to customers must be a real e-mail and a 10-digit phone (P5); the logo a web address. */
export function requestPageErrors(form: RequestPageForm): RequestPageSettingsView['errors'] {
  const errors: RequestPageSettingsView['errors'] = {};
  if (form.contactEmail.trim() && normalizeEmail(form.contactEmail) === null) errors.contact_email = 'Enter a valid e-mail address.';
  if (form.contactNumber.trim() && normalizePhone(form.contactNumber) === null)
    errors.contact_number = 'Enter a 10-digit phone number.';
  if (form.logoUrl.trim() && !isWebAddress(form.logoUrl.trim())) errors.logo_url = 'Enter a web address starting with https://.';
  return errors;
}

/** PUT /request_page's body: the contact normalised, empty fields as none. */
export function requestPageWriteBody(form: RequestPageForm): RequestPageWrite {
  return {
    nps_threshold: form.npsThreshold,
    stars_threshold: form.starsThreshold,
    reminder_days: form.reminderDays,
    contact_email: form.contactEmail.trim() ? normalizeEmail(form.contactEmail) : null,
    contact_number: form.contactNumber.trim() ? normalizePhone(form.contactNumber) : null,
    logo_url: form.logoUrl.trim() || null,
  };
}
