import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { WaysToAskView } from '../model/ways-to-ask.js';
import type { WaysToAskStore } from '../store/ways-to-ask-store.js';

/** Ways to ask as the design system's WaysToAsk props; loads the first location's links on mount. */
export function useWaysToAsk(store: WaysToAskStore): WaysToAskView {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStoreValue(() => store.view);
}
