import type { Schemas } from '@locus/api-client';
import type { Integration } from '../ports/integrations-api.js';
import type { Navigator } from '../ports/navigator.js';

/** A catalogue entry, not connected, with the given fields. */
export function integrationFixture(fields: Partial<Integration> & Pick<Integration, 'code' | 'kind'>): Integration {
  const name = fields.code.charAt(0).toUpperCase() + fields.code.slice(1);
  return {
    id: 1,
    name,
    integrated: false,
    requested: false,
    token: null,
    globalTokenStatus: null,
    displayName: name,
    featureName: 'Reviews',
    logo: `/integrations/${fields.code}-logo.svg`,
    description: `Bring your ${name} reviews into Locus.`,
    descriptionNote: null,
    connectMessage: `Connect ${name} to see its reviews.`,
    connectedMessage: `${name} is connected.`,
    requestedMessage: fields.kind === 'request_access' ? 'We are verifying your access.' : null,
    accountName: null,
    externalUrl: null,
    ...fields,
  };
}

/** A Navigator that records where the page would have gone. */
export function recordingNavigator(): Navigator & { assigned: string[]; searches: string[] } {
  const assigned: string[] = [];
  const searches: string[] = [];
  return {
    assigned,
    searches,
    assign: (url) => void assigned.push(url),
    replaceSearch: (search) => void searches.push(search),
  };
}

type WireIntegration = Schemas['Integration'];

/** A catalogue entry as GET /integrations sends it: not integrated unless the fields say so. */
export function wireIntegrationFixture(
  fields: Partial<WireIntegration> & Pick<WireIntegration, 'code' | 'kind'>,
): WireIntegration {
  const name = fields.code.charAt(0).toUpperCase() + fields.code.slice(1);
  return {
    id: 1,
    name,
    displayName: name,
    featureName: 'Reviews',
    icon: `/integrations/${fields.code}-icon.svg`,
    logo: `/integrations/${fields.code}-logo.svg`,
    description: `Bring your ${name} reviews into Locus.`,
    descriptionNote: null,
    connectMessage: `Connect ${name} to see its reviews.`,
    connectedMessage: `${name} is connected.`,
    requestedMessage: null,
    requested: false,
    integrated: false,
    connect_path: fields.kind === 'oauth' ? `/oauth/outbound/${fields.code}` : null,
    external_url: null,
    oauth_token_id: null,
    token_status: null,
    days_until_expiry: null,
    account_name: null,
    linked_integration_account_owner_id: null,
    integration_resource_type: null,
    integration_type: fields.kind === 'request_access' ? 'global_token' : null,
    global_token_integration_id: null,
    global_token_integration_status: null,
    ...fields,
  };
}

/** GET /integrations' reply: one page holding `entries`. */
export function catalogueReply(entries: WireIntegration[]) {
  return {
    _embedded: { integrations: entries },
    _page: 1,
    _total: entries.length,
    _total_pages: 1,
    _links: { self: { href: '/api/integrations' } },
  };
}
