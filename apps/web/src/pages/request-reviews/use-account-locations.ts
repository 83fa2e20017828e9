import { errorMessage } from '@locus/resources';
import type { ComposeLocation } from '@locus/requests';
import { useEffect, useState } from 'react';
import { useRootStore } from '../../app/contexts';
import { accountLocations } from './compose-deps';

export type LocationsLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; locations: ComposeLocation[] };

/** The account's locations, read once per page (the compose stores take them as a fixed list). */
export function useAccountLocations(): LocationsLoad {
  const root = useRootStore();
  const [load, setLoad] = useState<LocationsLoad>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    accountLocations(root, abort.signal).then(
      (locations) => !abort.signal.aborted && setLoad({ status: 'ready', locations }),
      (error: unknown) => !abort.signal.aborted && setLoad({ status: 'error', message: errorMessage(error) }),
    );
    return () => abort.abort();
  }, [root]);
  return load;
}
