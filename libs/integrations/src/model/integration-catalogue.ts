import type { Integration } from '../ports/integrations-api.js';

/** A token this close to its end is shown as expiring (F9-082). */
export const EXPIRY_WARNING_DAYS = 7;

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

/** The entry's state (P3-047..P3-049, P4-061): an OAuth token within 7 days of its end, or past it, shows so. */
export function integrationState(entry: Integration): IntegrationState {
  const token = entry.token;
  if (token && (token.status === 'expired' || token.daysUntilExpiry === 0)) return 'expired';
  if (token && token.daysUntilExpiry > 0 && token.daysUntilExpiry <= EXPIRY_WARNING_DAYS) return 'expiring';
  if (entry.integrated || token) return 'connected';
  if (entry.requested || entry.globalTokenStatus === 'access_requested') return 'requested';
  return 'not_connected';
}

/** The state as the card says it; the expiring wording follows the expiry banner's (features.md, F4-117). */
export function stateLabel(entry: Integration, state: IntegrationState): string | null {
  switch (state) {
    case 'connected':
      return 'Connected';
    case 'expired':
      return 'Expired';
    case 'requested':
      return 'Requested';
    case 'expiring': {
      const days = entry.token?.daysUntilExpiry ?? 0;
      return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
    }
    case 'not_connected':
      return entry.kind === 'external' ? null : 'Not connected';
  }
}

/** The card's actions, each only with its permission (docs/permissions.md: oauth_token, integration). */
export function integrationActions(
  entry: Integration,
  state: IntegrationState,
  may: IntegrationPermissions,
): IntegrationActionView[] {
  const { kind } = entry;
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
  return entry.displayName || entry.name;
}

/** The card's message: the catalogue's text for its state. */
export function stateMessage(entry: Integration, state: IntegrationState): string | null {
  if (state === 'requested') return entry.requestedMessage;
  if (state === 'not_connected') return entry.kind === 'external' ? null : entry.connectMessage;
  return entry.accountName ? `${entry.connectedMessage} (${entry.accountName})` : entry.connectedMessage;
}
