import type { LocationDetail } from '@locus/locations';
import { errorMessage } from '@locus/resources';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../../app/contexts';
import { sessionResources } from '../../../app/session-resources';

export type DetailLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; location: LocationDetail };

/** A list row lacks what the form edits (hours, special hours): only a held detail is reused. */
function isDetail(row: unknown): row is LocationDetail {
  return typeof row === 'object' && row !== null && 'special_hours' in row && 'hours' in row;
}

/** The location to edit: the session's cached detail when there is a fresh one, else GET /locations/{id}. */
export function useLocationDetailLoad(locationId: number): DetailLoad {
  const root = useRootStore();
  const [load, setLoad] = useState<DetailLoad>({ status: 'loading' });
  useEffect(() => {
    const locations = sessionResources(root).of<LocationDetail>('location');
    const held = locations.find(locationId);
    if (isDetail(held) && !locations.isStale(locationId)) {
      setLoad({ status: 'loaded', location: { ...held } });
      return undefined;
    }
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    locations.get(locationId, {}, { signal: abort.signal }).then(
      (location) => !abort.signal.aborted && setLoad({ status: 'loaded', location: { ...location } }),
      (error: unknown) => !abort.signal.aborted && setLoad({ status: 'error', message: errorMessage(error) }),
    );
    return () => abort.abort();
  }, [root, locationId]);
  return load;
}
