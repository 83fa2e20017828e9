// The shapes the integrations views share with libs/integrations' hook (IntegrationsCatalogueView in
// libs/integrations/src/model/catalogue-view.ts). Plain types only: neither package imports the other.

export type IntegrationState = 'connected' | 'expiring' | 'expired' | 'requested' | 'not_connected';
export type IntegrationActionKind = 'connect' | 'reconnect' | 'disconnect' | 'request_access' | 'open';

export interface IntegrationActionView {
  kind: IntegrationActionKind;
  label: string;
  /** Open only: the external tool's page. */
  href?: string;
}

export interface IntegrationCardView {
  code: string;
  name: string;
  /** What it powers in the product, e.g. 'Local Listings, Photos and Reviews'. */
  feature: string;
  /** A path of the web app; the card shows the name's initial if it does not load. */
  logo: string;
  description: string;
  note: string | null;
  state: IntegrationState;
  /** 'Connected', 'Expires in 5 days', 'Expired', 'Requested', 'Not connected'; null for external tools. */
  stateLabel: string | null;
  message: string | null;
  actions: readonly IntegrationActionView[];
  busy: boolean;
}

export interface IntegrationGroupView {
  id: string;
  title: string;
  cards: readonly IntegrationCardView[];
}

export interface IntegrationNoticeView {
  severity: 'success' | 'error';
  text: string;
}

/** none: no integration read; read: look only; manage: some actions. */
export type IntegrationsAccess = 'none' | 'read' | 'manage';
