import { unwrap, type ApiClient } from '@locus/api-client';
import { saveInBrowser, type SaveFile } from '@locus/filters';
import type { RecipientsApi } from '../ports/recipients-api.js';

/** `save` hands a fetched CSV to the user (the browser's download; a recorder in tests). */
export function createRecipientsApi(client: ApiClient, save: SaveFile = saveInBrowser): RecipientsApi {
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    replace: (id, recipients, signal) =>
      unwrap(
        client.PUT('/campaigns/{id}/recipients', { params: { path: { id } }, body: { recipients }, ...withSignal(signal) }),
      ),
    page: (id, page, perPage, signal) =>
      unwrap(
        client.GET('/campaigns/{id}/recipients', {
          params: { path: { id }, query: { page, per_page: perPage } },
          ...withSignal(signal),
        }),
      ),
    async countByStatus(id, statuses, signal) {
      const totals = await Promise.all(
        statuses.map(async (status) => {
          const list = await unwrap(
            client.GET('/campaigns/{id}/recipients', {
              params: { path: { id }, query: { status, page: 1, per_page: 1 } },
              ...withSignal(signal),
            }),
          );
          return list._total;
        }),
      );
      return totals.reduce((sum, n) => sum + n, 0);
    },
    async uploadFile(file, name, signal) {
      const form = new FormData();
      form.append('file_upload', file, name);
      const upload = await unwrap(
        client.POST('/upload', {
          // openapi-fetch types the multipart body by its schema; the form is what goes on the wire.
          body: form as unknown as { file_upload: string },
          bodySerializer: (body) => body as unknown as FormData,
          ...withSignal(signal),
        }),
      );
      return upload.id;
    },
    addUpload: (id, uploadId, signal) =>
      unwrap(
        client.POST('/campaigns/{id}/recipient_uploads', {
          params: { path: { id } },
          body: { upload_id: uploadId },
          ...withSignal(signal),
        }),
      ),
      async downloadTemplate() {
      const blob = await unwrap(client.GET('/export/csv/recipient_template', { parseAs: 'blob' }));
      save(blob as Blob, 'recipients-template.csv');
    },
    async downloadFailedRows(uploadId) {
      const blob = await unwrap(
        client.GET('/export/csv/failed_upload_recipients', { params: { query: { upload_id: uploadId } }, parseAs: 'blob' }),
      );
      save(blob as Blob, 'failed-recipients.csv');
    },
  };
}
