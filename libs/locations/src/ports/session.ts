import type { Permissions } from '@locus/auth';

/** What the location domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface LocationSession {
  readonly account_id: number | null;
  readonly user_type: string | null;
  readonly permissions: Permissions;
  readonly isWhitelabel: boolean;
  readonly account: { readonly vertical?: string | null; readonly total_locations?: number | null } | null;
  /** An account setting (or a features.<name> URL parameter). */
  isFeatureEnabled(name: string): boolean;
}

/** Account-setting codes of the location area (seeded by the server; decision 17 names the unnamed ones). */
export const LOCATION_SETTINGS = {
  billingPreview: 'show_billing_location_price_preview',
  createWidget: 'create_widget',
  photoSection: 'location_photo_section',
  specialHours: 'special_hours',
  bulkHolidayHours: 'bulk_holiday_hours',
  preventAdditions: 'prevent_location_additions',
  preventDeletions: 'prevent_location_deletions',
} as const;

/** NPI look-ups are for healthcare accounts only (F4-032). */
export function isHealthcare(session: LocationSession): boolean {
  return session.account?.vertical === 'healthcare';
}
