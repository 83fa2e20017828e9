/** An account setting as the contract sends it (P3-006). */
export interface AccountSettingRow {
  code: string;
  value: string;
}

/** Account settings by code: flags as booleans (P3-007), any other value as its string. */
export type AccountSettings = Readonly<Record<string, boolean | string | undefined>>;

/**
 * Account-setting codes the auth domain reads (P6-009; codes decisions.md #17 asks us to name are the
 * reference server's: `visual_reports`, `partner_scorecards`, ...).
 */
export const SETTING = {
  insights: 'insights',
  media: 'media',
  localListings: 'local_listings',
  amplify: 'amplify',
  competitor: 'competitor',
  localSearch: 'local_search',
  scorecards: 'scorecards',
  childReviews: 'child_reviews',
  partnerAccountReports: 'partner_account_reports',
  scheduledExports: 'scheduled_exports',
  visualReports: 'visual_reports',
} as const;

/** The URL parameter prefix that switches a feature on for one visit (P5-051). */
export const FEATURE_PARAM_PREFIX = 'features.';

/** 'true'/'false' become booleans (P3-007); other values (numbers, names) stay strings. */
export function settingValue(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export function toAccountSettings(rows: readonly AccountSettingRow[]): Record<string, boolean | string> {
  const settings: Record<string, boolean | string> = {};
  for (const row of rows) settings[row.code] = settingValue(row.value);
  return settings;
}

/** A flag is on only when its setting is boolean true (a missing or string value is off). */
export function isSettingOn(settings: AccountSettings | null | undefined, code: string): boolean {
  return settings?.[code] === true;
}

/**
 * Feature check (P5-051): the account setting, or a `features.<name>` URL parameter. The parameter
 * only switches a feature on (its absence, 'false' or '0' leave the setting in charge), so a link
 * cannot hide what the account pays for.
 */
export function isFeatureEnabled(
  settings: AccountSettings | null | undefined,
  name: string,
  urlSearch?: string | URLSearchParams | null,
): boolean {
  if (isSettingOn(settings, name)) return true;
  return featureParams(urlSearch).has(name);
}

/** The features a URL query switches on: `?features.insights=true&features.media` → {insights, media}. */
export function featureParams(urlSearch?: string | URLSearchParams | null): ReadonlySet<string> {
  const on = new Set<string>();
  if (!urlSearch) return on;
  const params = typeof urlSearch === 'string' ? new URLSearchParams(urlSearch) : urlSearch;
  for (const [key, value] of params) {
    if (!key.startsWith(FEATURE_PARAM_PREFIX) || key.length === FEATURE_PARAM_PREFIX.length) continue;
    if (value === 'false' || value === '0') continue;
    on.add(key.slice(FEATURE_PARAM_PREFIX.length));
  }
  return on;
}
