import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { DoNotContactView } from '../model/do-not-contact.js';
import type { DoNotContactStore } from '../store/do-not-contact-store.js';

/** The do-not-contact list as the design system's DoNotContactManager props; loads page 1 on mount. */
export function useDoNotContact(store: DoNotContactStore): DoNotContactView {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStoreValue(() => store.view);
}
