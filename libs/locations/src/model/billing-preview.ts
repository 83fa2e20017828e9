export const GENERIC_BILLING_TEXT = 'Adding a location may incur additional costs.';
export const BILLING_PREVIEW_ERROR = 'Error fetching location pricing preview.';

export interface BillingPreviewInput {
  /** show_billing_location_price_preview is on. */
  featureOn: boolean;
  isAdmin: boolean;
  isWhitelabel: boolean;
  /** new_location_monthly_unit_cents of the preview, once loaded. */
  monthlyUnitCents: number | null;
}

/** Whether the exact price is the user's to see (and so worth fetching): a non-white-label admin. */
export function showsExactPrice(input: Omit<BillingPreviewInput, 'monthlyUnitCents'>): boolean {
  return input.featureOn && input.isAdmin && !input.isWhitelabel;
}

/** The billing preview's text on the form, or null when the feature is off (section 6). */
export function billingPreviewText(input: BillingPreviewInput): string | null {
  if (!input.featureOn) return null;
  if (!showsExactPrice(input) || input.monthlyUnitCents === null) return GENERIC_BILLING_TEXT;
  const dollars = (input.monthlyUnitCents / 100).toFixed(2);
  return `Adding this location will add $${dollars} to your monthly bill.`;
}
