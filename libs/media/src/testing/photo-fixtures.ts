import type { PhotoFile } from '../store/photo-upload-store.js';
import type { FakeReply, FakeRoutes } from '@locus/api-client/testing';

/** A chosen file of that many bytes (tests only). */
export const photoFile = (size: number, type = 'image/png', name = 'logo.png') => Object.assign(new Blob([new Uint8Array(size)], { type }), { name }) as PhotoFile;
/** An image decoder that reads every file as that size. */
export const decoderOf = (width: number, height: number) => ({ dimensions: async () => ({ width, height }) });
export const uploadRow = { id: 41, account_id: 1, user_id: 1, filename: 'logo.png', mime_type: 'image/png', size: 20000, s3_path: 'k-logo.png', width: 400, height: 400, created_at: '2026-11-20T00:00:00.000Z' };
export const logoCategory = { id: 2, name: 'Logo', code: 'LOGO', source_id: 1 };
export const coverCategory = { id: 1, name: 'Cover', code: 'COVER', source_id: 1 };
/** The channel's IMAGE_PROCESSING_COMPLETE for upload 41. */
export const processedEvent = (url: string): FakeReply<'GET /realtime/{channel}'> => ({ status: 200, type: 'text/event-stream', text: `: rtx_images-41\n\nevent: ok\ndata: ${JSON.stringify({ event: 'ok', action: 'IMAGE_PROCESSING_COMPLETE', url })}\n\n` });
/** The routes of one photo's way in: upload 41, its processing and its thumbnail. */
export const photoRoutes = (): FakeRoutes => ({
  'POST /upload': { status: 201, body: uploadRow },
  'POST /webhooks/rtx-images': { status: 202, body: { channel: 'rtx_images-41' } },
  'GET /realtime/{channel}': processedEvent('/api/media_files/thumb-41'),
});
