import { useBanners } from '@locus/banners';
import { BannerStack } from '@locus/design-system';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bannersOf } from './banners-store';
import { useRootStore } from './contexts';

/** The banners above the page: the lib decides which (and on which routes), the design system draws them. */
export function Banners() {
  const root = useRootStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const banners = useBanners(bannersOf(root), pathname);
  const onNavigate = useCallback((href: string) => void navigate(href), [navigate]);
  return <BannerStack {...banners} onNavigate={onNavigate} />;
}
