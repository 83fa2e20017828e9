import type { Schemas } from '@locus/api-client';

/** How an entry connects: OAuth (P4-062..P4-064), Request Access (P4-065) or an external tool's page (P4-066). */
export type IntegrationKind = Schemas['IntegrationKind'];
export type OAuthProvider = Schemas['OauthProvider'];
/** Global-token integration states (P4-061): null means not integrated. */
export type GlobalTokenStatus = 'active' | 'access_requested';

/** An integration's OAuth grant as the catalogue shows it (P3-050). */
export interface IntegrationToken {
  id: number;
  status: 'active' | 'expired';
  /** Whole days to expiry: -1 never, 0 expired. */
  daysUntilExpiry: number;
}

/** One entry of the catalogue (P3-045, P3-046): the integration, its connection and its texts. */
export interface Integration {
  id: number;
  code: string;
  name: string;
  kind: IntegrationKind;
  /** Integrated by an OAuth token, a linked owner or an active global token (P3-047..P3-049), as the server says. */
  integrated: boolean;
  /** Access requested and not yet active. */
  requested: boolean;
  token: IntegrationToken | null;
  globalTokenStatus: GlobalTokenStatus | null;
  displayName: string;
  featureName: string;
  logo: string;
  description: string;
  descriptionNote: string | null;
  connectMessage: string;
  connectedMessage: string;
  requestedMessage: string | null;
  /** The provider-side account the token belongs to, when known. */
  accountName: string | null;
  /** An external tool's own page (P4-066). */
  externalUrl: string | null;
}

/** The integrations of one account: the catalogue, OAuth connect and disconnect, Request Access. */
export interface IntegrationsApi {
  catalogue(signal?: AbortSignal): Promise<Integration[]>;
  /** The provider's consent page, which sends the browser back to `returnTo` (a path of the web app). */
  authorizeUrl(provider: OAuthProvider, returnTo: string): Promise<string>;
  requestAccess(code: string): Promise<void>;
  disconnect(tokenId: number): Promise<void>;
}
