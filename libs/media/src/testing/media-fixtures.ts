import type { ListItem, Schemas } from '@locus/api-client';

type MediaRow = ListItem<Schemas['MediaList']>;

/** A media row as the server sends it. */
export function mediaRow(id: number, overrides: Partial<MediaRow> = {}): MediaRow {
  return {
    id, name: `photo-${id}.png`, account_id: 1, location_id: 7, source_id: 1, category: 'INTERIOR', category_id: 5, type: 'owner', rating: null,
    width: 400, height: 400, cdn_stored_url: `/api/media_files/full-${id}`, cdn_stored_low_res_url: `/api/media_files/thumb-${id}`,
    published_status: 'published', url_id: null, published_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z', ...overrides,
  };
}

export const mediaList = (rows: MediaRow[], total = rows.length, perPage = 8, extra: Partial<Schemas['MediaList']> = {}): Schemas['MediaList'] => ({
  _embedded: { media: rows }, _total: total, _total_pages: Math.max(1, Math.ceil(total / perPage)), _page: 1,
  _links: { self: { href: '/api/media' }, first: { href: '/api/media' }, last: { href: '/api/media' } }, unavailable_reason: null, ...extra,
});

/** Photo categories as the upload rules see them. */
export const CATEGORIES = {
  cover: { code: 'COVER', name: 'Cover' },
  logo: { code: 'LOGO', name: 'Logo' },
  profile: { code: 'PROFILE', name: 'Profile' },
};
