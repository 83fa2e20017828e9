import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './constants.js';

// The query read straight from matchMedia: MUI's useMediaQuery (theme props, server rendering) would
// add a chunk to the signed-in shell's first load for this one query. No matchMedia (jsdom): desktop.
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_MEDIA_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const matches = () => query()?.matches ?? false;

/** True at viewport widths of 1100 px or less, where the navigation is the mobile variant (P2-082). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
