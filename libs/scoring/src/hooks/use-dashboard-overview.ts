import { useStoreValue } from '@locus/resources';
import type { DashboardOverviewStore } from '../store/dashboard-overview-store.js';

/** The dashboard overview's view model: the four figures with their changes, the load state and a retry. */
export function useDashboardOverview(store: DashboardOverviewStore) {
  const state = useStoreValue(() => ({
    status: store.overview.status,
    error: store.overview.status === 'error' ? (store.overview.error ?? null) : null,
    cards: store.cards,
  }));
  return { ...state, onRetry: () => void store.overview.reload() };
}
