import { LightboxStore } from './lightbox-store.js';
import { reaction } from 'mobx';

/** A paged photo list as the lightbox sees it. */
export interface PagedPhotos {
  readonly page: number;
  readonly totalPages: number;
  setPage(page: number): void;
  /** Photos on the current page. */
  count(): number;
  /** The loaded reply (a new object per page read): its change tells the lightbox the page arrived. */
  data(): unknown;
}

/** A lightbox over a paged list: at the ends it asks for the next or previous page and lands there (F4-052). */
export function createPagedLightbox(list: PagedPhotos): { lightbox: LightboxStore; dispose: () => void } {
  const lightbox = new LightboxStore({
    get count() {
      return list.count();
    },
    get paginated() {
      return list.totalPages > 1;
    },
    get page() {
      return list.page;
    },
    get totalPages() {
      return list.totalPages;
    },
    goToPage: (page) => list.setPage(page),
  });
  const stop = reaction(
    () => list.data(),
    () => lightbox.pageLoaded(),
  );
  return { lightbox, dispose: stop };
}
