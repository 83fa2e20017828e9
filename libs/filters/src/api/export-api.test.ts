import { createApiClient, LOCUS_MEDIA_TYPE } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { createExportApi, exportFileId } from './export-api.js';

const pending = {
  id: 41,
  account_id: 3,
  resource: 'reviews',
  status: 'pending',
  status_reason: null,
  file_url: null,
};

/** Answers the three export calls and records what the client sent. */
function exportServer() {
  const calls: { method: string; path: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, body: await request.text() });
    if (url.pathname.endsWith('/file-data'))
      return new Response('id,rating\n1,5\n', { headers: { 'content-type': 'text/csv' } });
    const body =
      request.method === 'POST'
        ? pending
        : { ...pending, status: 'complete', file_url: '/api/fetch-export-file/41/file-data' };
    return new Response(JSON.stringify(body), {
      status: request.method === 'POST' ? 201 : 200,
      headers: { 'content-type': LOCUS_MEDIA_TYPE },
    });
  };
  const client = createApiClient({
    clientName: 'web',
    baseUrl: 'http://locus.test/api',
    fetch,
    getCredentials: () => null,
  });
  return { calls, client };
}

describe('createExportApi', () => {
  it('[P7-075] requests the export for the account with the filters', async () => {
    const { calls, client } = exportServer();
    const file = await createExportApi(client).requestExport(3, {
      resource: 'reviews',
      filters: { rating: [5] },
      file_type: 'csv',
      send_email: true,
    });
    expect(file).toEqual({ id: 41, status: 'pending', status_reason: null, file_url: null });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/api/export_files/3');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      resource: 'reviews',
      filters: { rating: [5] },
      send_email: true,
    });
  });

  it('[P7-076] polls the export file by its id', async () => {
    const { calls, client } = exportServer();
    const file = await createExportApi(client).getExportFile(41);
    expect(calls[0]?.path).toBe('/api/export_files/41');
    expect(file.file_url).toBe('/api/fetch-export-file/41/file-data');
  });

  it('[P7-077] downloads the file through the client and hands it over under its name', async () => {
    const { calls, client } = exportServer();
    const saved: { text: string; name: string }[] = [];
    const api = createExportApi(
      client,
      (blob, name) => void blob.text().then((text) => saved.push({ text, name })),
    );
    await api.download('/api/fetch-export-file/41/file-data', 'export-2026-03-31.csv');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls[0]?.path).toBe('/api/fetch-export-file/41/file-data');
    expect(saved).toEqual([{ text: 'id,rating\n1,5\n', name: 'export-2026-03-31.csv' }]);
  });

  it('[P7-077] an unexpected file URL is refused', () => {
    expect(() => exportFileId('/elsewhere/41')).toThrow(/Unexpected export file URL/);
  });
});
