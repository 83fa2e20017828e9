import type { Integration } from '../ports/integrations-api.js';
import type { Navigator } from '../ports/navigator.js';

/** A catalogue entry, not connected, with the given fields. */
export function integrationFixture(fields: Partial<Integration> & { code: string }): Integration {
  return {
    id: 1,
    name: fields.code.charAt(0).toUpperCase() + fields.code.slice(1),
    integrated: false,
    token: null,
    globalTokenStatus: null,
    displayName: null,
    featureName: null,
    logo: null,
    description: null,
    descriptionNote: null,
    connectMessage: null,
    connectedMessage: null,
    requestedMessage: null,
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
