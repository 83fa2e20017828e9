import { unwrap, type ApiClient } from '@locus/api-client';
import type { ExportApi, ExportFile } from '../ports/export-api.js';

/** Hands a fetched file to the user (the browser's download in the app, a recorder in tests). */
export type SaveFile = (file: Blob, fileName: string) => void;

/** The browser's download: a temporary object URL clicked through an anchor. */
export const saveInBrowser: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The export file's id in its `file_url` (`/api/fetch-export-file/{id}/file-data`). */
export function exportFileId(fileUrl: string): number {
  const match = /\/fetch-export-file\/(\d+)\/file-data/.exec(fileUrl);
  if (!match?.[1]) throw new Error(`Unexpected export file URL: ${fileUrl}`);
  return Number(match[1]);
}

const toExportFile = (file: {
  id: number;
  status: string;
  status_reason?: string | null;
  file_url: string | null;
}): ExportFile => ({
  id: file.id,
  status: file.status,
  status_reason: file.status_reason ?? null,
  file_url: file.file_url,
});

/**
 * The filters' ExportApi over the typed client: its middleware adds the credentials the file
 * download needs too, which a plain link could not carry.
 */
export function createExportApi(client: ApiClient, save: SaveFile = saveInBrowser): ExportApi {
  return {
    async requestExport(accountId, payload) {
      const file = await unwrap(
        client.POST('/export_files/{id}', {
          params: { path: { id: accountId } },
          body: payload as never,
        }),
      );
      return toExportFile(file);
    },
    async getExportFile(id) {
      return toExportFile(await unwrap(client.GET('/export_files/{id}', { params: { path: { id } } })));
    },
    async download(url, fileName) {
      const blob = await unwrap(
        client.GET('/fetch-export-file/{id}/file-data', {
          params: { path: { id: exportFileId(url) } },
          parseAs: 'blob',
        }),
      );
      save(blob as Blob, fileName);
    },
  };
}
