import { unwrap, type ApiClient } from '@locus/api-client';
import { saveInBrowser, type SaveFile } from '@locus/filters';
import { readListPage } from '@locus/resources';
import type { CampaignReport, CampaignReportApi } from '../ports/campaign-report-api.js';
import { csvFileName, csvLink } from './csv-files.js';
import { periodQuery } from './request-history-api.js';

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
