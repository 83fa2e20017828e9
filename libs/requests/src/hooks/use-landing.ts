import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { LandingView } from '../model/landing.js';
import type { LandingStore } from '../store/landing-store.js';

/** The customer's landing page as the design system's LandingView props; loads the page on mount. */
export function useLanding(store: LandingStore): LandingView {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStoreValue(() => store.view);
}
