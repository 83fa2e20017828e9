import { unwrap, type ApiClient } from '@locus/api-client';
import { saveInBrowser, type SaveFile } from '@locus/filters';
import { readListPage } from '@locus/resources';
import moment from 'moment';
import type { CampaignReport, CampaignReportApi } from '../ports/campaign-report-api.js';
import { periodQuery } from './request-history-api.js';

/** Where the API is served from, for the CSV links a page opens (the client's default base). */
export const API_BASE = '/api';

/** A link under the API with its query (undefined values left out). */
export function csvLink(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

/** A CSV file's name of today, as the server's Content-Disposition names it. */
export const csvFileName = (prefix: string, now: Date = new Date()): string =>
  `${prefix}-${moment(now).format('YYYY-MM-DD')}.csv`;

/** CampaignReportApi of one account; `save` hands a fetched CSV to the user (the browser's download). */
export function createCampaignReportApi(
  client: ApiClient,
  accountId: number,
  save: SaveFile = saveInBrowser,
): CampaignReportApi {
  return {
    async list({ page, perPage, sortBy, sortOrder, filters }, signal) {
      const reply = await unwrap(
        client.GET('/reports/{account_id}/campaigns', {
          params: {
            path: { account_id: accountId },
            query: {
              page,
              per_page: perPage,
              'sort[by]': sortBy,
              'sort[order]': sortOrder,
              ...periodQuery(filters),
            },
          },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<CampaignReport>(reply, 'campaigns');
    },
    csvHref: (filters) =>
      csvLink('/export/csv/campaigns', { account_id: accountId, ...periodQuery(filters) }),
    async downloadCsv(filters) {
      const blob = await unwrap(
        client.GET('/export/csv/campaigns', {
          params: { query: { account_id: accountId, ...periodQuery(filters) } },
          parseAs: 'blob',
        }),
      );
      save(blob as Blob, csvFileName('campaigns'));
    },
  };
}
