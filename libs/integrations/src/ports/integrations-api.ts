/** Global-token integration states (P4-061): absent means not integrated. */
export type GlobalTokenStatus = 'active' | 'access_requested';

/** An integration's OAuth grant as the catalogue shows it (P3-050). */
export interface IntegrationToken {
  id: number;
  expiresAt: string | null;
  /** Whole days until expiresAt; -1 when the token does not expire. */
  daysUntilExpiry: number;
}

/** One entry of the catalogue (P3-045, P3-046): the integration, its connection and its texts. */
export interface Integration {
  id: number;
  code: string;
  name: string;
  /** Integrated by an OAuth token, a linked owner or an active global token (P3-047..P3-049), as the server says. */
  integrated: boolean;
  token: IntegrationToken | null;
  globalTokenStatus: GlobalTokenStatus | null;
  /** The catalogue's texts; null when the catalogue has none for this entry. */
  displayName: string | null;
  featureName: string | null;
  logo: string | null;
  description: string | null;
  descriptionNote: string | null;
  connectMessage: string | null;
  connectedMessage: string | null;
  requestedMessage: string | null;
  /** An external tool's own page (P4-066). */
  externalUrl: string | null;
}

/** The integrations of one account: the catalogue, OAuth connect and disconnect, Request Access. */
export interface IntegrationsApi {
  catalogue(signal?: AbortSignal): Promise<Integration[]>;
  /** The provider's consent page for `provider`, which sends the browser back to `returnTo`. */
  authorizeUrl(provider: string, returnTo: string): Promise<string>;
  requestAccess(code: string): Promise<void>;
  disconnect(tokenId: number): Promise<void>;
}
