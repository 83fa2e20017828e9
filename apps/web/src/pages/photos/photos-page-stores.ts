import { PhotoGalleryStore, createMediaApi, createPagedLightbox, type LightboxStore } from '@locus/media';
import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';

/** What /photos holds while it is shown: the filter bar's stores, the gallery and its lightbox. */
export interface PhotosPageStores extends FilterPageStores {
  gallery: PhotoGalleryStore;
  lightbox: LightboxStore;
}

export function createPhotosPageStores(root: RootStore, router: QueryRouter, search: string): PhotosPageStores {
  // The 'photos' page's filters: six months by default (P2-109), rating and type carried over (P2-121).
  const base = createFilterPageStores(root, router, search, 'photos');
  const gallery = new PhotoGalleryStore({ api: createMediaApi(root.client), accountId: root.auth.account_id, filters: base.filters });
  const paged = createPagedLightbox({
    get page() {
      return gallery.page;
    },
    get totalPages() {
      return gallery.totalPages;
    },
    setPage: (page) => gallery.setPage(page),
    count: () => gallery.tiles.length,
    data: () => gallery.list.data,
  });
  return {
    ...base,
    gallery,
    lightbox: paged.lightbox,
    dispose() {
      paged.dispose();
      gallery.dispose();
      base.dispose();
    },
  };
}
