import { unwrap, type ApiClient } from '@locus/api-client';
import { readEventStream } from '@locus/resources';
import type { MediaApi, Upload } from '../ports/media-api.js';

/**
 * MediaApi over the generated client (literal contract paths); the processing's realtime channel is read as
 * server-sent events through the client, so Basic auth is sent and the token stays out of URLs.
 */
export function createMediaApi(client: ApiClient): MediaApi {
  return {
    list: (query, signal) => unwrap(client.GET('/media', { params: { query }, signal })),
    categories: (page, perPage, signal) =>
      unwrap(client.GET('/media_categories', { params: { query: { page, per_page: perPage } }, signal })),
    async removeFromLocation(id, locationId, urlId) {
      await unwrap(client.PUT('/media/{id}', { params: { path: { id } }, body: { location_id: locationId, url_id: urlId } }));
    },
    upload: (file, name, signal) => uploadPhoto(client, file, name, signal),
    process: (upload, accountId, signal) => processPhoto(client, upload, accountId, signal),
    register: async (body) => (await unwrap(client.POST('/media', { body }))).media,
  };
}

function uploadPhoto(client: ApiClient, file: Blob, name: string, signal?: AbortSignal): Promise<Upload> {
  const form = new FormData();
  form.append('file_upload', file, name);
  return unwrap(
    client.POST('/upload', {
      params: { query: { purpose: 'photo' } },
      // openapi-fetch types the multipart body by its schema; the form is what goes on the wire.
      body: form as unknown as { file_upload: string },
      bodySerializer: (body) => body as unknown as FormData,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** POST /webhooks/rtx-images (P7-089), then the first message of the channel rtx_images-{id} (P7-090). */
async function processPhoto(client: ApiClient, upload: Upload, accountId: number | null, signal: AbortSignal): Promise<string> {
  const started = await unwrap(
    client.POST('/webhooks/rtx-images', {
      body: {
        event: 'process',
        label: 'photo',
        resource_id: upload.id,
        mime_type: upload.mime_type,
        s3_path: upload.s3_path,
        ...(accountId !== null ? { account_id: accountId } : {}),
      },
      signal,
    }),
  );
  const message = await firstChannelMessage(client, started.channel, signal);
  if (message.action !== 'IMAGE_PROCESSING_COMPLETE' || typeof message.url !== 'string') throw new Error('processing failed');
  return message.url;
}

export interface ChannelMessage {
  event?: string;
  action?: string;
  url?: unknown;
}

/** Reads the event stream of GET /realtime/{channel} until its first data message. */
export async function firstChannelMessage(client: ApiClient, channel: string, signal: AbortSignal): Promise<ChannelMessage> {
  const { data, error, response } = await client.GET('/realtime/{channel}', { params: { path: { channel } }, parseAs: 'stream', signal });
  if (error !== undefined || !data) throw new Error(`channel ${channel}: ${response.status}`);
  for await (const message of readEventStream(data as ReadableStream<Uint8Array>, signal)) {
    return JSON.parse(message.data) as ChannelMessage;
  }
  throw new Error(`channel ${channel} ended without a message`);
}
