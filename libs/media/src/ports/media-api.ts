import type { Schemas } from '@locus/api-client';

export type Upload = Schemas['Upload'];

/** GET /media: a page of photos, for one location (Photo Management) or over the gallery's filters. */
export interface MediaListQuery {
  account_id?: number;
  page: number;
  per_page: number;
  location_id?: number;
  group_id?: number;
  source_id?: number;
  published_after?: string;
  published_before?: string;
  rating?: number[];
  type?: 'owner' | 'customer';
  'sort[by]'?: string;
  'sort[order]'?: string;
  has_custom_offset?: boolean;
}

/** POST /media: the processed photo registered for the locations (F7-038). */
export interface RegisterMediaBody {
  account_id?: number;
  location_ids: number[];
  high_priority: boolean;
  category_id: number | null;
  s3_path: string;
}

/**
 * The photo calls the stores make (section 7, Media): the lists, the categories, delete, and one photo's way
 * in (upload, processing, register). The app adapts its API client to this port, so the stores stay free of HTTP.
 */
export interface MediaApi {
  list(query: MediaListQuery, signal?: AbortSignal): Promise<Schemas['MediaList']>;
  /** GET /media_categories (F7-037). */
  categories(page: number, perPage: number, signal?: AbortSignal): Promise<Schemas['MediaCategoryList']>;
  /** PUT /media/{id} with the location and url_id: takes the photo off the location (F7-040). */
  removeFromLocation(id: number, locationId: number, urlId: Schemas['Media']['url_id']): Promise<void>;
  /** POST /upload?purpose=photo (multipart `file_upload`); the server checks the real file again. */
  upload(file: Blob, name: string, signal?: AbortSignal): Promise<Upload>;
  /** POST /webhooks/rtx-images (P7-089), then the channel's first message (P7-090): the processed photo's URL. */
  process(upload: Upload, accountId: number | null, signal: AbortSignal): Promise<string>;
  register(body: RegisterMediaBody): Promise<Schemas['Media'][]>;
}
