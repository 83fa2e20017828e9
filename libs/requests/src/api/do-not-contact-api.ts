import { unwrap, type ApiClient } from '@locus/api-client';
import { saveInBrowser, type SaveFile } from '@locus/filters';
import { readListPage } from '@locus/resources';
import type { DoNotContact, DoNotContactApi } from '../ports/do-not-contact-api.js';
import { csvFileName, csvLink } from './csv-files.js';

/** DoNotContactApi of one account; `save` hands a fetched CSV to the user (the browser's download). */
export function createDoNotContactApi(
  client: ApiClient,
  accountId: number,
  save: SaveFile = saveInBrowser,
): DoNotContactApi {
  return {
    async list({ page, perPage, keywords }, signal) {
      const reply = await unwrap(
        client.GET('/do_not_contact', {
          params: {
            query: {
              account_id: accountId,
              page,
              per_page: perPage,
              ...(keywords.trim() ? { keywords: keywords.trim() } : {}),
            },
          },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<DoNotContact>(reply, 'do_not_contact');
    },
    add: (entry) =>
      unwrap(client.POST('/do_not_contact', { params: { query: { account_id: accountId } }, body: entry })),
    async remove(id) {
      await unwrap(
        client.DELETE('/do_not_contact/{id}', { params: { path: { id }, query: { account_id: accountId } } }),
      );
    },
    csvHref: () => csvLink('/export/csv/do_not_contact', { account_id: accountId }),
    async downloadCsv() {
      const blob = await unwrap(
        client.GET('/export/csv/do_not_contact', { params: { query: { account_id: accountId } }, parseAs: 'blob' }),
      );
      save(blob as Blob, csvFileName('do-not-contact'));
    },
  };
}
