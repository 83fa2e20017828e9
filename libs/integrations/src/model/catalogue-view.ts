import type { Integration } from '../ports/integrations-api.js';
import {
  integrationActions,
  integrationName,
  integrationState,
  stateLabel,
  stateMessage,
  type IntegrationActionKind,
  type IntegrationActionView,
  type IntegrationPermissions,
  type IntegrationState,
} from './integration-catalogue.js';
import type { IntegrationNotice } from './oauth-return.js';

export type IntegrationGroupId = 'connected' | 'review_sites' | 'tools';

export interface IntegrationCardView {
  code: string;
  name: string;
  /** What it powers in the product. */
  feature: string;
  logo: string;
  description: string;
  note: string | null;
  state: IntegrationState;
  stateLabel: string | null;
  message: string | null;
  actions: IntegrationActionView[];
  /** An action of this card is running. */
  busy: boolean;
}

export interface IntegrationGroupView {
  id: IntegrationGroupId;
  title: string;
  cards: IntegrationCardView[];
}

/** What the session may do on the page: nothing (no read), look, or act on some cards. */
export type IntegrationsAccess = 'none' | 'read' | 'manage';

/** The props of the design system's IntegrationsCatalogue. */
export interface IntegrationsCatalogueView {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  access: IntegrationsAccess;
  groups: IntegrationGroupView[];
  notice: IntegrationNotice | null;
  /** The disconnect confirmation, open for one card. */
  confirm: { name: string; busy: boolean } | null;
  onAction(code: string, kind: IntegrationActionKind): void;
  onConfirmDisconnect(): void;
  onCancelDisconnect(): void;
  onDismissNotice(): void;
  onRetry(): void;
}

const GROUP_TITLES: Readonly<Record<IntegrationGroupId, string>> = {
  connected: 'Connected',
  review_sites: 'Review sites',
  tools: 'Tools',
};

function groupOf(entry: Integration, state: IntegrationState): IntegrationGroupId {
  if (entry.kind === 'external') return 'tools';
  return state === 'not_connected' || state === 'requested' ? 'review_sites' : 'connected';
}

/** The catalogue as cards in its three groups, in that order, empty groups left out; the server's order within each. */
export function catalogueGroups(
  entries: readonly Integration[],
  may: IntegrationPermissions,
  busyCode: string | null,
): IntegrationGroupView[] {
  const groups: Record<IntegrationGroupId, IntegrationCardView[]> = { connected: [], review_sites: [], tools: [] };
  for (const entry of entries) {
    const state = integrationState(entry);
    groups[groupOf(entry, state)].push({
      code: entry.code,
      name: integrationName(entry),
      feature: entry.featureName,
      logo: entry.logo,
      description: entry.description,
      note: entry.descriptionNote,
      state,
      stateLabel: stateLabel(entry, state),
      message: stateMessage(entry, state),
      actions: integrationActions(entry, state, may),
      busy: busyCode === entry.code,
    });
  }
  return (Object.keys(GROUP_TITLES) as IntegrationGroupId[])
    .filter((id) => groups[id].length > 0)
    .map((id) => ({ id, title: GROUP_TITLES[id], cards: groups[id] }));
}
