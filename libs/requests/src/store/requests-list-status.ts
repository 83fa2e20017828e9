import type { LoadStatus } from '@locus/resources';
import type { RequestsLoadStatus } from '../model/requests-overview.js';

/** A resources list's status as the views show it: not loaded yet is loading. */
export function listStatus(status: LoadStatus): RequestsLoadStatus {
  if (status === 'loaded') return 'ready';
  return status === 'error' ? 'error' : 'loading';
}
