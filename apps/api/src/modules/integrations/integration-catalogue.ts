/**
 * The integration catalogue (platform.md sections 3 and 4, P3-046): what each integration is called, what it
 * powers and how it connects. OAuth ones connect through /oauth/outbound/{provider} (P4-062..P4-064), review
 * sources by Request Access (then Requested), external tools on their own pages. Ids are fixed: an OAuth
 * token's integration_id is its provider's entry.
 */
import type { components } from '@locus/api-client';

type Schemas = components['schemas'];
export type IntegrationCode = Schemas['IntegrationCode'];
export type IntegrationKind = Schemas['IntegrationKind'];

export interface CatalogueEntry {
  id: number;
  code: IntegrationCode;
  name: string;
  kind: IntegrationKind;
  featureName: string;
  description: string;
  descriptionNote: string | null;
  externalUrl: string | null;
}

const oauth = (id: number, code: IntegrationCode, name: string, featureName: string, description: string, descriptionNote: string | null = null): CatalogueEntry =>
  ({ id, code, name, kind: 'oauth', featureName, description, descriptionNote, externalUrl: null });

const source = (id: number, code: IntegrationCode, name: string, audience: string): CatalogueEntry => ({
  id, code, name, kind: 'request_access', featureName: 'Reviews',
  description: `Bring your ${name} reviews into Locus${audience}.`,
  descriptionNote: 'Access is verified by our team; it usually takes one to two business days.',
  externalUrl: null,
});

const external = (id: number, code: IntegrationCode, name: string, description: string, externalUrl: string): CatalogueEntry =>
  ({ id, code, name, kind: 'external', featureName: 'Automation', description, descriptionNote: null, externalUrl });

/** Display order: the OAuth connections first, then review sources, then external tools. */
export const INTEGRATION_CATALOGUE: readonly CatalogueEntry[] = [
  oauth(1, 'google', 'Google', 'Local Listings, Photos and Reviews',
    'Connect your Google Business Profile to publish listings and photos, read reviews and respond to them.',
    'Sign in with a Google account that manages your Business Profile locations.'),
  oauth(2, 'facebook', 'Facebook', 'Reviews and Recommendations',
    'Connect your Facebook Pages to read recommendations and respond to them from Locus.',
    'Sign in with a Facebook account that is an admin of your Pages.'),
  oauth(3, 'trustpilot', 'Trustpilot', 'Reviews', 'Connect Trustpilot to read your service reviews and reply to them.'),
  source(4, 'yelp', 'Yelp', ''),
  source(5, 'tripadvisor', 'Tripadvisor', ''),
  source(6, 'bing', 'Bing Maps', ''),
  source(7, 'apple_maps', 'Apple Maps', ''),
  source(8, 'healthgrades', 'Healthgrades', ' for your providers and practices'),
  source(9, 'zocdoc', 'Zocdoc', ' for your providers'),
  source(10, 'caring_com', 'Caring.com', ' for your senior-care communities'),
  source(11, 'a_place_for_mom', 'A Place for Mom', ' for your senior-care communities'),
  source(12, 'cars_com', 'Cars.com', ' for your dealerships'),
  source(13, 'dealerrater', 'DealerRater', ' for your dealerships'),
  source(14, 'g2', 'G2', ' for your software products'),
  source(15, 'capterra', 'Capterra', ' for your software products'),
  source(16, 'opentable', 'OpenTable', ' for your restaurants'),
  external(17, 'zapier', 'Zapier', 'Send new reviews and requests to thousands of apps with Zapier.', 'https://zapier.com/apps'),
  external(18, 'hootsuite', 'Hootsuite', 'Share your best reviews on social media from Hootsuite.', 'https://apps.hootsuite.com'),
  external(19, 'tableau', 'Tableau', 'Analyse your review data in Tableau dashboards.', 'https://www.tableau.com/products/desktop'),
];

export const catalogueEntry = (code: string): CatalogueEntry | undefined => INTEGRATION_CATALOGUE.find((e) => e.code === code);

/** The catalogue id of an integration the catalogue lists (every OAuth provider is). */
export function integrationIdOf(code: IntegrationCode): number {
  const entry = catalogueEntry(code);
  if (!entry) throw new Error(`${code} is not in the integration catalogue`);
  return entry.id;
}

/** The messages of P3-046, worded from the entry. */
export function catalogueMessages(entry: CatalogueEntry) {
  const connectMessage = entry.kind === 'oauth' ? `Connect ${entry.name}` : entry.kind === 'request_access' ? 'Request Access' : `Open ${entry.name}`;
  return {
    displayName: entry.name,
    icon: `/integrations/${entry.code}-icon.svg`,
    logo: `/integrations/${entry.code}-logo.svg`,
    connectMessage,
    connectedMessage: entry.kind === 'external' ? `Available in ${entry.name}` : `${entry.name} is connected`,
    requestedMessage: entry.kind === 'request_access' ? `Access to ${entry.name} was requested. We will let you know once it is verified.` : null,
  };
}
