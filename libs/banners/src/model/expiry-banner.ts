import type { OauthToken } from '../ports/banners-api.js';
import type { BannerSession } from '../ports/banner-session.js';

/** One expiring integration's banner, with its Reconnect link. */
export interface ExpiryBannerModel {
  key: string;
  source: string;
  text: string;
  reconnectHref: string;
}

const DAY_MS = 86_400_000;
/** F4-116: the banner shows once this many days or fewer remain. */
export const EXPIRY_WARNING_DAYS = 7;

/** Days (with their fraction) until the token expires; negative once expired, null when it never does. */
export function daysLeftOf(token: Pick<OauthToken, 'expires_at'>, now: Date): number | null {
  if (token.expires_at === null) return null;
  return (Date.parse(token.expires_at) - now.getTime()) / DAY_MS;
}

/**
 * F4-117..F4-120: the wording by days left. Whole days are counted up, as the server's days_until_expiry is,
 * so the banner and the integrations page name the same number.
 */
export function expiryWording(daysLeft: number): string {
  if (daysLeft < 0) return 'is expired';
  if (daysLeft < 1) return 'less than a day';
  const days = Math.ceil(daysLeft);
  return days === 1 ? '1 day' : `${days} days`;
}

/** F6-051: the account owner, the user who connected the integration, or a shadow user. */
export function mayShowExpiryBanner(
  session: BannerSession,
  token: Pick<OauthToken, 'created_by_user_id'>,
): boolean {
  return (
    session.isAccountOwner ||
    session.isShadowing ||
    (token.created_by_user_id != null && token.created_by_user_id === session.user_id)
  );
}

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  trustpilot: 'Trustpilot',
};
const sourceName = (code: string) => SOURCE_NAMES[code] ?? code.charAt(0).toUpperCase() + code.slice(1);

/** The banners of the tokens expired or expiring within 7 days (F4-116) that this user is told about. */
export function expiryBanners(
  session: BannerSession,
  tokens: readonly OauthToken[] | null,
  now: Date,
): ExpiryBannerModel[] {
  if (!tokens) return [];
  return tokens.flatMap((token) => {
    const daysLeft = daysLeftOf(token, now);
    if (daysLeft === null || daysLeft > EXPIRY_WARNING_DAYS || !mayShowExpiryBanner(session, token))
      return [];
    const source = sourceName(token.source_code);
    const wording = expiryWording(daysLeft);
    const text =
      daysLeft < 0
        ? `Your ${source} integration ${wording}.`
        : `Your ${source} integration expires in ${wording}.`;
    return [
      {
        key: `token-${token.id}`,
        source,
        text,
        reconnectHref: `/settings/integrations?reconnect=${encodeURIComponent(token.source_code)}`,
      },
    ];
  });
}
