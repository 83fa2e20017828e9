import type { LocationDetail } from '@locus/locations';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../../app/contexts';
import { createLocationFormStores, type LocationFormStores } from './location-form-stores';

/**
 * The form's stores for a location (or a new one), built after mount so StrictMode's second mount
 * gets fresh ones, and disposed when the form goes. Null until built.
 */
export function useLocationFormStores(location: LocationDetail | null): LocationFormStores | null {
  const root = useRootStore();
  const [stores, setStores] = useState<LocationFormStores | null>(null);
  useEffect(() => {
    const built = createLocationFormStores(root, location);
    setStores(built);
    return () => built.dispose();
  }, [root, location]);
  return stores;
}
