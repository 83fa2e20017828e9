import type { Schemas } from '@locus/api-client';
import type { FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { statusBar } from '../model/status-bar.js';
import type { MediaApi } from '../ports/media-api.js';
import { photoTile, type PhotoTile } from './location-photos-store.js';

export const GALLERY_PAGE_SIZE = 24;

/** The gallery's type filter: the owner's photos or the customers' (from reviews). */
export const PHOTO_TYPE_OPTIONS = [
  { id: 'owner', name: 'Owner' },
  { id: 'customer', name: 'Customer' },
] as const;

export interface PhotoGalleryQuery {
  page: number;
  from: string | null;
  to: string | null;
  groupId?: number;
  locationId?: number;
  sourceId?: number;
  ratings: number[];
  type?: 'owner' | 'customer';
}

export interface PhotoGalleryStoreDeps {
  api: MediaApi;
  accountId: number | null;
  /** The /photos filter bar (page 'photos': six months by default, P2-109; carries rating and type, P2-121). */
  filters: FilterStore;
  scheduler?: Scheduler;
}

const typeOf = (value: string | undefined) => (value === 'owner' || value === 'customer' ? value : undefined);

/** The /photos gallery: the account's photos for the filter bar's date, group, location, source, rating and type. */
export class PhotoGalleryStore {
  page = 1;
  readonly list: GenericLoader<PhotoGalleryQuery, Schemas['MediaList']>;
  private readonly deps: PhotoGalleryStoreDeps;
  private readonly stopPageReset: IReactionDisposer;

  constructor(deps: PhotoGalleryStoreDeps) {
    this.deps = deps;
    makeObservable(this, { page: observable, query: computed, photos: computed, tiles: computed, totalPages: computed, setPage: action });
    // New filters start again at the first page.
    this.stopPageReset = reaction(
      () => JSON.stringify({ ...this.query, page: 0 }),
      action(() => (this.page = 1)),
    );
    this.list = new GenericLoader({
      params: () => this.query,
      scheduler: deps.scheduler,
      errorMessage: PHOTO_MESSAGES.mediaFailed,
      load: (q, signal) =>
        deps.api.list(
          {
            account_id: deps.accountId ?? undefined,
            page: q.page,
            per_page: GALLERY_PAGE_SIZE,
            published_after: q.from ?? undefined,
            published_before: q.to ?? undefined,
            group_id: q.groupId,
            location_id: q.locationId,
            source_id: q.sourceId,
            rating: q.ratings.length > 0 ? q.ratings : undefined,
            type: q.type,
          },
          signal,
        ),
    });
  }

  /** What the list asks the server for: the filter bar's values and the page. */
  get query(): PhotoGalleryQuery {
    const f = this.deps.filters;
    return {
      page: this.page,
      from: f.range.from,
      to: f.range.to,
      groupId: f.groupId,
      locationId: f.locationId,
      sourceId: f.sourceId,
      // The gallery's ratings are stars; 'no rating' (0) has no photos.
      ratings: f.ratings.filter((r) => r > 0),
      type: typeOf(f.query['type']),
    };
  }

  get photos() {
    return (this.list.data?._embedded.media ?? []).map((m) => ({ ...m, bar: statusBar(m.published_status) }));
  }

  /** The gallery's grid tiles (the lightbox shows their full pictures). */
  get tiles(): PhotoTile[] {
    return (this.list.data?._embedded.media ?? []).map(photoTile);
  }

  get totalPages(): number {
    return this.list.data?._total_pages ?? 0;
  }

  setPage(page: number): void {
    this.page = page;
  }

  dispose(): void {
    this.stopPageReset();
    this.list.dispose();
  }
}
