import { unwrap, type ApiClient } from '@locus/api-client';
import { PAGE_SIZES, readEmbedded } from '@locus/resources';
import type { Schemas } from '@locus/api-client';
import type { ReviewLink, WaysToAskApi } from '../ports/ways-to-ask-api.js';

/** Every source at once: the catalogue is a few dozen sites, under the server's page maximum. */
const SOURCES_AT_ONCE = 500;

/** WaysToAskApi of one account: the location's checked-valid URLs, each named by its site. */
export function createWaysToAskApi(client: ApiClient, accountId: number): WaysToAskApi {
  return {
    async reviewLinks(locationId, signal) {
      const options = signal ? { signal } : {};
      const [urls, sources] = await Promise.all([
        unwrap(
          client.GET('/urls_check', {
            params: {
              query: {
                account_id: accountId,
                location_id: locationId,
                status: 'valid',
                per_page: PAGE_SIZES.url,
              },
            },
            ...options,
          }),
        ),
        unwrap(
          client.GET('/sources', {
            params: { query: { account_id: accountId, per_page: SOURCES_AT_ONCE } },
            ...options,
          }),
        ),
      ]);
      const byId = new Map(
        readEmbedded<Schemas['Source']>(sources, 'sources').map((source) => [source.id, source]),
      );
      const links: ReviewLink[] = [];
      for (const row of readEmbedded<Schemas['Url']>(urls, 'urls')) {
        const source = byId.get(row.source_id);
        if (row.url && source)
          links.push({ urlId: row.id, url: row.url, sourceCode: source.code, sourceName: source.name });
      }
      return links;
    },
  };
}
