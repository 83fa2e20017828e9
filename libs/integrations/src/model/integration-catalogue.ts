import moment from 'moment';
import type { Integration } from '../ports/integrations-api.js';

/** Review sites connected through OAuth (P4-062..P4-064). */
export const OAUTH_PROVIDERS: readonly string[] = ['google', 'facebook', 'trustpilot'];
/** External tools that open their own pages (P4-066). */
export const EXTERNAL_TOOLS: readonly string[] = ['zapier', 'hootsuite', 'tableau'];
/** A token this close to its end is shown as expiring (F9-082). */
export const EXPIRY_WARNING_DAYS = 7;

export type IntegrationKind = 'oauth' | 'request_access' | 'external';
export type IntegrationState = 'connected' | 'expiring' | 'expired' | 'requested' | 'not_connected';
export type IntegrationActionKind = 'connect' | 'reconnect' | 'disconnect' | 'request_access' | 'open';

/** What the session may do here: oauth_token create/delete, integration create. */
export interface IntegrationPermissions {
  connect: boolean;
  disconnect: boolean;
  requestAccess: boolean;
}

export interface IntegrationActionView {
  kind: IntegrationActionKind;
  label: string;
  /** Open only: the tool's page. */
  href?: string;
}

/** How an entry is connected: OAuth, Request Access (manual verification, P4-065) or an external tool. */
export function integrationKind(code: string): IntegrationKind {
  if (OAUTH_PROVIDERS.includes(code)) return 'oauth';
  if (EXTERNAL_TOOLS.includes(code)) return 'external';
  return 'request_access';
}

/** Whole days left before `expiresAt` (negative once past), or the server's figure when there is no date. */
function daysLeft(entry: Integration, now: moment.Moment): number | null {
  const token = entry.token;
  if (!token) return null;
  if (token.expiresAt) return moment(token.expiresAt).diff(now, 'days', true);
  return token.daysUntilExpiry < 0 ? null : token.daysUntilExpiry;
}

/** The entry's state (P3-047..P3-049, P4-061): an OAuth token expiring within 7 days or past its end shows so. */
export function integrationState(entry: Integration, now: moment.Moment): IntegrationState {
  const days = daysLeft(entry, now);
  if (days !== null && days <= 0) return 'expired';
  if (days !== null && days <= EXPIRY_WARNING_DAYS) return 'expiring';
  if (entry.integrated || entry.token) return 'connected';
  if (entry.globalTokenStatus === 'access_requested') return 'requested';
  return 'not_connected';
}

/** The state as the card says it; the expiring wording follows the expiry banner's (features.md, F4-117). */
export function stateLabel(entry: Integration, state: IntegrationState, now: moment.Moment): string | null {
  switch (state) {
    case 'connected':
      return 'Connected';
    case 'expired':
      return 'Expired';
    case 'requested':
      return 'Requested';
    case 'expiring': {
      const days = daysLeft(entry, now) ?? 0;
      if (days < 1) return 'Expires in less than a day';
      const whole = Math.floor(days);
      return `Expires in ${whole} ${whole === 1 ? 'day' : 'days'}`;
    }
    case 'not_connected':
      return integrationKind(entry.code) === 'external' ? null : 'Not connected';
  }
}

/** The card's actions, each only with its permission (docs/permissions.md: oauth_token, integration). */
export function integrationActions(
  entry: Integration,
  state: IntegrationState,
  may: IntegrationPermissions,
): IntegrationActionView[] {
  const kind = integrationKind(entry.code);
  if (kind === 'external') return entry.externalUrl ? [{ kind: 'open', label: 'Open', href: entry.externalUrl }] : [];
  if (kind === 'request_access') {
    return state === 'not_connected' && may.requestAccess ? [{ kind: 'request_access', label: 'Request Access' }] : [];
  }
  const actions: IntegrationActionView[] = [];
  if (state === 'not_connected' && may.connect) actions.push({ kind: 'connect', label: 'Connect' });
  if ((state === 'expiring' || state === 'expired') && may.connect) actions.push({ kind: 'reconnect', label: 'Reconnect' });
  if (entry.token && may.disconnect) actions.push({ kind: 'disconnect', label: 'Disconnect' });
  return actions;
}

/** The name a card and its notices use. */
export function integrationName(entry: Integration): string {
  return entry.displayName ?? entry.name;
}

/** The card's message: the catalogue's text for its state. */
export function stateMessage(entry: Integration, state: IntegrationState): string | null {
  if (state === 'requested') return entry.requestedMessage;
  if (state === 'not_connected') return entry.connectMessage;
  return entry.connectedMessage;
}
