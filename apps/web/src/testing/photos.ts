import type { Schemas } from '@locus/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { failure, type FakeRoutes, type SuccessReply, type TextReply } from '@locus/api-client/testing';

type Media = Schemas['Media'];

/** A photo row as GET /media replies it. */
export function mediaRow(id: number, overrides: Partial<Media> = {}): Media {
  return {
    id,
    name: `photo-${String(id)}.jpg`,
    account_id: 3,
    location_id: 7,
    source_id: 1,
    category: 'EXTERIOR',
    category_id: 4,
    type: 'owner',
    rating: null,
    width: 800,
    height: 600,
    cdn_stored_url: `/api/media_files/full-${String(id)}`,
    cdn_stored_low_res_url: `/api/media_files/thumb-${String(id)}`,
    published_status: 'published',
    url_id: id + 100,
    published_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function mediaListReply(rows: Media[], options: { totalPages?: number; page?: number; unavailableReason?: string | null } = {}): SuccessReply<'GET /media'> {
  return {
    status: 200,
    body: {
      _embedded: { media: rows },
      _total: rows.length,
      _total_pages: options.totalPages ?? 1,
      _page: options.page ?? 1,
      _links: { self: { href: '/api/media' } },
      unavailable_reason: options.unavailableReason ?? null,
    },
  };
}

export const CATEGORIES = [
  { id: 1, name: 'Cover', code: 'COVER', source_id: 1 },
  { id: 2, name: 'Logo', code: 'LOGO', source_id: 1 },
  { id: 4, name: 'Exterior', code: 'EXTERIOR', source_id: 1 },
];

export const categoriesReply: SuccessReply<'GET /media_categories'> = {
  status: 200,
  body: { _embedded: { media_categories: CATEGORIES }, _total: 3, _total_pages: 1, _page: 1, _links: { self: { href: '/api/media_categories' } } },
};

/** The event stream of GET /realtime/rtx_images-{id} with its one IMAGE_PROCESSING_COMPLETE message. */
export function processedStream(url: string): TextReply {
  const data = JSON.stringify({ event: 'ok', action: 'IMAGE_PROCESSING_COMPLETE', url });
  return { status: 200, type: 'text/event-stream', text: `event: ok\ndata: ${data}\n\n` };
}

export const uploadReply = (id: number, width: number, height: number): SuccessReply<'POST /upload'> => ({
  status: 201,
  body: { id, account_id: 3, user_id: 1, filename: 'photo.png', mime_type: 'image/png', size: 20000, s3_path: `k-${String(id)}.png`, width, height, created_at: '2026-11-25T10:00:00.000Z' },
});

/** A PNG file of that many bytes. */
export const png = (size: number, name = 'photo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The browser decoder reads the pixels with createImageBitmap; jsdom has none, so the test gives its size. */
export const decodesAs = (width: number, height: number) =>
  vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.resolve({ width, height, close: () => undefined })));

/** Picks the file in the wizard's picker, once the wizard (a lazy chunk) has opened. */
export async function choose(file: File): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Photo file'), { target: { files: [file] } });
}

/** The routes of one photo's way in: upload `id`, its processing (on its own channel) and its thumbnail. */
export const photoUploadRoutes = (id: number, width: number, height: number) =>
  ({
    'POST /upload': uploadReply(id, width, height),
    'POST /webhooks/rtx-images': { status: 202, body: { channel: `rtx_images-${String(id)}` } },
    'GET /realtime/{channel}': ({ params }) =>
      params.channel === `rtx_images-${String(id)}` ? processedStream(`/api/media_files/thumb-${String(id)}`) : failure(404, `No channel ${params.channel}`),
  }) satisfies FakeRoutes;
