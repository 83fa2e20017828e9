import type { OauthToken, SetupProgress } from '../ports/banners-api.js';
import type { BannerSession } from '../ports/banner-session.js';
import type { CookieJar } from '../ports/cookie-jar.js';

/** The banners' tests' clock: a fixed instant. */
export const BANNERS_NOW = new Date('2026-11-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

/** An admin of a regular, active account with integration read: every banner may show to them. */
export function bannerSessionFixture(overrides: Partial<BannerSession> = {}): BannerSession {
  return {
    account_id: 7,
    user_id: 11,
    user_type: 'admin',
    permissions: { integration: ['read'], oauth_token: ['read'], account: ['read'] },
    isParent: false,
    isWhitelabel: false,
    isAccountOwner: false,
    isShadowing: false,
    account: { status: 'active' },
    trialDaysLeft: null,
    ...overrides,
  };
}

/** A token of the account expiring `days` after BANNERS_NOW (null: never), created by user 11. */
export function oauthTokenFixture(overrides: Partial<OauthToken> = {}, days: number | null = 50): OauthToken {
  return {
    id: 1,
    account_id: 7,
    integration_id: 1,
    source_code: 'google',
    expires_at: days === null ? null : new Date(BANNERS_NOW.getTime() + days * DAY_MS).toISOString(),
    days_until_expiry: days === null ? -1 : Math.max(0, Math.ceil(days)),
    status: days !== null && days <= 0 ? 'expired' : 'active',
    created_by_user_id: 11,
    account_name: null,
    scope: null,
    refreshable: true,
    created_at: '2026-07-04T12:00:00.000Z',
    updated_at: '2026-07-04T12:00:00.000Z',
    ...overrides,
  };
}

export function setupProgressFixture(overrides: Partial<SetupProgress> = {}): SetupProgress {
  return {
    ask_campaigns_exist: false,
    facebook_integration_exists: false,
    multiple_users_in_account_exists: true,
    responses_exist: true,
    google_url_scanned: true,
    stage: 2,
    ...overrides,
  };
}

/** Cookies in memory; `written` keeps each write with its lifetime. */
export function memoryCookies(
  initial: Record<string, string> = {},
): CookieJar & { written: { name: string; value: string; maxAgeDays: number }[] } {
  const values = new Map(Object.entries(initial));
  const written: { name: string; value: string; maxAgeDays: number }[] = [];
  return {
    written,
    read: (name) => values.get(name) ?? null,
    write(name, value, maxAgeDays) {
      values.set(name, value);
      written.push({ name, value, maxAgeDays });
    },
  };
}
