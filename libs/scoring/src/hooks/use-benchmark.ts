import { useStoreValue } from '@locus/resources';
import type { BenchmarkStore } from '../store/benchmark-store.js';

/** The industry benchmark's view model: shown only with its flag, its figures, the load state and a retry. */
export function useBenchmark(store: BenchmarkStore) {
  const state = useStoreValue(() => ({
    shown: store.shown,
    status: store.benchmark.status,
    error: store.benchmark.status === 'error' ? (store.benchmark.error ?? null) : null,
    title: store.title,
    figures: store.figures,
    note: store.note,
  }));
  return { ...state, onRetry: () => void store.benchmark.reload() };
}
