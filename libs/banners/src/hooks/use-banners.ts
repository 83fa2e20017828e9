import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import { showsBanners } from '../model/banner-routes.js';
import { NO_BANNERS, type BannersModel, type BannersStore } from '../store/banners-store.js';

export interface BannerStackViewModel extends BannersModel {
  onDismissTrial: () => void;
}

/**
 * The banners of the page at `pathname`: none off the banner routes (F2-070); on the first banner route the
 * session's reads start.
 */
export function useBanners(store: BannersStore, pathname: string): BannerStackViewModel {
  const shown = showsBanners(pathname);
  useEffect(() => {
    if (shown) store.load();
  }, [shown, store]);
  const banners = useStoreValue(() => (shown ? store.banners : NO_BANNERS));
  return { ...banners, onDismissTrial: store.dismissTrial };
}
