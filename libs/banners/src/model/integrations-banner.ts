import { can, isAdmin } from '@locus/auth';
import type { OauthToken } from '../ports/banners-api.js';
import type { BannerSession } from '../ports/banner-session.js';
import { INTEGRATIONS_PATH } from './trial-banner.js';

/** The integrations banner: which of the main sources are not connected, and where to connect them. */
export interface IntegrationsBannerModel {
  missing: string[];
  href: string;
}

/** The sources the banner asks for (P6-025), with their names. */
const REQUIRED_SOURCES = [
  { code: 'google', name: 'Google' },
  { code: 'facebook', name: 'Facebook' },
] as const;

/** P6-024, P6-026..P6-028 (F6-046, F6-048..F6-050): who may ever see the banner, before any token is read. */
export function mayShowIntegrationsBanner(session: BannerSession): boolean {
  return (
    isAdmin(session.user_type) &&
    can(session.permissions, 'integration', 'read') &&
    session.account?.status !== 'trial' &&
    !session.isParent &&
    !session.isWhitelabel
  );
}

/** P6-025 / F6-047: a source is integrated when the account holds an OAuth token for it. */
export function missingIntegrations(tokens: readonly OauthToken[]): string[] {
  const held = new Set(tokens.map((t) => t.source_code));
  return REQUIRED_SOURCES.filter((s) => !held.has(s.code)).map((s) => s.name);
}

export function integrationsBanner(
  session: BannerSession,
  tokens: readonly OauthToken[] | null,
): IntegrationsBannerModel | null {
  if (!tokens || !mayShowIntegrationsBanner(session)) return null;
  const missing = missingIntegrations(tokens);
  return missing.length > 0 ? { missing, href: INTEGRATIONS_PATH } : null;
}
