import { useStoreValue, type LoadStatus } from '@locus/resources';
import type { BreakdownKind } from '../ports/scoring-api.js';
import type { DashboardDetailsStore } from '../store/dashboard-details-store.js';

/** A loader's state as a view shows it: the status, the failure's text, and a retry. */
function loadState(loader: { status: LoadStatus; error: string | undefined }) {
  return { status: loader.status, error: loader.status === 'error' ? (loader.error ?? null) : null };
}

/**
 * The dashboard's charts, breakdown and latest reviews as view models: each part's load state and retry,
 * the trend's points, the sources for the pie, the breakdown rows and the latest reviews with their links.
 */
export function useDashboardDetails(store: DashboardDetailsStore) {
  const state = useStoreValue(() => ({
    trend: { ...loadState(store.trend), points: store.trendPoints },
    sources: { ...loadState(store.sources), sources: store.slices },
    breakdown: {
      ...loadState(store.breakdown), rows: store.breakdownRows, view: store.breakdownKind,
      groupsEnabled: store.groupsEnabled, allHref: store.reportHref,
    },
    latest: { ...loadState(store.latest), reviews: store.latestReviews, allHref: store.reviewsHref },
  }));
  return {
    trend: { ...state.trend, onRetry: () => void store.trend.reload() },
    sources: { ...state.sources, onRetry: () => void store.sources.reload() },
    breakdown: {
      ...state.breakdown,
      onRetry: () => void store.breakdown.reload(),
      onViewChange: (view: BreakdownKind) => store.setBreakdownView(view),
    },
    latest: { ...state.latest, onRetry: () => void store.latest.reload() },
  };
}
