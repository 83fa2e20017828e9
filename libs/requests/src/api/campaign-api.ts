import { unwrap, type ApiClient } from '@locus/api-client';
import type { CampaignApi } from '../ports/campaign-api.js';

/** Photos are served publicly at /api/media_files/{key} (the server's mediaFileUrl); e-mails embed that URL. */
export const defaultMediaFileUrl = (key: string) => `/api/media_files/${encodeURIComponent(key)}`;

/** One page brings every template of a type, every source and a location's URLs (the contract's maximum). */
const ALL = 500;

export interface CampaignApiOptions {
  /** Where a stored photo is served, from its upload's s3_path. */
  mediaFileUrl?: (key: string) => string;
}

export function createCampaignApi(client: ApiClient, options: CampaignApiOptions = {}): CampaignApi {
  const mediaFileUrl = options.mediaFileUrl ?? defaultMediaFileUrl;
  const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    create: (body) => unwrap(client.POST('/campaigns', { body })),
    get: (id, signal) => unwrap(client.GET('/campaigns/{id}', { params: { path: { id } }, ...withSignal(signal) })),
    update: (id, body, signal) =>
      unwrap(client.PUT('/campaigns/{id}', { params: { path: { id } }, body, ...withSignal(signal) })),
    async templates(signal) {
      // Both request types in one read: the composer filters by the draft's type, so changing it asks nothing.
      const list = await unwrap(
        client.GET('/request_templates', { params: { query: { per_page: ALL } }, ...withSignal(signal) }),
      );
      return list._embedded.request_templates;
    },
    async sources(signal) {
      const list = await unwrap(client.GET('/sources', { params: { query: { per_page: ALL } }, ...withSignal(signal) }));
      return list._embedded.sources.map((s) => ({ id: s.id, name: s.name }));
    },
    async siteUrls(locationId, signal) {
      const list = await unwrap(
        client.GET('/urls_check', {
          params: { query: { location_id: locationId, status: 'valid', per_page: ALL } },
          ...withSignal(signal),
        }),
      );
      return list._embedded.urls.flatMap((u) => (u.url ? [{ id: u.id, sourceId: u.source_id, url: u.url }] : []));
    },
    async uploadImage(file, name, signal) {
      const form = new FormData();
      form.append('file_upload', file, name);
      const upload = await unwrap(
        client.POST('/upload', {
          params: { query: { purpose: 'photo' } },
          // openapi-fetch types the multipart body by its schema; the form is what goes on the wire.
          body: form as unknown as { file_upload: string },
          bodySerializer: (body) => body as unknown as FormData,
          ...withSignal(signal),
        }),
      );
      return mediaFileUrl(upload.s3_path);
    },
  };
}
