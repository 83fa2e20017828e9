import { useEffect } from 'react';

/**
 * On every route change that renders a page: scroll to the top (P2-072) and track a page view
 * (P2-073). Redirects in between are no page views.
 */
export function useRouteChangeEffects(
  pathname: string,
  rendered: boolean,
  effects: { scrollToTop: () => void; pageView: (path: string) => void },
): void {
  const { scrollToTop, pageView } = effects;
  useEffect(() => {
    if (!rendered) return;
    scrollToTop();
    pageView(pathname);
  }, [pathname, rendered, scrollToTop, pageView]);
}
