import type { Schemas } from '@locus/api-client';
import { GenericLoader, timerScheduler, type ErrorReporter, type Notifier, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { DELETE_FAILED_MS, PHOTO_MESSAGES, PHOTO_PAGE_SIZE, PHOTO_REFRESH_DELAY_MS } from '../model/messages.js';
import { statusBar, type StatusBar } from '../model/status-bar.js';
import type { MediaApi } from '../ports/media-api.js';
import { mediaCategoriesLoader } from './media-categories-loader.js';

export type Media = Schemas['Media'];
export type MediaCategory = Schemas['MediaCategory'];

export interface LocationPhotosStoreDeps {
  api: MediaApi;
  accountId: number | null;
  locationId: number;
  notifier: Notifier;
  scheduler?: Scheduler;
  reporter?: ErrorReporter;
}

export interface PhotoTile {
  id: number;
  name: string;
  category: string;
  thumbnailUrl: string;
  fullUrl: string;
  bar: StatusBar | null;
}

/** A photo as a grid tile: its 250x250 thumbnail, the full picture for the lightbox, its status bar. */
export function photoTile(m: Media): PhotoTile {
  return { id: m.id, name: m.name, category: m.category, thumbnailUrl: m.cdn_stored_low_res_url, fullUrl: m.cdn_stored_url, bar: statusBar(m.published_status) };
}

/**
 * Photo Management on the location page: the owner photos on the main directory, 8 a page by category rank
 * then newest (F7-039), their status bars (F4-042..F4-044), the categories for the wizard (F7-037), and delete
 * (F7-040) with its texts; the list is read again 300 ms after an upload or a delete (F9-023).
 */
export class LocationPhotosStore {
  page = 1;
  deletingId: number | null = null;
  readonly photos: GenericLoader<number, Schemas['MediaList']>;
  readonly categories: GenericLoader<number, Schemas['MediaCategoryList']>;
  private readonly deps: LocationPhotosStoreDeps;
  private refreshTimer: unknown = undefined;

  constructor(deps: LocationPhotosStoreDeps) {
    this.deps = deps;
    makeObservable(this, { page: observable, deletingId: observable, tiles: computed, totalPages: computed, unavailableReason: computed, setPage: action });
    const { api, accountId, locationId, scheduler } = deps;
    this.photos = new GenericLoader({
      params: () => this.page,
      debounceMs: 0,
      scheduler,
      errorMessage: PHOTO_MESSAGES.mediaFailed,
      load: (page, signal) =>
        api.list(
          {
            account_id: accountId ?? undefined,
            location_id: locationId,
            page,
            per_page: PHOTO_PAGE_SIZE,
            'sort[by]': 'category_rank,published_at',
            'sort[order]': 'desc,desc',
            type: 'owner',
            has_custom_offset: true,
          },
          signal,
        ),
    });
    this.categories = mediaCategoriesLoader(api, scheduler);
  }

  get tiles(): PhotoTile[] {
    return (this.photos.data?._embedded.media ?? []).map(photoTile);
  }

  get totalPages(): number {
    return this.photos.data?._total_pages ?? 0;
  }

  /** Why photos cannot be sent to Google, from the server (F4-046, F4-047); null when they can. */
  get unavailableReason(): string | null {
    return this.photos.data?.unavailable_reason ?? null;
  }

  /** The categories the location already has one photo of (for the override confirmation). */
  existingCategories(): string[] {
    return (this.photos.data?._embedded.media ?? []).map((m) => m.category);
  }

  setPage(page: number): void {
    this.page = page;
  }

  /** Reads the list again after the refresh delay (F9-023): the server has the change by then. */
  refreshSoon(): void {
    const scheduler = this.deps.scheduler ?? timerScheduler;
    scheduler.clearTimeout(this.refreshTimer);
    this.refreshTimer = scheduler.setTimeout(() => void this.photos.reload(), PHOTO_REFRESH_DELAY_MS);
  }

  /** PUT /media/{id} with location_id and url_id (F7-040); 'Photo successfully deleted.' or the 3 s failure (F8-041, F8-042). */
  async remove(photo: Pick<Media, 'id' | 'url_id'>): Promise<boolean> {
    runInAction(() => (this.deletingId = photo.id));
    try {
      await this.deps.api.removeFromLocation(photo.id, this.deps.locationId, photo.url_id);
      this.deps.notifier.success(PHOTO_MESSAGES.deleted);
      this.refreshSoon();
      return true;
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'delete photo' });
      this.deps.notifier.alert(PHOTO_MESSAGES.deleteFailed, undefined, { durationMs: DELETE_FAILED_MS });
      return false;
    } finally {
      runInAction(() => (this.deletingId = null));
    }
  }

  /** The grid's delete of one of its tiles. */
  removeTile(tileId: number): Promise<boolean> {
    const media = this.photos.data?._embedded.media.find((m) => m.id === tileId);
    return media ? this.remove(media) : Promise.resolve(false);
  }

  dispose(): void {
    (this.deps.scheduler ?? timerScheduler).clearTimeout(this.refreshTimer);
    this.photos.dispose();
    this.categories.dispose();
  }
}
